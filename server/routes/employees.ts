import { Hono } from 'hono';
import * as v from 'valibot';
import { ROLE_REQUIRED } from '../../src/domain/employeeForm';
import { MESSAGES } from '../../src/domain/formRules';
import { ADMIN, requireRole } from '../auth/guard';
import { deleteEmployee, getEmployee, insertEmployee, listEmployees, updateEmployee } from '../db/employees';
import type { AppDeps, AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { LIMITS, emailField, maxChars, optionalPhone, requiredText } from '../http/fields';
import { parseId, readBody } from '../http/validate';
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
  const load = (raw: string | undefined) => {
    const employee = getEmployee(db, parseId(raw, 'Employee id'));
    if (!employee) throw notFound('Employee not found', 'EMPLOYEE_NOT_FOUND');
    return employee;
  };

  app.use('*', admin);
  app.get('/', (c) => ok(c, listEmployees(db)));
  app.get('/:id', (c) => ok(c, load(c.req.param('id'))));
  app.put('/', async (c) => ok(c, insertEmployee(db, await readBody(c, EmployeeBody), now()), 201));
  app.post('/:id', async (c) => {
    const { id } = load(c.req.param('id'));
    updateEmployee(db, id, await readBody(c, EmployeeBody), now());
    return ok(c, id);
  });
  app.delete('/:id', (c) => {
    deleteEmployee(db, load(c.req.param('id')).id);
    return ok(c, null);
  });
  return app;
}
