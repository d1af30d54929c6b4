import { expect, test } from '@playwright/test';

test('the product opens on the sign-in page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Sign in');
});
