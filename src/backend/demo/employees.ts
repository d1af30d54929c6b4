import type { Employee, EmployeeInput } from '../../domain/employee';
import type { EmployeesApi } from '../backend';
import { matchesEmployeeSearch } from '../../domain/employeeRoster';
import { compareIds, compareText, findStored, pageOf, trimmed, trimmedOrNull } from './query';
import type { DemoContextWithAccounts } from './accounts';
import { copy } from './store';
import { EMPLOYEE_AUDIT_FIELDS } from '../../domain/audit';
import {
  EMPLOYEE_EMAIL_TAKEN,
  NO_INVITATION,
  START_DATE_INVALID,
  isCalendarDate,
} from '../../domain/employeeForm';
import { bumpVersion, checkVersion, refusal, versionOf } from './writes';

/** The form's six fields, trimmed; a blank start date means none. */
const editableFields = (input: EmployeeInput) => ({
  firstName: trimmed(input.firstName),
  lastName: trimmed(input.lastName),
  email: trimmed(input.email),
  phone: trimmed(input.phone),
  role: trimmed(input.role),
  startDate: trimmedOrNull(input.startDate),
});

/**
 * The employee roster. Seed B §7: employees are served only by an in-memory mock (list sorted by first
 * name, get, create, update, delete). Delete removes the employee from the roster.
 */
export function createDemoEmployees(context: DemoContextWithAccounts): EmployeesApi {
  const { store, latency, accounts } = context;
  const wait = (signal?: AbortSignal) => latency.wait('employees', signal);

  /** The roster's order: first name, then last name, then id. */
  const roster = () =>
    [...store.employees.values()].sort(
      (a, b) =>
        compareText(a.firstName, b.firstName) ||
        compareText(a.lastName, b.lastName) ||
        compareIds(a.id, b.id),
    );

  /** As the server refuses them (decision 0336): a start date that is no date, an email already on the roster. */
  const refuseInvalid = (fields: ReturnType<typeof editableFields>, ownId: string | null) => {
    if (fields.startDate !== null && !isCalendarDate(fields.startDate))
      throw refusal(400, START_DATE_INVALID);
    const email = fields.email.toLowerCase();
    const taken = [...store.employees.values()].some(
      (other) => other.id !== ownId && other.email.trim().toLowerCase() === email,
    );
    if (taken) throw refusal(409, EMPLOYEE_EMAIL_TAKEN);
  };

  const find = (id: string): Employee =>
    findStored(store.employees, id, 'Employee', {
      blank: 'EMPLOYEE_ID_REQUIRED',
      notFound: 'EMPLOYEE_NOT_FOUND',
    });

  return {
    async list(options) {
      await wait(options?.signal);
      return copy(roster().map(accounts.withAccess));
    },
    async search(query, options) {
      await wait(options?.signal);
      const matching = roster().filter((employee) => matchesEmployeeSearch(employee, query.search ?? ''));
      const page = pageOf(matching, query.pageNumber, query.pageSize);
      return copy({ ...page, items: page.items.map(accounts.withAccess) });
    },
    async get(id, options) {
      await wait(options?.signal);
      const employee = find(id);
      return copy({ ...accounts.withAccess(employee), version: versionOf(employee) });
    },
    create: (input, options) =>
      context.writes.once(options?.idempotencyKey, ['employees.create', input], async () => {
        await wait(options?.signal);
        refuseInvalid(editableFields(input), null);
        const employee: Employee = {
          id: store.nextId('employees'),
          ...editableFields(input),
          department: null,
          location: null,
          status: 'Active',
          manager: null,
          skills: [],
          emergencyContact: null,
          lastReviewAt: null,
          notes: null,
          updatedAt: context.now().toISOString(),
          version: 1,
          userId: null,
          access: 'none',
          account: 'none',
        };
        // Sign-in access as on the server (issue 38): an account, and an invitation in the outbox.
        accounts.applyAccess(employee, input.access);
        store.employees.set(employee.id, employee);
        context.audit.recordVersioned('employee', EMPLOYEE_AUDIT_FIELDS, null, accounts.withAccess(employee));
        return copy(accounts.withAccess(employee));
      }),
    // The same Idempotency-Key again (an answer lost on the way) gets the first answer, as on the server.
    update: (id, input, options) =>
      context.writes.once(options?.idempotencyKey, ['employees.update', id, input], async () => {
        await wait(options?.signal);
        const employee = find(id);
        checkVersion(employee, options?.version);
        refuseInvalid(editableFields(input), employee.id);
        const before = copy(accounts.withAccess(employee));
        const saved: Employee = { ...employee, ...editableFields(input) };
        accounts.applyAccess(saved, input.access);
        Object.assign(employee, saved, { updatedAt: context.now().toISOString() });
        bumpVersion(employee);
        context.audit.recordVersioned(
          'employee',
          EMPLOYEE_AUDIT_FIELDS,
          before,
          accounts.withAccess(employee),
        );
        return copy(accounts.withAccess(employee));
      }),
    async remove(id, options) {
      await wait(options?.signal);
      const employee = find(id);
      const before = copy(accounts.withAccess(employee));
      accounts.removeAccess(employee);
      store.employees.delete(employee.id);
      context.audit.recordRemoved('employee', EMPLOYEE_AUDIT_FIELDS, before);
    },
    async resendInvitation(id, options) {
      await wait(options?.signal);
      const employee = find(id);
      if (!accounts.resendInvitation(employee)) throw refusal(409, NO_INVITATION);
      // As the server (decision 0438): a new link went out, never the link; the version stays.
      context.audit.record({
        recordType: 'employee',
        recordId: employee.id,
        before: { invitation: 'earlier link' },
        after: { invitation: 'new link sent' },
        version: null,
      });
    },
    async clearSignInFailures(id, options) {
      await wait(options?.signal);
      find(id);
      return 0; // the demo has no sign-in limit
    },
  };
}
