import { Hono } from 'hono';
import * as v from 'valibot';
import { ROLE_REQUIRED } from '../../src/domain/employeeForm';
import { MESSAGES } from '../../src/domain/formRules';
import { ADMIN, requireRole } from '../auth/guard';
import { deleteEmployee, getEmployee, insertEmployee, listEmployees, updateEmployee } from '../db/employees';
import type { AppDeps, AppEnv } from '../http/env';
import { crudRoutes } from '../http/crud';
import { LIMITS, emailField, maxChars, optionalPhone, requiredText } from '../http/fields';
import { ok } from '../http/wrap';

/** The employee form's fields and rules (seed B §5); start date is not validated beyond being text. */
const EmployeeBody = v.object({
  firstName: requiredText(MESSAGES.firstNameRequired, LIMITS.name),
  lastName: requiredText(MESSAGES.lastNameRequired, LIMITS.name),
  email: emailField,
  phone: optionalPhone,
  role: requiredText(ROLE_REQUIRED, LIMITS.name),
  startDate: v.pipe(
    v.optional(v.nullable(v.pipe(v.string('Start date must be text'), maxChars(LIMITS.code))), null),
    v.transform((value) => (value?.trim() ? value.trim() : null)),
  ),
});

/**
 * Employees under /employee/employees (the seed shows only a mock; this gives API mode the same five
 * calls). The roster (names, emails, phones, notes) is team management: admins only, for reading as
 * for changing, as the /employees route and the sidebar already are (issue 11).
 */
export function employeeRoutes(deps: AppDeps) {
  const { db, now } = deps;
  const app = new Hono<AppEnv>();
  const admin = requireRole(...ADMIN);
  app.use('*', admin);
  crudRoutes(app, '', {
    idLabel: 'Employee id',
    missing: { message: 'Employee not found', code: 'EMPLOYEE_NOT_FOUND' },
    find: (id) => getEmployee(db, id),
    idOf: (employee) => employee.id,
    list: (c) => ok(c, listEmployees(db)),
    create: { body: EmployeeBody, save: (body) => insertEmployee(db, body, now()) },
    update: { body: EmployeeBody, save: (employee, body) => updateEmployee(db, employee.id, body, now()) },
    remove: (employee) => deleteEmployee(db, employee.id),
  });
  return app;
}
