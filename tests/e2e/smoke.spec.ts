import { expect, test } from './harness/fixtures';

test('the product opens on the sign-in page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Sign in');
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await expect(page.getByText('Version 0.1')).toBeVisible();
  // The boot message covers session recovery only; the mounted app replaces it.
  await expect(page.getByText('Loading…')).toHaveCount(0);
});

test('a slow start says the page is loading until the app has started', async ({ page }) => {
  // Hold the app's script back until the message has shown: it appears only after a second, so a
  // quick start goes straight to the page without a flash of it.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  // Hidden for its first second (a delayed animation: checked as style, since a busy machine may take
  // that second to get here), so not yet a status for assistive technology either; then it shows.
  const message = page.getByText('Loading…');
  await expect(message).toHaveCSS('animation-delay', '1s');
  await expect(message).toHaveCSS('animation-fill-mode', 'backwards');
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCSS('visibility', 'visible');
  release();
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await expect(page.getByText('Loading…')).toHaveCount(0);
});
