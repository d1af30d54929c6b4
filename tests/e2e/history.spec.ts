import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { expect, signedInState, test } from './harness/fixtures';
import { choose } from './support';

/**
 * Issue 41 end to end: an employee edits a customer's phone and a submission's card count; an admin
 * sees both in the records' History panels and in /activity, restores the old phone, and sees the
 * restore recorded; then puts back a catalogue record's and a workflow type's earlier description
 * from the History under their own forms (decision 0442). One walk per data mode.
 */

const NEW_PHONE = '555-010-0199';

/**
 * Opens a path inside the running app. In the demo the app is moved by its own router, which is
 * quicker than a page load; the walk reloads once to show the trail is kept (decision 0540).
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

/**
 * As the admin, on a page holding the record's own form: a description changed, then put back from
 * the History under that form, and the put-back recorded in turn. Answers the page's path.
 */
async function restoresInPlace(
  page: Page,
  mode: 'demo' | 'api',
  list: string,
  save: {
    openFirst: (page: Page) => Promise<void>;
    button: string;
    /** Waits for the save to be done; `line` is the History sentence it adds. */
    done: (page: Page, line: string) => Promise<void>;
  },
) {
  await open(page, list, mode);
  await save.openFirst(page);
  await expect(page).toHaveURL(new RegExp(`${list}/\\d+(/edit)?$`));
  const path = new URL(page.url()).pathname;
  const description = page.getByRole('textbox', { name: 'Description' });
  await expect(description).toBeEditable();
  const was = await description.inputValue();
  const changed = `${was} Checked twice.`.trim();
  const [before, after] = [was || 'empty', changed];
  await description.fill(changed);
  await page.getByRole('button', { name: save.button }).click();
  await save.done(page, `changed Description from ${before} to ${after}`);
  await open(page, path, mode);
  const entry = history(page)
    .getByRole('listitem')
    .filter({ hasText: `changed Description from ${before} to ${after}` });
  await entry
    .first()
    .getByRole('button', { name: /Restore the values before/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByText('Restoring earlier values')).toBeVisible();
  await expect(description).toHaveValue(was);
  await page.getByRole('button', { name: save.button }).click();
  await save.done(page, `changed Description from ${after} to ${before}`);
  await open(page, path, mode);
  await expect(
    history(page).getByText(`changed Description from ${after} to ${before}`).first(),
  ).toBeVisible();
  return path;
}

const restoresCatalogueValue = (page: Page, mode: 'demo' | 'api') =>
  restoresInPlace(page, mode, '/configurations/prescreen-recommendations', {
    openFirst: (at) =>
      at
        .getByRole('table')
        .getByRole('link', { name: /^Edit / })
        .first()
        .click(),
    button: 'Save changes',
    done: (at) => expect(at).toHaveURL(/\/configurations\/prescreen-recommendations$/),
  });

const restoresWorkflowTypeValue = (page: Page, mode: 'demo' | 'api') =>
  restoresInPlace(page, mode, '/workflows', {
    openFirst: (at) => at.getByRole('table').getByRole('row').nth(1).click(),
    button: 'Save changes',
    // The form stays on the page, whose History then shows the save.
    done: (at, line) => expect(history(at).getByText(line).first()).toBeVisible(),
  });

/** As the admin: the business profile's payment terms changed, which its own History and /activity list. */
async function changesBusinessProfile(page: Page, mode: 'demo' | 'api') {
  await open(page, '/configurations/business-profile', mode);
  const terms = page.getByRole('textbox', { name: 'Payment terms' });
  await expect(terms).toBeEditable();
  await terms.fill('Due in 21 days');
  // The server's first profile has no name yet, and a name is required.
  await page.getByRole('textbox', { name: 'Business name' }).fill('Northside Card Grading');
  await page.getByRole('button', { name: 'Save business profile' }).click();
  await expect(page.getByText('Business profile saved')).toBeVisible();
  // The page stays open after a save, and its History reads the entry the save made.
  await expect(history(page).getByText('to Due in 21 days', { exact: false }).first()).toBeVisible();
}

/** The pages this walk changed, each with the part of it axe reads. */
interface Shot {
  path: string;
  part: (page: Page) => ReturnType<Page['locator']>;
}

/**
 * Axe at a desktop and a phone width in one theme: the panels are the same components in both data
 * modes, so the demo's walk reads them in the light theme and the API's in the dark one.
 */
async function looksRight(page: Page, mode: 'demo' | 'api', shots: readonly Shot[], theme: 'light' | 'dark') {
  const each = async () => {
    for (const shot of shots) {
      await open(page, shot.path, mode);
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await expect(shot.part(page)).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      }
    }
  };
  if (theme === 'dark') {
    await open(page, '/settings', mode);
    await choose(page, 'Theme', 'Dark');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  }
  await each();
}

