import type { SearchAllInput, SearchHit } from '../../../machines/globalSearch';
import { isNotFound } from '../../../machines/record';
import type { Backend } from '../../backend/backend';
import type { Customer } from '../../domain/customer';
import { parseCustomerSearchText } from '../../domain/customerSearch';
import type { Employee } from '../../domain/employee';
import {
  SEARCH_GROUP_LIMIT,
  matchesEmployeeSearch,
  matchesWorkflowTypeSearch,
  type SearchScope,
} from '../../domain/globalSearch';
import { customerFullName, joinName, submissionCustomerName } from '../../domain/names';
import type { Submission } from '../../domain/submission';
import { submissionNumberIn } from '../../domain/submissionSearch';
import type { WorkflowType } from '../../domain/workflow';

const line = (...parts: readonly (string | null | undefined)[]): string =>
  parts
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' · ');

export const customerHit = (customer: Customer): SearchHit => ({
  scope: 'customers',
  id: customer.id,
  label: customerFullName(customer),
  detail: line(customer.email, customer.phone),
  href: `/customers/${customer.id}`,
});

export const submissionHit = (submission: Submission): SearchHit => ({
  scope: 'submissions',
  id: submission.id,
  label: `Submission #${submission.id}`,
  detail: line(submissionCustomerName(submission), submission.notes),
  href: `/submissions/${submission.id}`,
});

export const workflowTypeHit = (type: WorkflowType): SearchHit => ({
  scope: 'workflowTypes',
  id: type.id,
  label: type.name,
  detail: line(type.description) || 'Description pending',
  href: `/workflows/${type.id}`,
});

export const employeeHit = (employee: Employee): SearchHit => ({
  scope: 'employees',
  id: employee.id,
  label: joinName(employee.firstName, employee.lastName) || employee.email,
  detail: line(employee.role, employee.email),
  href: `/employees/${employee.id}`,
});

/** The list screen of a scope, filtered by the text ('See all results'). */
export function seeAllHref(scope: SearchScope, text: string): string {
  const path: Record<SearchScope, string> = {
    customers: '/customers',
    submissions: '/submissions',
    workflowTypes: '/workflows',
    employees: '/employees',
  };
  return `${path[scope]}?${new URLSearchParams({ q: text.trim() }).toString()}`;
}

/** The active submission whose number the text is ('#1'), or null when there is none. */
async function submissionNamed(
  backend: Backend,
  text: string,
  signal: AbortSignal,
): Promise<Submission | null> {
  const id = submissionNumberIn(text);
  if (id === null) return null;
  try {
    const submission = await backend.submissions.get(id, { signal });
    return submission.isActive ? submission : null;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/**
 * The globalSearch machine's `searchAll`: the best matches of every scope the user may open, asked at
 * once. Customers and submissions are searched by the backend (names match as everywhere), and a
 * submission named by its number comes first; workflow types and employees are short lists, filtered
 * here by the same domain rules their screens use.
 */
export async function searchEverything(
  backend: Backend,
  { text, scopes }: SearchAllInput,
  signal: AbortSignal,
): Promise<SearchHit[]> {
  const options = { signal };
  const search: Record<SearchScope, () => Promise<SearchHit[]>> = {
    customers: async () =>
      (
        await backend.customers.search(
          {
            pageNumber: 1,
            pageSize: SEARCH_GROUP_LIMIT,
            sort: [{ field: 'lastName', desc: false }],
            isActive: true,
            ...parseCustomerSearchText(text),
          },
          options,
        )
      ).items.map(customerHit),
    submissions: async () => {
      const [exact, found] = await Promise.all([
        submissionNamed(backend, text, signal),
        backend.submissions.search(
          {
            pageNumber: 1,
            pageSize: SEARCH_GROUP_LIMIT,
            search: text,
            isActive: true,
            sort: [{ field: 'createdAt', desc: true }],
          },
          options,
        ),
      ]);
      const others = found.items.filter((submission) => submission.id !== exact?.id);
      return [...(exact ? [exact] : []), ...others].slice(0, SEARCH_GROUP_LIMIT).map(submissionHit);
    },
    workflowTypes: async () =>
      (await backend.workflows.listTypes(options))
        .filter((type) => matchesWorkflowTypeSearch(type, text))
        .slice(0, SEARCH_GROUP_LIMIT)
        .map(workflowTypeHit),
    employees: async () =>
      (await backend.employees.list(options))
        .filter((employee) => matchesEmployeeSearch(employee, text))
        .slice(0, SEARCH_GROUP_LIMIT)
        .map(employeeHit),
  };
  const groups = await Promise.all(scopes.map((scope) => search[scope]()));
  return groups.flat();
}
