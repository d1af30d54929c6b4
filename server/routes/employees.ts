import { Hono } from 'hono';
import * as v from 'valibot';
import {
  EMPLOYEE_EMAIL_TAKEN,
  ROLE_REQUIRED,
  START_DATE_INVALID,
  isCalendarDate,
} from '../../src/domain/employeeForm';
import { MESSAGES } from '../../src/domain/formRules';
import { ADMIN, requireRole } from '../auth/guard';
import { clearAccountFailures } from '../auth/signInLimit';
import type { AppDeps, AppEnv } from '../http/env';
import { crudResource, crudRoutes } from '../http/crud';
import type { EmployeePayload } from '../store/employees';
import type { Stores } from '../store/stores';
import { LIMITS, emailField, maxChars, optionalFilter, optionalPhone, requiredText } from '../http/fields';
import { limitOffset, pagedSearch } from '../http/paging';
import { conflict, notFound } from '../http/errors';
import { parseId, readBody } from '../http/validate';
import { ok, okPage } from '../http/wrap';

/** The employee form's fields and rules (seed B §5); a start date is a calendar date or empty. */
const EmployeeBody = v.object({
  firstName: requiredText(MESSAGES.firstNameRequired, LIMITS.name),
  lastName: requiredText(MESSAGES.lastNameRequired, LIMITS.name),
  email: emailField,
  phone: optionalPhone,
  role: requiredText(ROLE_REQUIRED, LIMITS.name),
  startDate: v.pipe(
    v.optional(v.nullable(v.pipe(v.string(START_DATE_INVALID), maxChars(LIMITS.code))), null),
    v.transform((value) => (value?.trim() ? value.trim() : null)),
    v.check((value) => value === null || isCalendarDate(value), START_DATE_INVALID),
  ),
});

/** A page of the roster (its one order: first name); `search` over full name, email and role. */
const SearchBody = v.object({ ...pagedSearch(['firstName']), search: optionalFilter });

/**
 * Employees under /employee/employees (the seed shows only a mock; this gives API mode the same five
 * calls). The roster (names, emails, phones, notes) is team management: admins only, for reading as
 * for changing, as the /employees route and the sidebar already are (issue 11).
 */
/** What an employee's history shows (personal: only admins read it, as they read the roster). */
const employeeAuditFields = (employee: EmployeePayload) => ({
  firstName: employee.firstName,
  lastName: employee.lastName,
  email: employee.email,
  phone: employee.phone,
  role: employee.role,
  startDate: employee.startDate,
});

export function employeeRoutes(deps: AppDeps) {
  const { now } = deps;
  const app = new Hono<AppEnv>();
  const admin = requireRole(...ADMIN);
  const refuseTakenEmail = async (employees: Stores['employees'], email: string, ownId: number | null) => {
    if (await employees.emailTaken(email, ownId))
      throw conflict(EMPLOYEE_EMAIL_TAKEN, 'EMPLOYEE_EMAIL_TAKEN');
  };
  app.use('*', admin);
  // Lets the employee sign in again after someone else's guessing slowed their account (decision 0251).
  app.delete('/:id/sign-in-failures', async (c) => {
    const employee = await deps.stores.employees.find(parseId(c.req.param('id'), 'Employee id'));
    if (!employee) throw notFound('Employee not found', 'EMPLOYEE_NOT_FOUND');
    const cleared = await clearAccountFailures(deps.stores.limits, employee.email);
    return ok(c, { cleared });
  });
  crudRoutes(app, '', deps, ({ employees }) =>
    crudResource({
      idLabel: 'Employee id',
      missing: { message: 'Employee not found', code: 'EMPLOYEE_NOT_FOUND' },
      find: (id) => employees.find(id),
      idOf: (employee) => employee.id,
      versionOf: (employee) => employee.version,
      list: async (c) => ok(c, await employees.list()),
      search: async (c) => {
        const body = await readBody(c, SearchBody);
        const { rows, total } = await employees.search({
          search: body.search ?? undefined,
          ...limitOffset(body),
        });
        return okPage(c, rows, { totalRecords: total, pageNumber: body.pageNumber, pageSize: body.pageSize });
      },
      create: {
        body: EmployeeBody,
        save: async (body) => {
          await refuseTakenEmail(employees, body.email, null);
          return employees.insert(body, now());
        },
      },
      update: {
        body: EmployeeBody,
        save: async (employee, body) => {
          await refuseTakenEmail(employees, body.email, employee.id);
          await employees.update(employee.id, body, now());
        },
      },
      remove: (employee) => employees.remove(employee.id),
      audit: { recordType: 'employee', fields: employeeAuditFields },
    }),
  );
  return app;
}
