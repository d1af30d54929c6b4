import { type Page } from '@playwright/test';
import { expect, test } from './harness/fixtures';
import { choose } from './support';

// API mode end to end: the built app and the contract server on one origin (scripts/serve.mjs), the
// server seeded from the shared sample data in its own data folder.

/** The big number of a dashboard figure card. */
const figure = (page: Page, title: string) =>
  page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    .last()
    .locator('p')
    .first();

test('an admin switches to the API, signs in with the seeded account and sees the server data', async ({
  page,
}) => {
  // The server's Content Security Policy must not block anything the app does.
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  await page.goto('/');
  await choose(page, 'Data source', 'API');
  await page.getByRole('textbox', { name: 'Email' }).fill('admin@example.com');
  await page.getByRole('textbox', { name: 'Password' }).fill('password1234');

  const login = page.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
  const figures = page.waitForResponse(
    (response) => response.url().endsWith('/api/employee/dashboard') && response.ok(),
  );
  await page.getByRole('button', { name: 'Sign in' }).click();
  expect((await login).status()).toBe(200);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('admin@example.com')).toBeVisible();
  await figures;

  // The figures come from the server's submissions: one created there (with this browser's session
  // cookie) appears after a refresh.
  const awaiting = figure(page, 'Cards awaiting prescreen');
  await expect(awaiting).toHaveText(/^\d[\d,]*$/);
  const before = Number((await awaiting.textContent())?.replace(/,/g, ''));
  const created = await page.request.put('/api/employee/submission', {
    data: {
      customerId: 1,
      psaRegularCount: 7,
      prescreening: 3,
      consignAfterGrading: false,
      notes: 'From e2e',
    },
  });
  expect(created.status()).toBe(201);
  // A load is one call whatever the number of submissions (the server computes the figures).
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(new URL(request.url()).pathname);
  });
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(awaiting).toHaveText((before + 7).toLocaleString('en-US'));
  expect(calls).toEqual(['/api/employee/dashboard']);
  expect(blocked).toEqual([]);
});
