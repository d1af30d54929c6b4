import { expect, test } from '@playwright/test';

test('the product opens on the sign-in page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Sign in');
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await expect(page.getByText('Version 0.1')).toBeVisible();
  // The boot message covers session recovery only; the mounted app replaces it.
  await expect(page.getByText('Loading…')).toHaveCount(0);
});

test('the page says it is loading until the app has started', async ({ page }) => {
  // Hold the app's script back so the page is seen before the app mounts.
  await page.route('**/assets/index-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
});
