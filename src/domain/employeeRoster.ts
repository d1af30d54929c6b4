import type { Employee } from './employee';
import { EMPTY_VALUE, formatDate, type DateFormatOptions } from './format';
import { joinName } from './names';

type Named = Pick<Employee, 'firstName' | 'lastName' | 'email'>;

/** The name an employee is shown by: first and last name, else the email, else 'Employee' (seed B §2). */
export function employeeName(employee: Named): string {
  return joinName(employee.firstName, employee.lastName) || employee.email.trim() || 'Employee';
}

/** The roster search: case-insensitive over full name, email and role; a blank query matches everyone. */
export function matchesEmployeeSearch(
  employee: Pick<Employee, 'firstName' | 'lastName' | 'email' | 'role'>,
  query: string,
): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  const haystack = [joinName(employee.firstName, employee.lastName), employee.email, employee.role];
  return haystack.some((text) => text.toLowerCase().includes(needle));
}

/** Roster order: first name, then last name, then id (numeric ids in number order). */
export function compareEmployees(
  a: Pick<Employee, 'id' | 'firstName' | 'lastName'>,
  b: Pick<Employee, 'id' | 'firstName' | 'lastName'>,
): number {
  const text = (x: string, y: string) => x.localeCompare(y, 'en', { sensitivity: 'base' });
  return (
    text(a.firstName.trim(), b.firstName.trim()) ||
    text(a.lastName.trim(), b.lastName.trim()) ||
    a.id.localeCompare(b.id, 'en', { numeric: true })
  );
}

export const START_DATE_PENDING = 'Start date pending';
export const NO_REVIEW = 'No review recorded';

/** 'Since Jan 5, 2024' from the start date; null when there is none (or it cannot be read). */
export function employeeSince(startDate: string | null, options: DateFormatOptions = {}): string | null {
  const date = formatDate(startDate, options);
  return startDate && date !== EMPTY_VALUE ? `Since ${date}` : null;
}

/** The recent-view description: the role plus 'Since {date}', whichever are known ('' when neither). */
export function employeeDescription(
  employee: Pick<Employee, 'role' | 'startDate'>,
  options: DateFormatOptions = {},
): string {
  return [employee.role.trim(), employeeSince(employee.startDate, options)]
    .filter((part): part is string => !!part)
    .join(' · ');
}
