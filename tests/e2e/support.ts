import { expect, type Locator, type Page } from '@playwright/test';

import type { Persona } from './harness/fixtures';

export type { Persona };

/** Every route of both seeds with a concrete path (records that exist in the sample data). */
export const EVERY_ROUTE: readonly { path: string; title: string; roles?: readonly Persona[] }[] = [
  { path: '/dashboard', title: 'Dashboard' },
  { path: '/customers', title: 'Customers', roles: ['admin', 'employee'] },
  { path: '/customers/new', title: 'New customer', roles: ['admin', 'employee'] },
  // The detail's title is the customer's name once it loads (customer 1 of the shared sample data).
  { path: '/customers/1', title: 'Casey Morgan', roles: ['admin', 'employee'] },
  { path: '/customers/1/edit', title: 'Edit customer', roles: ['admin', 'employee'] },
  { path: '/advanced-search', title: 'Advanced Search', roles: ['admin', 'employee'] },
  { path: '/employees', title: 'Employees', roles: ['admin'] },
  { path: '/employees/new', title: 'Add a new employee', roles: ['admin'] },
  // The profile's title is the employee's name once it loads (employee 1 of the shared sample data).
  { path: '/employees/1', title: 'Marisol Vega', roles: ['admin'] },
  { path: '/employees/1/edit', title: 'Update employee profile', roles: ['admin'] },
  // A message (/outbox/:id) exists only once something was sent: accounts.spec.ts checks that page.
  { path: '/outbox', title: 'Outbox', roles: ['admin'] },
  { path: '/activity', title: 'Activity', roles: ['admin'] },
  { path: '/consignments', title: 'Consignments', roles: ['admin', 'employee'] },
  { path: '/submissions', title: 'Submission', roles: ['admin', 'employee'] },
  { path: '/submissions/new', title: 'New submission', roles: ['admin', 'employee'] },
  { path: '/submissions/1', title: 'Submission 1', roles: ['admin', 'employee'] },
  { path: '/submissions/1/edit', title: 'Edit submission', roles: ['admin', 'employee'] },
  // Opening an invoice issues its number (issue 40): the title names it once it loads.
  { path: '/submissions/1/invoice', title: 'Invoice', roles: ['admin', 'employee'] },
  { path: '/prescreen', title: 'Prescreening', roles: ['admin', 'employee'] },
  { path: '/prescreen/1', title: 'Prescreen review', roles: ['admin', 'employee'] },
  { path: '/grading', title: 'Grading & Returns', roles: ['admin', 'employee'] },
  { path: '/grading/new', title: 'New grader order', roles: ['admin', 'employee'] },
  // Sample grader order 3 is shipped back with its grades posted (src/domain/sample-data/graderOrders.ts).
  { path: '/grading/3', title: 'PSA week 43 · Value Bulk', roles: ['admin', 'employee'] },
  {
    path: '/grading/3/packing-slip',
    title: 'Packing slip for grader order 3',
    roles: ['admin', 'employee'],
  },
  {
    path: '/grading/3/labels',
    title: 'Card labels for grader order 3',
    roles: ['admin', 'employee'],
  },
  { path: '/workflows', title: 'Workflows', roles: ['admin'] },
  { path: '/workflows/101', title: 'Workflow 101', roles: ['admin'] },
  { path: '/reports', title: 'Reports & Insights', roles: ['admin', 'employee'] },
  { path: '/settings', title: 'Settings' },
  { path: '/statecharts', title: 'Statecharts' },
  // Issue 40: the customer's own pages (submission 13 is customer 1's, the customer persona's own).
  { path: '/my/submissions', title: 'My submissions', roles: ['customer'] },
  { path: '/my/submissions/13', title: 'Submission #13', roles: ['customer'] },
  { path: '/my/submissions/13/invoice', title: 'Invoice', roles: ['customer'] },
  { path: '/my/details', title: 'My details', roles: ['customer'] },
  { path: '/configurations/business-profile', title: 'Business profile', roles: ['admin'] },
  { path: '/configurations/card-grades', title: 'Card grades', roles: ['admin'] },
  { path: '/configurations/card-grades/new', title: 'New card grade', roles: ['admin'] },
  { path: '/configurations/card-grades/1/edit', title: 'Edit card grade', roles: ['admin'] },
  { path: '/configurations/card-grade-errors', title: 'Grade errors', roles: ['admin'] },
  { path: '/configurations/card-grade-errors/new', title: 'New grade error', roles: ['admin'] },
  { path: '/configurations/card-grade-errors/1/edit', title: 'Edit grade error', roles: ['admin'] },
  { path: '/configurations/card-qualifiers', title: 'Card qualifiers', roles: ['admin'] },
  { path: '/configurations/card-qualifiers/new', title: 'New qualifier', roles: ['admin'] },
  { path: '/configurations/card-qualifiers/1/edit', title: 'Edit qualifier', roles: ['admin'] },
  { path: '/configurations/prescreen-recommendations', title: 'Prescreen recommendations', roles: ['admin'] },
  { path: '/configurations/prescreen-recommendations/new', title: 'New recommendation', roles: ['admin'] },
  {
    path: '/configurations/prescreen-recommendations/1/edit',
    title: 'Edit recommendation',
    roles: ['admin'],
  },
];

