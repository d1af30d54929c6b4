import { expect, test } from '@playwright/test';
import { EVERY_ROUTE, GUEST_ROUTES, routeTitle, signedInAs } from './support';

for (const persona of ['admin', 'employee', 'customer'] as const) {
  test(`visiting every route as ${persona} logs no console error`, async ({ page }) => {
    test.setTimeout(120_000);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));

    for (const route of GUEST_ROUTES) {
      await page.goto(route.path);
      await expect(page.getByRole('button').last()).toBeVisible();
    }
    await signedInAs(page, persona);
    for (const route of EVERY_ROUTE) {
      await page.goto(route.path);
      if (!route.roles || route.roles.includes(persona)) {
        await expect(page).toHaveTitle(routeTitle(route.title));
      } else {
        // Lacking the role: the guard sends the user to the dashboard.
        await expect(page).toHaveURL('/dashboard');
      }
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    expect(errors).toEqual([]);
  });
}
