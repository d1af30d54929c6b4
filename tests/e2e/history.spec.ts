import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { expect, signedInState, test } from './harness/fixtures';
import { choose } from './support';

/**
 * Issue 41 end to end: an employee edits a customer's phone and a submission's card count; an admin
 * sees both in the records' History panels and in /activity, restores the old phone, and sees the
 * restore recorded. One walk per data mode.
 */

const NEW_PHONE = '555-010-0199';
const SHOTS = '/tmp/i41';

/**
 * Opens a path inside the running app. The demo keeps its audit trail for the tab (a reload starts a
 * new one), so there the app is moved by its own router instead of a page load.
 */
async function open(page: Page, path: string, mode: 'demo' | 'api') {
  if (mode === 'api') {
    await page.goto(path);
    return;
  }
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const history = (page: Page) =>
  page.getByRole('heading', { name: 'History', level: 2, exact: true }).locator('xpath=ancestor::section[1]');

/** As the employee: the first customer's phone, then the first submission's PSA value bulk count. */
async function employeeEdits(page: Page, mode: 'demo' | 'api') {
  await open(page, '/customers', mode);
  await page.getByRole('table').getByRole('row').nth(1).click();
  await expect(page).toHaveURL(/\/customers\/\d+$/);
  const customerPath = new URL(page.url()).pathname;
  await page.getByRole('link', { name: 'Edit' }).click();
  const phone = page.getByRole('textbox', { name: 'Phone number' });
  await expect(phone).not.toHaveValue(NEW_PHONE);
  const oldPhone = await phone.inputValue();
  await phone.fill(NEW_PHONE);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`${customerPath}$`));

  await open(page, '/submissions', mode);
  await page.getByRole('table').getByRole('row').nth(1).click();
  await expect(page).toHaveURL(/\/submissions\/\d+$/);
  const submissionPath = new URL(page.url()).pathname;
  await page.getByRole('button', { name: 'Edit' }).click();
  const count = page.getByRole('spinbutton', { name: 'PSA Value Bulk' });
  const before = Number((await count.inputValue()) || '0');
  await count.fill(String(before + 1));
  await page.getByRole('button', { name: 'Update submission' }).click();
  await expect(page).toHaveURL(new RegExp(`${submissionPath}$`));
  return { customerPath, submissionPath, oldPhone, before };
}

async function adminChecksAndRestores(
  page: Page,
  mode: 'demo' | 'api',
  edits: Awaited<ReturnType<typeof employeeEdits>>,
) {
  const { customerPath, submissionPath, oldPhone, before } = edits;
  const was = oldPhone || 'empty';
  await open(page, submissionPath, mode);
  await expect(
    history(page).getByText(`changed PSA value bulk from ${before} to ${before + 1}`, { exact: false }),
  ).toBeVisible();

  await open(page, '/activity', mode);
  await expect(page.getByText(`changed Phone from ${was} to ${NEW_PHONE}`).first()).toBeVisible();
  await expect(
    page.getByText(`changed PSA value bulk from ${before} to ${before + 1}`).first(),
  ).toBeVisible();

  await open(page, customerPath, mode);
  const entry = history(page)
    .getByRole('listitem')
    .filter({ hasText: `changed Phone from ${was}` });
  await expect(entry.first()).toContainText(/ · [A-Z][a-z]{2} \d{1,2}, \d{2}:\d{2}/);
  await entry
    .first()
    .getByRole('button', { name: /Restore the values before/ })
    .click();
  await expect(page.getByText('Restoring earlier values')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue(oldPhone);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`${customerPath}$`));
  await expect(history(page).getByText(`changed Phone from ${NEW_PHONE} to ${was}`)).toBeVisible();
}

/** Axe at a desktop and a phone width, and screenshots in the app's light and dark themes. */
async function looksRight(page: Page, mode: 'demo' | 'api', customerPath: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(history(page)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await history(page).screenshot({ path: `${SHOTS}/history-${mode}-${width}-light.png` });
  }
  await open(page, '/settings', mode);
  await choose(page, 'Theme', 'Dark');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await open(page, customerPath, mode);
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(history(page)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await history(page).screenshot({ path: `${SHOTS}/history-${mode}-${width}-dark.png` });
  }
}

test.describe('demo mode', () => {
  test.use({ signedIn: 'admin' });

  test('an employee’s edits are in the History panels and /activity; the admin restores the old phone', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/dashboard');
    await choose(page, 'Persona', 'Employee', { then: 'gone' });
    await expect(page.getByText('employee@example.com')).toBeVisible();
    const edits = await employeeEdits(page, 'demo');
    await page.getByRole('button', { name: 'Back to the Admin persona' }).click();
    await expect(page.getByText('admin@example.com')).toBeVisible();
    await adminChecksAndRestores(page, 'demo', edits);
    await looksRight(page, 'demo', edits.customerPath);
  });
});

test.describe('API mode', () => {
  test.use({ signedIn: 'api-employee' });

  test('an employee’s edits are in the History panels and /activity; the admin restores the old phone', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const edits = await employeeEdits(page, 'api');
    const admin = await (
      await browser.newContext({ baseURL, storageState: signedInState('api-admin', baseURL ?? '') })
    ).newPage();
    await adminChecksAndRestores(admin, 'api', edits);
    await looksRight(admin, 'api', edits.customerPath);
  });
});
