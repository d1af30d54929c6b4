import { expect, test } from './harness/fixtures';
import { seriousViolations } from './axe';
import { signedInToApi } from './support';

// Issue 24 item 4: the session ends on the server while a form is half done. Saving opens a sign-in
// dialog over the form (no redirect); after signing in, Save works with nothing retyped.
test('an expired session asks to sign in over the form, and Save then works without retyping', async ({
  page,
}) => {
  const email = `expiry.${Date.now()}@example.com`;
  // A session of its own (not the saved one other tests start from): this test ends it on the server.
  await signedInToApi(page);
  await page.goto('/customers/new');
  await page.getByRole('textbox', { name: /First name/ }).fill('Barbara');
  await page.getByRole('textbox', { name: /Last name/ }).fill('Liskov');
  await page.getByRole('textbox', { name: /Email address/ }).fill(email);
  await page.getByRole('textbox', { name: 'City' }).fill('Boston');

  // Signed out behind the page's back (another tab, or the session's lifetime ran out).
  expect((await page.request.post('/api/auth/logout')).ok()).toBe(true);
  await page.getByRole('button', { name: 'Create customer' }).click();

  const dialog = page.getByRole('dialog', { name: 'Session expired' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/customers\/new$/);
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue('admin@example.com');
  await expect(dialog.getByRole('textbox', { name: 'Password' })).toBeFocused();
  // Focus stays in the dialog.
  for (let press = 0; press < 6; press += 1) {
    await page.keyboard.press('Tab');
    await expect(dialog.locator(':focus')).toHaveCount(1);
  }

  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

  await dialog.getByRole('textbox', { name: 'Password' }).fill('not the password');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog.getByText('Invalid email or password.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Password' }).fill('password1234');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeHidden();

  // The form is as it was; Save now creates the customer.
  await expect(page.getByRole('textbox', { name: /First name/ })).toHaveValue('Barbara');
  await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Boston');
  await page.getByRole('button', { name: 'Create customer' }).click();
  await expect(page.getByRole('heading', { name: 'Barbara Liskov', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/customers\/\d+$/);
});
