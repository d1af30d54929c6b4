import type { Employee } from './employee';
import { matchesName } from './nameMatch';
import { hasAnyRole } from './session';
import type { WorkflowType } from './workflow';

/** What the header's search looks through, in the order its groups are shown. */
export type SearchScope = 'customers' | 'submissions' | 'workflowTypes' | 'employees';

export const SEARCH_SCOPES: readonly SearchScope[] = [
  'customers',
  'submissions',
  'workflowTypes',
  'employees',
];

export const SEARCH_GROUP_LABELS: Readonly<Record<SearchScope, string>> = {
  customers: 'Customers',
  submissions: 'Submissions',
  workflowTypes: 'Workflow types',
  employees: 'Employees',
};

/** The roles that may open each kind of record (seed A §6): staff records need employee or admin. */
const SCOPE_ROLES: Readonly<Record<SearchScope, readonly string[]>> = {
  customers: ['employee', 'admin'],
  submissions: ['employee', 'admin'],
  workflowTypes: ['admin'],
  employees: ['admin'],
};

/** The kinds of record a user may open, so the search never offers one they would be turned away from. */
export const searchScopesFor = (roles: readonly string[]): SearchScope[] =>
  SEARCH_SCOPES.filter((scope) => hasAnyRole(roles, SCOPE_ROLES[scope]));

/** Most results a group shows; 'See all results' opens the full list. */
export const SEARCH_GROUP_LIMIT = 5;

/** The quiet time after the last key press before the search runs. */
export const GLOBAL_SEARCH_DEBOUNCE_MS = 250;

const contains = (value: string | null | undefined, text: string): boolean =>
  (value ?? '').toLowerCase().includes(text.trim().toLowerCase());

/** An employee by name (as names match everywhere), email or role (seed B §2: the roster's search). */
export const matchesEmployeeSearch = (
  employee: Pick<Employee, 'firstName' | 'lastName' | 'email' | 'role'>,
  text: string,
): boolean =>
  text.trim() !== '' &&
  (matchesName([employee.firstName, employee.lastName], text) ||
    contains(employee.email, text) ||
    contains(employee.role, text));

/** A workflow type by name or description (seed B §2: the library's search). */
export const matchesWorkflowTypeSearch = (
  type: Pick<WorkflowType, 'name' | 'description'>,
  text: string,
): boolean => text.trim() !== '' && (contains(type.name, text) || contains(type.description, text));
