import { expect, test } from './harness/fixtures';
import { choose, expectChosen } from './support';

test.describe(() => {
  test.use({ signedIn: 'admin' });

  test('switching persona as admin re-runs recovery and re-checks the page’s roles', async ({ page }) => {
    await page.goto('/workflows');
    await expect(page).toHaveTitle('Workflows');
    await choose(page, 'Persona', 'Customer', { then: 'gone' });
    // Recovery signs the demo in as the customer, who may not open workflows.
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByText('customer@example.com')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Customers' }),
    ).toHaveCount(0);
    // The customer is not an admin: the switch is gone, and a lasting toast says the way back.
    await expect(page.getByRole('group', { name: 'Data source' })).toHaveCount(0);
    await expect(page.getByText('Viewing the demo as Customer')).toBeVisible();
    await page.getByRole('button', { name: 'Back to the Admin persona' }).click();
    await expect(page.getByText('admin@example.com')).toBeVisible();
    await expectChosen(page.getByRole('combobox', { name: 'Persona' }), 'Admin');
  });

  test('switching to the API re-runs recovery: without a server session the admin lands on sign-in', async ({
    page,
  }) => {
    await page.goto('/reports');
    await choose(page, 'Data source', 'API');
    await expect(page).toHaveURL('/?redirect=%2Freports');
    await expect(
      page.getByRole('status').filter({ hasText: 'Signed out because the data source changed' }),
    ).toBeVisible();
    await expectChosen(page.getByRole('combobox', { name: 'Data source' }), 'API');
    // No persona in API mode: the server decides who signs in.
    await expect(page.getByRole('combobox', { name: 'Persona' })).toHaveCount(0);

    await page.getByRole('textbox', { name: 'Email' }).fill('admin@example.com');
    await page.getByRole('textbox', { name: 'Password' }).fill('password1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/reports');
    await expect(page.getByText('admin@example.com')).toBeVisible();
    await expect(page.getByText('Signed out because the data source changed')).toHaveCount(0);

    // The choice is kept: a reload recovers the server session in API mode.
    await page.reload();
    await expect(page).toHaveURL('/reports');
    await expectChosen(page.getByRole('combobox', { name: 'Data source' }), 'API');

    // Back to demo data: recovery finds the demo session again.
    await choose(page, 'Data source', 'Mock data');
    await expect(page).toHaveURL('/reports');
    await expectChosen(page.getByRole('combobox', { name: 'Persona' }), 'Admin');
  });
});

test('wrong API credentials say so and focus the email', async ({ page }) => {
  await page.goto('/');
  await choose(page, 'Data source', 'API');
  await page.getByRole('textbox', { name: 'Email' }).fill('admin@example.com');
  await page.getByRole('textbox', { name: 'Password' }).fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused();
});

test('in API mode a server error and a lost connection each show their toast', async ({ page }) => {
  await page.goto('/');
  await choose(page, 'Data source', 'API');
  await page.getByRole('textbox', { name: 'Email' }).fill('admin@example.com');
  await page.getByRole('textbox', { name: 'Password' }).fill('password1234');

  await page.route('**/auth/login', (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Server issue')).toBeVisible();
  await expect(
    page.getByText('We hit a problem talking to the server (HTTP 503). Please try again shortly.'),
  ).toBeVisible();

  await page.unroute('**/auth/login');
  await page.route('**/auth/login', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Connection issue')).toBeVisible();
  await expect(
    page.getByText("We couldn't reach the server. Check your connection and try again."),
  ).toBeVisible();
});

test.describe('with the demo latency a visitor meets', () => {
  test.use({ signedIn: 'admin', latency: 'realistic' });

  test('a list says it is loading for as long as the demo takes to answer, at least its 160 ms', async ({
    page,
  }) => {
    // When the loading line came and went, by the page's own clock (a busy machine only makes it longer;
    // `?latency=off` takes the wait away, tests/app/demo-latency.test.ts).
    await page.addInitScript(() => {
      const times: { shown?: number; gone?: number } = {};
      (window as unknown as { loadingTimes: typeof times }).loadingTimes = times;
      new MutationObserver(() => {
        const showing = document.body.textContent?.includes('Loading customers…') ?? false;
        if (showing && times.shown === undefined) times.shown = performance.now();
        if (!showing && times.shown !== undefined && times.gone === undefined) times.gone = performance.now();
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.goto('/customers');
    await expect(page.getByRole('table', { name: 'Customers' })).toBeVisible();
    const { shown, gone } = await page.evaluate(
      () => (window as unknown as { loadingTimes: { shown?: number; gone?: number } }).loadingTimes,
    );
    expect(shown).toBeDefined();
    expect((gone ?? 0) - (shown ?? 0)).toBeGreaterThanOrEqual(160);
  });
});
