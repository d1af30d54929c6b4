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
import { coerceSubmissionInput } from '../../src/domain/submissionForm';
import { searchEverything } from '../../src/features/search/search-hits';
import { searchItems } from '../../src/features/search/search-items';
import { demo } from '../backend/demo/demo';

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

describe('a submission by its number', () => {
  const submissionsFor = async (backend: ReturnType<typeof demo>['backend'], text: string) =>
    (await searchEverything(backend, { text, scopes: ['submissions'] }, new AbortController().signal)).map(
      (hit) => hit.label,
    );

  it('comes first, though newer submissions mention the digits in their notes', async () => {
    const { backend } = demo();
    for (let box = 0; box < 6; box += 1)
      await backend.submissions.create(coerceSubmissionInput({ psaRegularCount: 1, notes: `Box 1${box}` }));
    const labels = await submissionsFor(backend, '#1');
    expect(labels).toHaveLength(5);
    expect(labels[0]).toBe('Submission #1');
    expect(labels.filter((label) => label === 'Submission #1')).toHaveLength(1);
  });

  it('is left out once deleted, and a number no submission has still lists what mentions it', async () => {
    const { backend } = demo();
    await backend.submissions.create(coerceSubmissionInput({ psaRegularCount: 1, notes: 'Box 424242' }));
    expect(await submissionsFor(backend, '#424242')).toEqual([expect.stringMatching(/^Submission #\d+$/)]);
    await backend.submissions.remove('1');
    expect(await submissionsFor(backend, '#1')).not.toContain('Submission #1');
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
