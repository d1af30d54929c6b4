import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { choose, signedInAs } from './support';

const STATIC_PAGES = [
  { path: '/grading', title: 'Grading & Returns' },
  { path: '/reports', title: 'Reports & Insights' },
  { path: '/consignments', title: 'Consignments' },
  { path: '/advanced-search', title: 'Advanced Search' },
] as const;

const useTheme = (page: Page, theme: 'light' | 'dark') =>
  page.addInitScript((chosen) => {
    const key = 'cgbo.preferences';
    const stored = JSON.parse(window.localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    window.localStorage.setItem(key, JSON.stringify({ ...stored, theme: chosen }));
  }, theme);

for (const theme of ['light', 'dark'] as const) {
  test(`the static pages render their headings with no serious axe violation (${theme})`, async ({
    page,
  }) => {
    await useTheme(page, theme);
    await signedInAs(page, 'customer');
    for (const { path, title } of STATIC_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });
}

test('Export grade CSV downloads the sample grades', async ({ page }) => {
  await signedInAs(page, 'employee');
  await page.goto('/grading');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export grade CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('grade-export-sample.csv');
  const text = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
  const lines = text.split('\r\n');
  expect(lines[0]).toBe('Cert number,Consignor,Card,Grader,Grade,Posted');
  expect(lines[1]).toContain('"May 28, 2026"');
});

test('a button that does nothing says so on keyboard focus', async ({ page }) => {
  await signedInAs(page, 'employee');
  await page.goto('/consignments');
  const button = page.getByRole('button', { name: 'Log consignment' });
  await button.focus();
  await expect(page.getByRole('tooltip')).toHaveText('Not available yet');
  await button.press('Enter');
  await expect(page).toHaveURL(/\/consignments$/);
});

test('the customer signed in to the API sees a dashboard with no refused or failed request', async ({
  page,
}) => {
  await page.goto('/');
  await choose(page, 'Data source', 'API');
  await page.getByRole('textbox', { name: 'Email' }).fill('customer@example.com');
  await page.getByRole('textbox', { name: 'Password' }).fill('password1234');
  // From the sign-in on (the signed-out session check before it rightly gets a 401).
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => failed.push(`failed ${request.url()}`));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Where to next' })).toBeVisible();
  for (const { title } of STATIC_PAGES.filter((one) => one.path !== '/reports')) {
    await page.getByRole('link', { name: title }).first().click();
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  }
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Refresh failed · Auto refresh every 5m')).toHaveCount(0);
  expect(failed).toEqual([]);
});
