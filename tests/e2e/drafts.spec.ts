import { expect, test } from './harness/fixtures';

// Issue 24 item 5: a reload (after the browser's 'Leave site?' prompt) keeps what was typed, and in the
// demo what was created. The rules themselves are tested in the recordForm model and the unit tests.

test.use({ signedIn: 'admin' });

test('a reload after typing offers the unsaved customer back', async ({ page }) => {
  // The browser asks 'Leave site?' before the reload; the user leaves.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto('/customers/new');
  await page.getByRole('textbox', { name: /First name/ }).fill('Grace');
  await page.getByRole('textbox', { name: /Last name/ }).fill('Hopper');
  await page.reload();

  await expect(page.getByText('Restore unsaved changes?')).toBeVisible();
  // The form waits for the answer; Restore has the focus.
  await expect(page.getByRole('button', { name: 'Restore' })).toBeFocused();
  await expect(page.getByRole('textbox', { name: /First name/ })).toHaveValue('');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Restore unsaved changes?')).toBeHidden();
  await expect(page.getByRole('textbox', { name: /First name/ })).toHaveValue('Grace');
  await expect(page.getByRole('textbox', { name: /Last name/ })).toHaveValue('Hopper');
});

test("a customer created in the demo survives a reload until 'Reset demo data'", async ({ page }) => {
  const email = `kept.${Date.now()}@example.com`;
  await page.goto('/customers/new');
  await page.getByRole('textbox', { name: /First name/ }).fill('Katherine');
  await page.getByRole('textbox', { name: /Last name/ }).fill('Johnson');
  await page.getByRole('textbox', { name: /Email address/ }).fill(email);
  await page.getByRole('button', { name: 'Create customer' }).click();
  await expect(page.getByRole('heading', { name: 'Katherine Johnson', level: 1 })).toBeVisible();
  const detail = page.url();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Katherine Johnson', level: 1 })).toBeVisible();
  // saved, so nothing is offered back on the form
  await page.goto('/customers/new');
  await expect(page.getByRole('heading', { name: 'New customer', level: 1 })).toBeVisible();
  await expect(page.getByText('Restore unsaved changes?')).toBeHidden();

  await page.goto('/settings');
  await page.getByRole('button', { name: 'Reset demo data' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Reset demo data?' });
  await dialog.getByRole('button', { name: 'Reset demo data' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await page.goto(detail);
  await expect(page.getByText('Customer not found').first()).toBeVisible();
});
