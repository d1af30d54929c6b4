import * as v from 'valibot';
import { isSignInAccess, type AccountState } from '../../../domain/accounts';
import type { Employee, EmployeeStatus } from '../../../domain/employee';
import { idSchema, lenient, optId, optNumber, optText, optTexts, versionEntry } from './fields';
import { listOf, type ParsedList } from './list';
import { parsePayload } from './parse';

/** The account's state as the server says it; anything else reads as no account. */
const toAccountState = (value: string | undefined): AccountState =>
  value === 'invited' || value === 'active' ? value : 'none';

/** 'Active' or 'On Leave', matched ignoring case and spaces; anything else reads as Active. */
function toEmployeeStatus(value: string | undefined): EmployeeStatus {
  return value?.replace(/[\s_-]+/g, '').toLowerCase() === 'onleave' ? 'On Leave' : 'Active';
}

const employeeSchema = v.pipe(
  v.looseObject({
    id: idSchema,
    firstName: optText,
    lastName: optText,
    email: optText,
    phone: optText,
    phoneNumber: optText,
    role: optText,
    department: optText,
    location: optText,
    startDate: optText,
    status: optText,
    manager: optText,
    skills: optTexts,
    emergencyContact: lenient(v.looseObject({ name: optText, phone: optText })),
    lastReviewAt: optText,
    notes: optText,
    updatedAt: optText,
    version: optNumber,
    userId: optId,
    access: optText,
    account: optText,
  }),
  v.transform((raw): Employee => ({
    id: raw.id,
    firstName: raw.firstName ?? '',
    lastName: raw.lastName ?? '',
    email: raw.email ?? '',
    phone: raw.phone ?? raw.phoneNumber ?? '',
    role: raw.role ?? '',
    department: raw.department ?? null,
    location: raw.location ?? null,
    startDate: raw.startDate ?? null,
    status: toEmployeeStatus(raw.status),
    manager: raw.manager ?? null,
    skills: raw.skills ?? [],
    emergencyContact: raw.emergencyContact
      ? { name: raw.emergencyContact.name ?? '', phone: raw.emergencyContact.phone ?? '' }
      : null,
    lastReviewAt: raw.lastReviewAt ?? null,
    notes: raw.notes ?? null,
    updatedAt: raw.updatedAt ?? null,
    ...versionEntry(raw.version),
    // Sign-in access (issue 38); a server from before it has none to tell.
    userId: raw.userId ?? null,
    access: isSignInAccess(raw.access) ? raw.access : 'none',
    account: toAccountState(raw.account),
  })),
);

const employeeListSchema = listOf(employeeSchema);

export const parseEmployee = (payload: unknown): Employee =>
  parsePayload(employeeSchema, payload, 'EMPLOYEE_PARSE_ERROR');

export const parseEmployeeList = (payload: unknown): Employee[] => parseEmployeePage(payload).items;

/** A page of the roster's search: the employees and the total beside them. */
export const parseEmployeePage = (payload: unknown): ParsedList<Employee> =>
  parsePayload(employeeListSchema, payload, 'EMPLOYEE_PARSE_ERROR');
