import type { EmployeeInput } from '../../../src/domain/employee';
import { inOrder, rejection, unique, type ContextGetter } from './context';

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
