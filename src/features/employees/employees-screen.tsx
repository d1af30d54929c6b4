import { UserPlus } from 'lucide-react';
import { listScreen, pageRequest } from '../../kit/list-screen';
import type { Employee } from '../../domain/employee';
import { EmployeeCard, employeeCount } from './employee-card';
import { NEW_EMPLOYEE_PATH } from './employee-links';

/** The roster (seed B §2 Employees): count, search held in the URL, one card per employee; 48 fill rows of 2, 3 or 4. */
export default listScreen<Employee>({
  title: 'Employees',
  fetch: ({ backend }, query, signal) => backend().employees.search(pageRequest(query), { signal }),
  query: { defaults: { pageSize: 48 } },
  card: (employee) => <EmployeeCard employee={employee} />,
  description: ({ total }) => employeeCount(total),
  create: { label: 'New employee', href: NEW_EMPLOYEE_PATH, icon: UserPlus },
  search: { label: 'Search by name, role, or email' },
  texts: {
    empty: 'No employees match those filters.',
    emptyDescription: 'Try a different search to see everyone on the roster.',
    pages: 'Employee pages',
  },
});
