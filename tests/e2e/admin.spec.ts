import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { signedInAs, signedInAsAdmin } from './support';

// The admin's roster and catalogues as a browser sees them; the rules behind them are tested in
// tests/domain/adminRules.test.ts and tests/domain/adminForms.test.ts.

test('an admin adds an employee and lands on the new profile', async ({ page }) => {
  await signedInAs(page, 'admin');
  await page.getByRole('link', { name: 'Employees', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Employees', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'New employee' }).click();
  await expect(page.getByRole('heading', { name: 'Add a new employee', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Save employee' }).click();
  await expect(page.getByText('Role is required')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'First name' })).toBeFocused();

  await page.getByRole('textbox', { name: 'First name' }).fill('Grace');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Hopper');
  await page.getByRole('textbox', { name: 'Email' }).fill('grace.hopper@example.com');
  await page.getByRole('textbox', { name: 'Role' }).fill('Grading lead');
  await page.getByLabel('Start date').fill('2024-03-01');
  await page.getByRole('button', { name: 'Save employee' }).click();

  await expect(page.getByRole('heading', { name: 'Grace Hopper', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/employees\/\d+$/);
  const panel = (title: string) =>
    page.locator('section').filter({ has: page.getByRole('heading', { name: title, level: 2 }) });
  await expect(panel('Role overview')).toContainText('Mar 1, 2024');
  await expect(panel('Role overview')).toContainText('No review recorded');
  await expect(panel('Contact details')).toContainText('grace.hopper@example.com');
  await expect(panel('Contact details')).toContainText('—');
  expect(await seriousViolations(page)).toEqual([]);

  // Back on the roster, the search (held in the URL) finds her by role.
  await page.getByRole('link', { name: 'Employees', exact: true }).first().click();
  await page.getByRole('searchbox', { name: 'Search by name, role, or email' }).fill('grading LEAD');
  await expect(page).toHaveURL(/[?&]q=grading/);
  await expect(page.getByRole('list', { name: 'Employees' }).getByRole('listitem')).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the employee persona is sent to the dashboard from the roster', async ({ page }) => {
  await signedInAs(page, 'employee');
  await page.goto('/employees/new');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('archiving a card grade on the server asks first, says Saved, and hides it until archived ones are shown', async ({
  page,
}) => {
  await signedInAsAdmin(page, 'api');
  await page.goto('/configurations');
  await expect(page).toHaveURL(/\/configurations\/card-grades$/);
  const table = page.getByRole('table', { name: 'Card grades' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const before = await table.locator('tbody tr').count();

  const archive = table.getByRole('button', { name: /^Archive / }).first();
  const label = (await archive.getAttribute('aria-label')) ?? '';
  const name = label.replace(/^Archive /, '');
  await archive.click();
  const dialog = page.getByRole('alertdialog', { name: `Archive ${name}?` });
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Archive' }).click();

  await expect(page.getByText('Card grade archived.')).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(before - 1);

  await page.getByRole('checkbox', { name: 'Show archived card grades' }).check();
  await expect(page).toHaveURL(/[?&]archived=yes/);
  const archived = table.getByRole('button', { name: `Archive ${name}`, exact: true });
  await expect(archived).toBeDisabled();
  const archivedRow = table
    .locator('tbody tr')
    .filter({ has: page.getByRole('button', { name: `Archive ${name}`, exact: true }) });
  await expect(archivedRow).toContainText('Archived');
});
