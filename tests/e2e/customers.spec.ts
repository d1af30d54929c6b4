import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { expect, test } from './harness/fixtures';

// The customers section in both data modes: the demo (in the browser) and the API (the contract server
// seeded from the same sample data), so each scenario runs against both backends.

const table = (page: Page) => page.getByRole('table', { name: 'Customers' });
const bodyRows = (page: Page) => table(page).locator('tbody tr');

for (const mode of ['demo', 'api'] as const) {
  test.describe(`${mode} data`, () => {
    test.use({ signedIn: mode === 'demo' ? 'admin' : 'api-admin' });

    test('search, sort, page and filter live in the URL, and Back restores the previous query', async ({
      page,
    }) => {
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
      await page.getByRole('link', { name: 'Customers', exact: true }).first().click();
      await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
      await expect(bodyRows(page)).toHaveCount(20);
      await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();

      await page.getByRole('searchbox', { name: 'Search customers' }).fill('abbott');
      await expect(page).toHaveURL(/[?&]q=abbott/);
      await expect(bodyRows(page)).toHaveCount(2);
      await expect(table(page)).toContainText('Darius Abbott');
      // The export holds every row of the current query, with a header row.
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = await readFile((await file.path()) ?? '', 'utf8');
      const lines = csv
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines[0]).toMatch(/^Customer ID,First name,Last name,/);
      expect(lines).toHaveLength(3);
      expect(csv).toContain('Darius');
      await page.getByRole('searchbox', { name: 'Search customers' }).fill('');
      await expect(bodyRows(page)).toHaveCount(20);

      const firstName = async () => (await bodyRows(page).first().locator('a').first().textContent()) ?? '';
      const ascendingFirst = await firstName();
      await table(page)
        .getByRole('button', { name: /Customer/ })
        .click();
      await expect(page).toHaveURL(/dir=desc/);
      await expect.poll(firstName).not.toBe(ascendingFirst);

      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
      await page.goBack();
      await expect(page).not.toHaveURL(/page=2/);
      await expect(page).toHaveURL(/dir=desc/);
      await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();

      await page.getByRole('button', { name: 'Advanced search' }).click();
      await expect(page.getByRole('button', { name: 'Apply' })).toBeDisabled();
      await page.getByRole('textbox', { name: 'City' }).fill('Louisville');
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(page).toHaveURL(/city=Louisville/);
      await expect(table(page)).toContainText('Darius Abbott');
      await expect(table(page)).not.toContainText('Tessa Abbott');
      await page.goBack();
      await expect(page).not.toHaveURL(/city=/);
      await expect(bodyRows(page)).toHaveCount(20);
    });

    test('create → detail → edit → delete, with the validation messages', async ({ page }) => {
      const email = `e2e.${mode}.${Date.now()}@example.com`;
      await page.goto('/customers');
      await page.getByRole('link', { name: 'New customer' }).click();
      await expect(page).toHaveURL(/\/customers\/new$/);
      await page.getByRole('button', { name: 'Create customer' }).click();
      await expect(page.getByText('First name is required')).toBeVisible();
      await expect(page.getByText('Last name is required')).toBeVisible();
      await expect(page.getByText('Email is required')).toBeVisible();
      await expect(page.getByRole('textbox', { name: /First name/ })).toBeFocused();
      await page.getByRole('textbox', { name: /Email address/ }).fill('not-an-email');
      await expect(page.getByText('Enter a valid email address')).toBeVisible();
      await page.getByRole('textbox', { name: 'Phone number' }).fill('123');
      await expect(page.getByText('Phone number looks too short')).toBeVisible();

      await page.getByRole('textbox', { name: /First name/ }).fill('  Edsger ');
      await page.getByRole('textbox', { name: /Last name/ }).fill('Dijkstra');
      await page.getByRole('textbox', { name: /Email address/ }).fill(email);
      await page.getByRole('textbox', { name: 'Phone number' }).fill('555-010-0199');
      await page.getByRole('textbox', { name: 'City' }).fill('Austin');
      await page.getByRole('combobox', { name: 'State' }).click();
      await page.getByRole('searchbox', { name: 'Search states' }).fill('tex');
      await page.getByRole('option', { name: 'Texas (TX)' }).click();
      await page.getByRole('button', { name: 'Create customer' }).click();

      await expect(page.getByRole('heading', { name: 'Edsger Dijkstra', level: 1 })).toBeVisible();
      await expect(page).toHaveURL(/\/customers\/\d+$/);
      await expect(page.getByText('Austin, TX')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Edsger Dijkstra');

      await page.getByRole('link', { name: 'Edit' }).click();
      await expect(page.getByRole('heading', { name: 'Edit customer' })).toBeVisible();
      await page.getByRole('textbox', { name: 'City' }).fill('Dallas');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByRole('heading', { name: 'Edsger Dijkstra', level: 1 })).toBeVisible();
      await expect(page.getByText('Dallas, TX')).toBeVisible();
      // The form was replaced in the history: Back skips it.
      await page.goBack();
      await expect(page).not.toHaveURL(/\/edit$/);

      await page.goForward();
      await page.getByRole('button', { name: 'Delete' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Remove Edsger Dijkstra from customers?' });
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expect(page).toHaveURL(/\/customers$/);
      await page.getByRole('searchbox', { name: 'Search customers' }).fill(email);
      await expect(page.getByText('No customers match your search')).toBeVisible();
    });

    test('a customer that does not exist reads Customer not found', async ({ page }) => {
      await page.goto('/customers/999999');
      await expect(page.getByRole('heading', { name: 'Customer not found', level: 1 })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Customer not found');
    });
  });
}
