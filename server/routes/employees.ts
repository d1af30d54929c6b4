import { type Context, Hono } from 'hono';
import { type AuditFields, EMPLOYEE_AUDIT_FIELDS, auditFieldsOf } from '../../src/domain/audit';
import { actorOf, recordChange } from '../http/audit';
import * as v from 'valibot';
import {
  EMPLOYEE_EMAIL_TAKEN,
  NO_INVITATION,
  ROLE_REQUIRED,
  START_DATE_INVALID,
  isCalendarDate,
} from '../../src/domain/employeeForm';
import type { SignInAccess } from '../../src/domain/accounts';
import { MESSAGES } from '../../src/domain/formRules';
import { ADMIN, requireRole } from '../auth/guard';
import { clearAccountFailures } from '../auth/signInLimit';
import { applySignInAccess, removeSignInAccess, resendInvitation } from '../auth/staffAccess';
import type { AppDeps, AppEnv } from '../http/env';
import type { Stores } from '../store/stores';
import type { EmployeePayload } from '../store/employees';
import type { UserRow } from '../store/users';
import { crudResource, crudRoutes } from '../http/crud';
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
  // Sign-in access (issue 38); absent leaves it as it is, so older clients change nothing.
  access: v.optional(
    v.picklist(['none', 'employee', 'admin'], 'Sign-in access must be No access, Employee or Admin'),
  ),
});

/** A page of the roster (its one order: first name); `search` over full name, email and role. */
const SearchBody = v.object({ ...pagedSearch(['firstName']), search: optionalFilter });

/**
 * Employees under /employee/employees (the seed shows only a mock; this gives API mode the same five
 * calls). The roster (names, emails, phones, notes) is team management: admins only, for reading as
 * for changing, as the /employees route and the sidebar already are (issue 11). A record's Sign-in
 * access is its account's (issue 38): the save and the account change are one transaction, with the
 * invitation it queues.
 */
/** What an employee's history shows (personal: only admins read it, as they read the roster). */
const employeeAuditFields = (employee: EmployeePayload) => auditFieldsOf(employee, EMPLOYEE_AUDIT_FIELDS);

export function employeeRoutes(deps: AppDeps) {
  const { now, links } = deps;
  const { employees, transaction } = deps.stores;
  const app = new Hono<AppEnv>();
  const admin = requireRole(...ADMIN);
  const refuseTakenEmail = async (roster: Stores['employees'], email: string, ownId: number | null) => {
    if (await roster.emailTaken(email, ownId)) throw conflict(EMPLOYEE_EMAIL_TAKEN, 'EMPLOYEE_EMAIL_TAKEN');
  };
  app.use('*', admin);
  /** After a save, in its transaction: the record's account follows it and gets the access asked for. */
  const accessAsSaved = async (
    tx: Stores,
    id: number,
    requested: SignInAccess | undefined,
    actor: UserRow,
  ) => {
    const saved = await tx.employees.find(id);
    if (saved) await applySignInAccess(tx, { employee: saved, requested, actor, now: now(), links });
  };
  // Lets the employee sign in again after someone else's guessing slowed their account (decision 0251).
  const load = async (raw: string | undefined) => {
    const employee = await employees.find(parseId(raw, 'Employee id'));
    if (!employee) throw notFound('Employee not found', 'EMPLOYEE_NOT_FOUND');
    return employee;
  };
  /** An access change made outside the form: one 'employee' entry, no new version (issue 41). */
  const recordAccess = (
    c: Context<AppEnv>,
    tx: Stores,
    id: number,
    before: AuditFields,
    after: AuditFields,
  ) =>
    recordChange(tx, {
      actor: actorOf(c),
      at: now(),
      recordType: 'employee',
      recordId: id,
      before,
      after,
      version: null,
    });
  app.delete('/:id/sign-in-failures', async (c) => {
    const employee = await load(c.req.param('id'));
    // The account's own email (the record's follows it), so the button reaches the real account.
    const account = employee.userId === null ? null : await deps.stores.users.findById(employee.userId);
    // The limits store clears in a transaction of its own; the entry follows it, as a sign-in's does.
    const cleared = await clearAccountFailures(deps.stores.limits, account?.email ?? employee.email);
    await recordAccess(c, deps.stores, employee.id, { signInFailures: cleared }, { signInFailures: 0 });
    return ok(c, { cleared });
  });
  // 'Resend invitation': a new 72-hour link; the one sent before stops working.
  app.post('/:id/invitation', async (c) => {
    const employee = await load(c.req.param('id'));
    const sent = await transaction(async (tx) => {
      const queued = await resendInvitation(tx, employee, now(), links);
      // The entry says a new link went out, never the link (decision 0438).
      if (queued)
        await recordAccess(
          c,
          tx,
          employee.id,
          { invitation: 'earlier link' },
          { invitation: 'new link sent' },
        );
      return queued;
    });
    if (!sent) throw conflict(NO_INVITATION, 'NO_INVITATION');
    return ok(c, { sentTo: employee.email });
  });
  // Each write runs in the transaction crudRoutes opens for its audit entry: the record, its account
  // and the invitation it queues commit together.
  crudRoutes(app, '', deps, (stores) =>
    crudResource({
      idLabel: 'Employee id',
      missing: { message: 'Employee not found', code: 'EMPLOYEE_NOT_FOUND' },
      find: (id) => stores.employees.find(id),
      idOf: (employee) => employee.id,
      versionOf: (employee) => employee.version,
      list: async (c) => ok(c, await stores.employees.list()),
      search: async (c) => {
        const body = await readBody(c, SearchBody);
        const { rows, total } = await stores.employees.search({
          search: body.search ?? undefined,
          ...limitOffset(body),
        });
        return okPage(c, rows, { totalRecords: total, pageNumber: body.pageNumber, pageSize: body.pageSize });
      },
      create: {
        body: EmployeeBody,
        save: async (body, c) => {
          await refuseTakenEmail(stores.employees, body.email, null);
          const id = await stores.employees.insert(body, now());
          await accessAsSaved(stores, id, body.access, c.get('user'));
          return id;
        },
      },
      update: {
        body: EmployeeBody,
        save: async (employee, body, c) => {
          await refuseTakenEmail(stores.employees, body.email, employee.id);
          await stores.employees.update(employee.id, body, now());
          await accessAsSaved(stores, employee.id, body.access, c.get('user'));
        },
      },
      // Leaving the roster ends the person's staff access and sessions in the same transaction.
      remove: async (employee, c) => {
        await removeSignInAccess(stores, employee, c.get('user'), now());
        await stores.employees.remove(employee.id);
      },
      audit: { recordType: 'employee', fields: employeeAuditFields },
    }),
  );
  return app;
}
