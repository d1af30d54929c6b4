import { type Page } from '@playwright/test';
import { expect, test } from './harness/fixtures';
import { seriousViolations } from './axe';
import type { DataSource } from './support';

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search' });
const group = (page: Page, name: string) => page.getByRole('listbox').getByRole('group', { name });

for (const source of ['demo', 'api'] as const satisfies readonly DataSource[]) {
  test.describe(() => {
    test.use({ signedIn: source === 'demo' ? 'admin' : 'api-admin' });

    test(`${source}: a first name finds the customer; arrows and Enter open it, and a submission by number`, async ({
      page,
    }) => {
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
      const box = searchBox(page);
      await page.keyboard.press('/');
      await expect(box).toBeFocused();
      await box.pressSequentially('casey');
      const customers = group(page, 'Customers');
      const casey = customers.getByRole('option', { name: /^Casey Morgan/ });
      await expect(casey).toHaveAttribute('data-highlighted', '');
      // ArrowDown from the highlighted first result goes to the second, not past it (issue 37)
      const options = page.getByRole('listbox').getByRole('option');
      await expect(options.first()).toHaveAttribute('data-highlighted', '');
      await box.press('ArrowDown');
      await expect(options.nth(1)).toHaveAttribute('data-highlighted', '');
      await expect(casey).not.toHaveAttribute('data-highlighted', '');
      await box.press('ArrowUp');
      await expect(casey).toHaveAttribute('data-highlighted', '');
      expect(await seriousViolations(page)).toEqual([]);
      await box.press('Enter');
      await expect(page).toHaveURL(/\/customers\/1$/);
      // the caret leaves the box for the page it opened
      await expect(box).not.toBeFocused();
      await expect(page.locator('#main')).toBeFocused();

      await box.pressSequentially('#1');
      await group(page, 'Submissions')
        .getByRole('option', { name: /^Submission #1\b/ })
        .click();
      await expect(page).toHaveURL(/\/submissions\/1$/);
    });
  });
}

test.describe(() => {
  test.use({ signedIn: 'admin' });

  test("'See all results' opens the list filtered by the text; Ctrl+K offers the sidebar's pages", async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    const box = searchBox(page);
    await box.fill('morgan');
    await group(page, 'Customers').getByRole('option', { name: 'See all results' }).click();
    await expect(page).toHaveURL('/customers?q=morgan');

    await page.keyboard.press('Control+k');
    await expect(box).toBeFocused();
    const pages = group(page, 'Pages');
    await expect(pages.getByRole('option', { name: 'Employees' })).toBeVisible();
    await box.pressSequentially('work');
    await pages.getByRole('option', { name: 'Workflows' }).click();
    await expect(page).toHaveURL('/workflows');
  });
});

test.describe(() => {
  test.use({ signedIn: 'customer' });

  // Issue 40 (decision 0410): the search finds staff records; a customer's pages are in their sidebar.
  test('a customer is not offered the header search', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'My submissions' }).first()).toBeVisible();
    await expect(searchBox(page)).toHaveCount(0);
  });
});
