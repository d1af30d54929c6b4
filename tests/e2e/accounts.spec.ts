import type { Browser, Page } from '@playwright/test';
import { expect, test } from './harness/fixtures';
import { seriousViolations } from './axe';
import { choose } from './support';

/** The employee form's Sign-in access (an admin also has the Persona select, whose options share names). */
async function chooseAccess(page: Page, access: 'No access' | 'Employee' | 'Admin') {
  await page.getByRole('combobox', { name: 'Sign-in access' }).click();
  await page.getByRole('listbox', { name: 'Sign-in access' }).getByRole('option', { name: access }).click();
  await expect(page.getByRole('combobox', { name: 'Sign-in access' })).toHaveText(access);
}

// Issue 38 as a browser sees it: an admin invites a hire, the hire sets a password from the
// invitation and works as staff, changes it (the other session ends), resets it by emailed link, and
// loses access (the open session ends at once). Without SMTP_URL every message is Kept, so the links
// are read where an admin reads them: the Outbox. The rules behind each step are tested lower down
// (tests/server/accounts.test.ts on both engines, mail.test.ts through a real SMTP server, the machines'
// model tests, tests/features/*).

const FIRST_PASSWORD = 'a first long passphrase';
const SECOND_PASSWORD = 'a second long passphrase';
const THIRD_PASSWORD = 'a third long passphrase';

/** An address of this run's own, so a worker's earlier runs and other tests never share it. */
const hireEmail = (label: string) => `priya.${label}.${Date.now()}@example.com`;

/** Adds Priya with the access given, from the roster's form; resolves with her new profile's path. */
async function addHire(page: Page, email: string, access: 'Employee' | 'Admin') {
  await page.goto('/employees/new');
  await expect(page.getByRole('heading', { name: 'Add a new employee', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'First name' }).fill('Priya');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Ramanathan');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Role' }).fill('Grader');
  await chooseAccess(page, access);
  await page.getByRole('button', { name: 'Save employee' }).click();
  await expect(page.getByRole('heading', { name: 'Priya Ramanathan', level: 1 })).toBeVisible();
  await expect(page.getByText('Invitation sent; no password set yet')).toBeVisible();
  return new URL(page.url()).pathname;
}

