import { compact, emailError, isBlank, MESSAGES, optionalPhoneError } from './formRules';
import type { FieldErrors } from './formRules';
import type { SignInAccess } from './accounts';
import type { Employee, EmployeeInput } from './employee';

export const ROLE_REQUIRED = 'Role is required';
export const START_DATE_INVALID = 'Start date must be a date (YYYY-MM-DD)';
/** Two roster entries with one email would both claim the same sign-in (decision 0336). */
export const EMPLOYEE_EMAIL_TAKEN = 'Another employee on the roster already has this email.';

/** 'Resend invitation' for someone with no invitation waiting (no access, or a password already set). */
export const NO_INVITATION =
  'This employee has no invitation waiting: they have no access, or have set their password.';

/** A real calendar day written YYYY-MM-DD, from 1900 to 9999 ('2024-02-30' is none). */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return (
    year >= 1900 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** Blank (no start date yet) or a calendar date (issue 37: any text was stored). */
export const startDateError = (value: string): string | undefined =>
  value.trim() === '' || isCalendarDate(value.trim()) ? undefined : START_DATE_INVALID;

/** The form edits only these fields; startDate is the date input's 'YYYY-MM-DD' text ('' when unset). */
export interface EmployeeFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  role: string;
  startDate: string;
  /** Sign-in access (issue 38): what they may do in the app; Role stays their job title. */
  access: SignInAccess;
}
export type EmployeeField = keyof EmployeeFormValues;

export function validateEmployeeForm(values: EmployeeFormValues): FieldErrors<EmployeeField> {
  return compact({
    firstName: isBlank(values.firstName) ? MESSAGES.firstNameRequired : undefined,
    lastName: isBlank(values.lastName) ? MESSAGES.lastNameRequired : undefined,
    email: emailError(values.email),
    phone: optionalPhoneError(values.phone),
    role: isBlank(values.role) ? ROLE_REQUIRED : undefined,
    startDate: startDateError(values.startDate),
  });
}

export const EMPTY_EMPLOYEE_FORM: EmployeeFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  role: '',
  startDate: '',
  access: 'none',
};

export const employeeToFormValues = (employee: Employee): EmployeeFormValues => ({
  firstName: employee.firstName,
  lastName: employee.lastName,
  email: employee.email,
  phone: employee.phone,
  role: employee.role,
  // A stored timestamp keeps only its calendar day for the date input.
  startDate: employee.startDate?.slice(0, 10) ?? '',
  access: employee.access,
});

export const toEmployeeInput = (values: EmployeeFormValues): EmployeeInput => ({
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  email: values.email.trim(),
  phone: values.phone.trim(),
  role: values.role.trim(),
  startDate: values.startDate.trim() === '' ? null : values.startDate.trim(),
  access: values.access,
});
