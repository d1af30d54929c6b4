import { expect, test } from './harness/fixtures';
import { signInAs } from './support';

test('a protected page sends a visitor to sign-in and, after signing in, back to it with its query', async ({
  page,
}) => {
  await page.goto('/customers?page=2');
  await expect(page).toHaveURL('/?redirect=%2Fcustomers%3Fpage%3D2');
  await expect(page).toHaveTitle('Sign in');
  await page.getByRole('textbox', { name: 'Email' }).fill('employee@example.com');
  await page.getByRole('textbox', { name: 'Password' }).fill('secret');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/customers?page=2');
  await expect(page).toHaveTitle('Customers');
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
});

for (const attempt of ['//evil.example', '/\\evil.example', 'https://evil.example']) {
  test(`an open-redirect attempt (${attempt}) lands on the dashboard`, async ({ page }) => {
    await signInAs(page, 'admin', `/?redirect=${encodeURIComponent(attempt)}`);
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  });
}

test('unknown paths go to /', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL('/');
  await signInAs(page, 'admin');
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/customers/1/edit/extra');
  // Signed in, / itself forwards to the dashboard.
  await expect(page).toHaveURL('/dashboard');
});

test.describe('as the customer', () => {
  test.use({ signedIn: 'customer' });

  test('a signed-in user on a guest page goes to the dashboard', async ({ page }) => {
    await page.goto('/sign-up');
    await expect(page).toHaveURL('/dashboard');
  });
});

test.describe('as the employee', () => {
  test.use({ signedIn: 'employee' });

  test('a user lacking the role is sent to the dashboard; /configurations opens card grades for admins', async ({
    page,
  }) => {
    await page.goto('/workflows');
    await expect(page).toHaveURL('/dashboard');
    await page.goto('/configurations');
    await expect(page).toHaveURL('/dashboard');
    await page.goto('/customers/3');
    // The detail names its record (customer 3 of the sample data) in the title.
    await expect(page).toHaveTitle('Carmen Brooks');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await signInAs(page, 'admin');
    await expect(page).toHaveURL('/dashboard');
    await page.goto('/configurations');
    await expect(page).toHaveURL('/configurations/card-grades');
    await expect(page).toHaveTitle('Card grades');
  });
});

test.describe('as the admin', () => {
  test.use({ signedIn: 'admin' });

  test('breadcrumbs start at Dashboard, use record labels and hide on the dashboard', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
    await page.goto('/customers/4/edit');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
    // The edit form names its record (customer 4 of the sample data) in the crumbs.
    await expect(crumbs).toHaveText(['Dashboard', /Customers/, /Victor Ibarra/, /Edit/]);
    await page.goto('/configurations/card-qualifiers/2/edit');
    await expect(crumbs).toHaveText(['Dashboard', /Card qualifiers/, /Edit/]);
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Card qualifiers' })
      .click();
    await expect(page).toHaveURL('/configurations/card-qualifiers');
    await expect(page).toHaveTitle('Card qualifiers');
  });
});
