import { expect, test } from '@playwright/test';

test('the product opens on the sign-in page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Sign in');
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await expect(page.getByText('Version 0.1')).toBeVisible();
});