/**
 * A route's document title: its route title, optionally followed by ' · ' and what a detail screen
 * adds once its record loads (e.g. 'Submission 1 · Wendy Xu').
 */
export const routeTitle = (title: string): RegExp =>
  new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( · .+)?$`);

export const GUEST_ROUTES = [
  { path: '/', title: 'Sign in' },
  { path: '/reset-password', title: 'Reset password' },
  { path: '/sign-up', title: 'New account' },
] as const;

const PERSONA_LABEL: Record<Persona, string> = { admin: 'Admin', employee: 'Employee', customer: 'Customer' };

/**
 * Picks an option of one of the design system's selects (Ark's or the native one) by its label, and
 * checks it shows as chosen — unless `then: 'gone'`: a choice that takes the select away (an admin
 * picking the Customer persona loses the admin-only switch), where the caller checks what it did.
 */
export async function choose(page: Page, select: string, option: string, options: { then?: 'gone' } = {}) {
  const box = page.getByRole('combobox', { name: select });
  if (await box.evaluate((element) => element instanceof HTMLSelectElement)) {
    await box.selectOption({ label: option });
  } else {
    await box.click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  if (options.then === 'gone') await expect(box).toHaveCount(0);
  else await expectChosen(box, option);
}

/** The option a select shows: a native select's chosen option, or an Ark select's trigger text. */
export async function expectChosen(box: Locator, option: string) {
  if (await box.evaluate((element) => element instanceof HTMLSelectElement)) {
    await expect(box.locator('option:checked')).toHaveText(option);
  } else {
    await expect(box).toHaveText(option);
  }
}

/**
 * Signs in through the sign-in form as a demo persona, for the tests about signing in; every other test
 * starts signed in (`test.use({ signedIn: … })`, tests/e2e/harness/fixtures.ts).
 */
export async function signInAs(page: Page, persona: Persona, start = '/') {
  await page.goto(start);
  await choose(page, 'Persona', PERSONA_LABEL[persona]);
  await page.getByRole('textbox', { name: 'Email' }).fill(`${persona}@example.com`);
  await page.getByRole('textbox', { name: 'Password' }).fill('any password works in the demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export type DataSource = 'demo' | 'api';

/**
 * Signs in to the API through the form: a session of the test's own, for tests that end it (the saved
 * API sessions are shared by every test of a worker).
 */
export async function signedInToApi(page: Page, email = 'admin@example.com') {
  await page.goto('/');
  await choose(page, 'Data source', 'API');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill('password1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * Closes a dialog or drawer with Escape as a keyboard user does: once focus has moved into it. Ark
 * listens for Escape from the frame after the layer opens, and moves focus in once it does, so a key
 * pressed the instant the dialog shows can land before anything listens (a person cannot be that fast).
 */
export async function closeWithEscape(page: Page, layer: Locator) {
  await expect(layer).toBeVisible();
  await expect.poll(() => layer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(layer).toBeHidden();
}
