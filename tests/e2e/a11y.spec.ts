import { expect, test } from '@playwright/test';
import { EVERY_ROUTE, GUEST_ROUTES, routeTitle, signedInAs } from './support';
import { seriousViolations } from './axe';

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((chosen) => {
        const key = 'cgbo.preferences';
        const stored = JSON.parse(window.localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
        window.localStorage.setItem(
          key,
          JSON.stringify({ ...stored, theme: chosen, showRecentRecords: true }),
        );
      }, theme);
    });

    test('guest pages have no serious or critical violation', async ({ page }) => {
      for (const route of GUEST_ROUTES) {
        await page.goto(route.path);
        await expect(page.getByRole('heading', { name: route.title, level: 1 })).toBeVisible();
        await expect(page.locator('form')).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        expect(await seriousViolations(page), route.path).toEqual([]);
      }
    });

    test('every signed-in page has no serious or critical violation', async ({ page }) => {
      test.setTimeout(120_000);
      await signedInAs(page, 'admin');
      for (const route of EVERY_ROUTE) {
        await page.goto(route.path);
        await expect(page).toHaveTitle(routeTitle(route.title));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        expect(await seriousViolations(page), route.path).toEqual([]);
      }
    });
  });
}
