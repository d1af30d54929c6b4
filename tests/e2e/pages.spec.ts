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

/** Seed A §6: the sidebar each role is shown (Settings pinned at the bottom for everyone). */
const SIDEBAR: Record<'customer' | 'employee' | 'admin', readonly string[]> = {
  customer: ['/dashboard', '/prescreen', '/grading', '/consignments', '/advanced-search', '/settings'],
  employee: [
    '/dashboard',
    '/submissions',
    '/prescreen',
    '/grading',
    '/consignments',
    '/customers',
    '/advanced-search',
    '/settings',
  ],
  admin: [
    '/dashboard',
    '/submissions',
    '/prescreen',
    '/grading',
    '/consignments',
    '/customers',
    '/advanced-search',
    '/employees',
    '/workflows',
    '/configurations/card-grades',
    '/configurations/card-grade-errors',
    '/configurations/card-qualifiers',
    '/configurations/prescreen-recommendations',
    '/reports',
    '/settings',
  ],
};

for (const role of ['customer', 'employee', 'admin'] as const) {
  test(`every sidebar page of the ${role} works on the API with no refused request (item 4)`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    await choose(page, 'Data source', 'API');
    await page.waitForLoadState('networkidle');
    await page.getByRole('textbox', { name: 'Email' }).fill(`${role}@example.com`);
    await page.getByRole('textbox', { name: 'Password' }).fill('password1234');
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) refused.push(`${page.url()}: ${response.status()} ${response.url()}`);
    });
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    for (const path of SIDEBAR[role]) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      // The customer's dashboard calls nothing staff-only, so it never reports a failed refresh.
      await expect(page.getByText('Refresh failed · Auto refresh every 5m')).toHaveCount(0);
    }
    expect(refused).toEqual([]);
  });
}