/** The History panels and the activity log the walk filled. */
function shotsOf(
  customerPath: string,
  submissionPath: string,
  cataloguePath: string,
  workflowPath: string,
): Shot[] {
  return [
    { path: customerPath, part: history },
    { path: submissionPath, part: history },
    { path: cataloguePath, part: history },
    { path: workflowPath, part: history },
    // The whole page: the list under its title and filters, as an admin sees it.
    { path: '/activity', part: (page) => page.locator('body') },
  ];
}

/** As the admin, after the restores: the catalogue's and the workflow type's, the profile changed. */
async function adminRestoresInPlace(
  page: Page,
  mode: 'demo' | 'api',
  { customerPath, submissionPath }: { customerPath: string; submissionPath: string },
) {
  const cataloguePath = await restoresCatalogueValue(page, mode);
  const workflowPath = await restoresWorkflowTypeValue(page, mode);
  await changesBusinessProfile(page, mode);
  await open(page, '/activity', mode);
  await expect(page.getByText('changed Payment terms from', { exact: false }).first()).toBeVisible();
  return shotsOf(customerPath, submissionPath, cataloguePath, workflowPath);
}

test.describe('demo mode', () => {
  test.use({ signedIn: 'admin' });

  test('an employee’s edits are in the History panels and /activity; the admin restores the old phone', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.goto('/dashboard');
    await choose(page, 'Persona', 'Employee', { then: 'gone' });
    await expect(page.getByText('employee@example.com')).toBeVisible();
    const edits = await employeeEdits(page, 'demo');
    await page.getByRole('button', { name: 'Back to the Admin persona' }).click();
    await expect(page.getByText('admin@example.com')).toBeVisible();
    // The trail is kept with the demo's data: the History panels and /activity read it after a reload.
    await page.reload();
    await expect(page.getByText('admin@example.com')).toBeVisible();
    await adminChecksAndRestores(page, 'demo', edits);
    await looksRight(page, 'demo', await adminRestoresInPlace(page, 'demo', edits), 'light');
  });
});

test.describe('API mode', () => {
  test.use({ signedIn: 'api-employee' });

  test('an employee’s edits are in the History panels and /activity; the admin restores the old phone', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const edits = await employeeEdits(page, 'api');
    const admin = await (
      await browser.newContext({ baseURL, storageState: signedInState('api-admin', baseURL ?? '') })
    ).newPage();
    await adminChecksAndRestores(admin, 'api', edits);
    // A reset link asked for by someone signed out, which /activity lists with the profile's change.
    expect(
      (
        await admin.request.post('/api/auth/password-reset', { data: { email: 'employee@example.com' } })
      ).status(),
    ).toBe(202);
    const shots = await adminRestoresInPlace(admin, 'api', edits);
    await expect(
      admin
        .getByText('Someone asked for a password reset link for Sign-in account', { exact: false })
        .first(),
    ).toBeVisible();
    await looksRight(admin, 'api', shots, 'dark');
  });
});
