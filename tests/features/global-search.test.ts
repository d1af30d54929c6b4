import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectGlobalSearch, globalSearchMachine, type SearchHit } from '../../machines/globalSearch';
import { isCommandShortcut, isSearchShortcut, sidebarPages } from '../../src/app/layout/global-search';
import { visibleNavItems } from '../../src/app/navigation';
import {
  matchesEmployeeSearch,
  matchesWorkflowTypeSearch,
  searchScopesFor,
} from '../../src/domain/globalSearch';
import { searchItems } from '../../src/features/search/search-items';

const hits: SearchHit[] = [
  { scope: 'customers', id: '1', label: 'Casey Morgan', detail: 'casey@example.com', href: '/customers/1' },
  { scope: 'employees', id: '4', label: 'Morgan Reyes', detail: 'Grader', href: '/employees/4' },
];

/** The view of a search that answered `found` for `text` (the machine driven by its own events). */
async function answered(text: string, found: SearchHit[]) {
  const machine = globalSearchMachine.provide({ actors: { searchAll: fromPromise(async () => found) } });
  const actor = createActor(machine, {
    input: { scopes: searchScopesFor(['admin']), debounceMs: 0 },
  }).start();
  actor.send({ type: 'search.type', text });
  const snapshot = await waitFor(actor, (state) => state.matches('showing') || state.matches('idle'));
  return connectGlobalSearch(snapshot, actor.send);
}

describe('who searches what', () => {
  it('offers staff records to staff, admin records to admins, and nothing to customers', () => {
    expect(searchScopesFor(['employee'])).toEqual(['customers', 'submissions']);
    expect(searchScopesFor(['Admin'])).toEqual(['customers', 'submissions', 'workflowTypes', 'employees']);
    expect(searchScopesFor(['customer'])).toEqual([]);
  });

  it('finds an employee by either name, email or role, and a workflow type by name or description', () => {
    const employee = { firstName: 'Morgan', lastName: 'Reyes', email: 'm.reyes@example.com', role: 'Grader' };
    expect(matchesEmployeeSearch(employee, 'reyes morgan')).toBe(true);
    expect(matchesEmployeeSearch(employee, 'GRADER')).toBe(true);
    expect(matchesEmployeeSearch(employee, 'm.reyes@')).toBe(true);
    expect(matchesEmployeeSearch(employee, 'casey')).toBe(false);
    expect(matchesEmployeeSearch(employee, ' ')).toBe(false);
    const type = { name: 'Intake', description: 'Photograph and catalogue' };
    expect(matchesWorkflowTypeSearch(type, 'catalogue')).toBe(true);
    expect(matchesWorkflowTypeSearch(type, 'grading')).toBe(false);
  });
});

describe('the search list', () => {
  const pages = sidebarPages(visibleNavItems(['admin']));

  it('groups hits, ends each group with See all results for its list, then the matching pages', async () => {
    const items = searchItems(await answered('morgan', hits), pages);
    expect(items.map((item) => [item.group, item.label, item.value])).toEqual([
      ['Customers', 'Casey Morgan', '/customers/1'],
      ['Customers', 'See all results', '/customers?q=morgan'],
      ['Employees', 'Morgan Reyes', '/employees/4'],
      ['Employees', 'See all results', '/employees?q=morgan'],
    ]);
  });

  it('with a blank box lists every sidebar page, Settings last, and filters them by what is typed', async () => {
    const blank = searchItems(await answered('', []), pages);
    expect(blank.every((item) => item.group === 'Pages')).toBe(true);
    expect(blank[0]?.label).toBe('Dashboard');
    expect(blank.at(-1)).toMatchObject({ label: 'Settings', value: '/settings' });
    expect(searchItems(await answered('work', []), pages).map((item) => item.label)).toEqual(['Workflows']);
  });
});

describe('keyboard shortcuts', () => {
  const key = (init: Partial<KeyboardEvent>) =>
    ({
      key: '',
      ctrlKey: false,
      metaKey: false,
      altKey: false,
      target: document.body,
      ...init,
    }) as KeyboardEvent;

  it('Ctrl+K and ⌘K open the search even from a field; / does not steal typing', () => {
    expect(isCommandShortcut(key({ key: 'k', ctrlKey: true }))).toBe(true);
    expect(isCommandShortcut(key({ key: 'K', metaKey: true }))).toBe(true);
    expect(isCommandShortcut(key({ key: 'k' }))).toBe(false);
    expect(isSearchShortcut(key({ key: '/', target: document.createElement('input') }))).toBe(false);
    expect(isSearchShortcut(key({ key: '?' }))).toBe(true);
  });
});