/** The admin's Outbox: opens the newest message to `to` with `subject` and returns its app link. */
async function linkFromOutbox(page: Page, to: string, subject: string, checkAxe = false): Promise<string> {
  await page.goto('/outbox');
  await expect(page.getByRole('heading', { name: 'Outbox', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: to }).filter({ hasText: subject }).first();
  await expect(row).toContainText('Kept');
  if (checkAxe) expect(await seriousViolations(page)).toEqual([]);
  await row.getByRole('link', { name: subject }).click();
  await expect(page.getByRole('heading', { name: subject, level: 1 })).toBeVisible();
  const link = page.getByRole('link', { name: /\/reset-password\?token=/ });
  if (checkAxe) expect(await seriousViolations(page)).toEqual([]);
  return (await link.getAttribute('href')) ?? '';
}

/** Opens a set-password link, sets `password`, and lands on sign-in with 'Password changed'. */
async function setPasswordThrough(page: Page, link: string, password: string, greeting: RegExp) {
  await page.goto(link);
  await expect(page.getByText(greeting)).toBeVisible();
  await page.getByLabel(/^New password/).fill(password);
  await page.getByLabel(/^Confirm password/).fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await expect(page.getByText('Password changed')).toBeVisible();
}

async function signInWithPassword(page: Page, email: string, password: string, api: boolean) {
  if (!(await page.getByRole('heading', { name: 'Sign in', level: 1 }).isVisible())) await page.goto('/');
  if (api) await choose(page, 'Data source', 'API');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * A signed-out browser of its own (the hire's), on the worker's server. Playwright gives a new context
 * the test's `use` options, the saved admin session included: an empty storage state leaves it out.
 */
async function freshPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  await context.addInitScript(() => window.localStorage.setItem('cgbo.demoLatency', 'none'));
  return context.newPage();
}

test.describe('API mode', () => {
  test.use({ signedIn: 'api-admin' });

  test('a hire is invited, works as staff, changes and resets the password, and loses access at once', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const email = hireEmail('api');
    const profile = await addHire(page, email, 'Employee');

    // The invitation, read in the Outbox; the hire sets a password in a browser of their own.
    const invitation = await linkFromOutbox(page, email, "You're invited", true);
    const hire = await freshPage(browser, baseURL);
    await setPasswordThrough(hire, invitation, FIRST_PASSWORD, /^Welcome! Choose a password for/);
    expect(await seriousViolations(hire)).toEqual([]);
    await signInWithPassword(hire, email, FIRST_PASSWORD, true);
    await expect(hire).toHaveURL(/\/dashboard$/);
    // Staff work: the customer directory (employees and admins only).
    await hire.getByRole('link', { name: 'Customers', exact: true }).first().click();
    await expect(hire.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();

    // A second session of the hire's, then Change password in Settings: that other session ends.
    const other = await freshPage(browser, baseURL);
    await signInWithPassword(other, email, FIRST_PASSWORD, true);
    await expect(other).toHaveURL(/\/dashboard$/);
    await hire.goto('/settings');
    await hire.getByLabel(/^Current password/).fill(FIRST_PASSWORD);
    await hire.getByLabel(/^New password/).fill(SECOND_PASSWORD);
    await hire.getByLabel(/^Confirm password/).fill(SECOND_PASSWORD);
    await hire.getByRole('button', { name: 'Change password' }).click();
    await expect(hire.getByText('Password changed')).toBeVisible();
    expect(await seriousViolations(hire)).toEqual([]);
    await other.goto('/customers');
    await expect(other.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();

    // Forgot it after all: a reset link by mail, used once.
    await other.goto('/reset-password');
    await other.getByRole('textbox', { name: 'Email' }).fill(email);
    await other.getByRole('button', { name: 'Send reset link' }).click();
    await expect(
      other.getByText(`If an account matches ${email}, we just sent reset instructions.`),
    ).toBeVisible();
    const reset = await linkFromOutbox(page, email, 'Reset your password');
    await setPasswordThrough(other, reset, THIRD_PASSWORD, /^Choose a new password for/);
    await other.goto(reset);
    await expect(other.getByText('This link has expired or was already used.')).toBeVisible();
    expect(await seriousViolations(other)).toEqual([]);
    await signInWithPassword(other, email, THIRD_PASSWORD, true);
    await expect(other).toHaveURL(/\/dashboard$/);

    // The admin takes access away: the open session ends on its next request, and sign-in says why.
    await page.goto(`${profile}/edit`);
    await chooseAccess(page, 'No access');
    await page.getByRole('button', { name: 'Save employee' }).click();
    await expect(page.getByRole('heading', { name: 'Priya Ramanathan', level: 1 })).toBeVisible();
    await other.getByRole('link', { name: 'Customers', exact: true }).first().click();
    const expired = other.getByRole('dialog', { name: 'Session expired' });
    await expect(expired).toBeVisible();
    await expired.getByRole('textbox', { name: 'Password' }).fill(THIRD_PASSWORD);
    await expired.getByRole('button', { name: 'Sign in' }).click();
    await expect(
      expired.getByText('This account has no access. Ask an admin to give it access again.'),
    ).toBeVisible();

    await hire.context().close();
    await other.context().close();
  });
});

test.describe('demo mode', () => {
  test.use({ signedIn: 'admin' });

  test('the same invitation works in the browser alone: the Outbox keeps it, the hire signs in as staff', async ({
    page,
  }) => {
    const email = hireEmail('demo');
    await addHire(page, email, 'Employee');
    const invitation = await linkFromOutbox(page, email, "You're invited", true);
    // The link opens while the admin is signed in here; setting the password signs the admin out.
    await setPasswordThrough(page, invitation, FIRST_PASSWORD, /^Welcome! Choose a password for/);
    await signInWithPassword(page, email, FIRST_PASSWORD, false);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('link', { name: 'Customers', exact: true }).first()).toBeVisible();
    // An employee, not an admin: the team pages are not theirs.
    await expect(page.getByRole('link', { name: 'Employees', exact: true })).toHaveCount(0);
  });
});
