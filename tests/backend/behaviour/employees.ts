import type { EmployeeInput } from '../../../src/domain/employee';
import { EMPLOYEE_EMAIL_TAKEN, START_DATE_INVALID } from '../../../src/domain/employeeForm';
import { expectPagesOf, inOrder, rejection, unique, type ContextGetter } from './context';

const employeeInput = (): EmployeeInput => {
  const tag = unique('');
  return {
    firstName: 'Aurelio',
    lastName: `Benedetti${tag}`,
    email: `aurelio.${tag}@example.com`,
    phone: '555-040-1234',
    role: 'Grader',
    startDate: '2025-06-02',
  };
};

export function employeesBehaviour(context: ContextGetter): void {
  describe('employees', () => {
    beforeEach(async () => {
      await context().signInAs('admin');
    });

    it('lists the roster sorted by first name', async () => {
      const roster = await context().backend.employees.list();
      expect(roster.length).toBeGreaterThan(1);
      expect(inOrder(roster.map((employee) => employee.firstName))).toBe(true);
      expect(roster.every((employee) => ['Active', 'On Leave'].includes(employee.status))).toBe(true);
    });

    it('searches the roster a page at a time over full name, email and role, ignoring case', async () => {
      const { employees } = context().backend;
      await expectPagesOf(await employees.list(), (page) => employees.search(page));

      const input = employeeInput();
      const created = await employees.create({ ...input, role: 'Crack-out specialist' });
      const fullName = `${input.firstName} ${input.lastName}`.toUpperCase();
      for (const text of [fullName, input.email.toUpperCase(), 'CRACK-OUT SPEC']) {
        const found = await employees.search({ pageNumber: 1, pageSize: 50, search: text });
        expect(
          found.items.map((employee) => employee.id),
          text,
        ).toContain(created.id);
        expect(found.totalRecords, text).toBe(found.items.length);
      }
      const none = await employees.search({ pageNumber: 1, pageSize: 50, search: 'nobody-by-this-name' });
      expect(none).toMatchObject({ items: [], totalRecords: 0 });
      await employees.remove(created.id);
    });

    // Issue 37 item 15: input that used to change or duplicate silently.
    it('refuses a start date that is not a calendar date, and keeps blank as none', async () => {
      const { employees } = context().backend;
      for (const startDate of ['next Monday', '2025-02-30', '02/06/2025']) {
        const error = await rejection(employees.create({ ...employeeInput(), startDate }));
        expect(error.status).toBe(400);
        expect(error.message).toBe(START_DATE_INVALID);
      }
      const undated = await employees.create({ ...employeeInput(), startDate: null });
      expect(undated.startDate).toBeNull();
      await employees.remove(undated.id);
    });

    it('refuses a second roster entry with the same email, whatever its case', async () => {
      const { employees } = context().backend;
      const first = await employees.create(employeeInput());
      const second = await employees.create(employeeInput());
      const taken = await rejection(
        employees.create({ ...employeeInput(), email: first.email.toUpperCase() }),
      );
      expect(taken.status).toBe(409);
      expect(taken.message).toBe(EMPLOYEE_EMAIL_TAKEN);
      const moved = await rejection(employees.update(second.id, { ...employeeInput(), email: first.email }));
      expect(moved.message).toBe(EMPLOYEE_EMAIL_TAKEN);
      // keeping one's own email is no clash
      expect((await employees.update(first.id, { ...employeeInput(), email: first.email })).email).toBe(
        first.email,
      );
      await employees.remove(first.id);
      await employees.remove(second.id);
    });

    it('creates, reads, updates and removes an employee', async () => {
      const { employees } = context().backend;
      const input = employeeInput();
      const created = await employees.create(input);
      expect(await employees.get(created.id)).toMatchObject(input);
      expect((await employees.list()).map((employee) => employee.id)).toContain(created.id);

      await employees.update(created.id, { ...input, role: 'Senior grader' });
      expect((await employees.get(created.id)).role).toBe('Senior grader');

      await employees.remove(created.id);
      await rejection(employees.get(created.id));
      expect((await employees.list()).map((employee) => employee.id)).not.toContain(created.id);
    });
  });
}
