import type { Page, Route } from '@playwright/test';
import { expect, test } from '../harness/fixtures';
import { FLOW_STEPS, type Cell, type Flow } from './flows';
import { FAULTS, FLOWS, cellTitle, pendingOf, type FaultId } from './matrix';

// Issue 24 item 7: every flow × every fault, in API mode, from the data in matrix.ts. Every cell checks
// that the screen keeps a heading and a way back, that every typed value is still there (or saved), that
// no error escaped to the page, and, once the fault is gone and the person presses again, that the work
// reached the server exactly once. Cells waiting for another branch are listed, not run.

const wrapperFailure = (messages: string[], code: string) =>
  JSON.stringify({ 'is-success': false, data: null, 'error-messages': messages, code });

/** How each fault answers the target request while it is installed. */
const INJECT: Record<Exclude<FaultId, 'reload' | 'lost'>, (route: Route) => Promise<void>> = {
  500: (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: wrapperFailure(['Something went wrong on the server. Please try again.'], 'SERVER_ERROR'),
    }),
  503: (route) =>
    route.fulfill({
      status: 503,
      headers: { 'Retry-After': '1' },
      contentType: 'application/json',
      body: wrapperFailure(['The service is busy. Please try again in a moment.'], 'SERVICE_UNAVAILABLE'),
    }),
  // Never answered: the app's own timeout has to end it.
  hung: () => new Promise<void>(() => undefined),
  network: (route) => route.abort('internetdisconnected'),
  401: (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: wrapperFailure(['Session expired'], 'SESSION_NOT_FOUND'),
    }),
  409: (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: wrapperFailure(['This record was changed by someone else.'], 'VERSION_CONFLICT'),
    }),
  422: (route) =>
    route.fulfill({
      status: 422,
      contentType: 'application/json',
      body: wrapperFailure(['Fault matrix: the server refused this value.'], 'VALIDATION_ERROR'),
    }),
};

/** Sends every matching request to `handle`; others go on untouched. Returns how many it caught. */
async function intercept(page: Page, flow: Flow, handle: (route: Route) => Promise<void>) {
  let caught = 0;
  await page.route(flow.target.url, async (route) => {
    if (route.request().method() !== flow.target.method) return route.fallback();
    caught += 1;
    return handle(route);
  });
  return () => caught;
}

/** What every cell asks of the screen while or after the fault. */
async function expectUsable(page: Page, flow: Flow, cell: Cell, failed: boolean) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(flow.wayBack(page, failed)).toBeVisible();
  await flow.expectKept(cell);
}

/** Faults the request policy reports in a toast of its own (seed A §8: HTTP 500 or above, no connection). */
const TOASTED_FAULTS: readonly FaultId[] = ['500', '503', 'network', 'lost'];

/**
 * Closes the failure's toasts before the person presses again (one may sit over a button). Where a toast
 * is due — the server or connection toast, or the screen's own error toast — it must come; elsewhere
 * none is waited for.
 */
async function dismissToasts(page: Page, flow: Flow, fault: FaultId) {
  const dismiss = page.getByRole('region', { name: 'Notifications' }).getByRole('button', {
    name: 'Dismiss notification',
  });
  if (TOASTED_FAULTS.includes(fault) || (flow.toastsEveryFailure && fault !== '401'))
    await expect(dismiss.first()).toBeVisible();
  while ((await dismiss.count()) > 0) await dismiss.first().click();
}

/** The policy's timeout (src/backend/http/policy.ts) and a little more, jumped over on the page's clock. */
const PAST_THE_TIMEOUT_MS = 31_000;

/** The Session expired dialog a 401 opens over the screen: the person signs in again there. */
async function signInAgain(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Session expired' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Password' }).fill('password1234');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeHidden();
}

/** The person's work meets the fault, then they press again with the fault gone. */
async function runCell(page: Page, flow: Flow, fault: FaultId, cell: Cell) {
  // A hung call ends by the app's own timer: the page's clock jumps over it instead of waiting 30 s.
  if (fault === 'hung') await page.clock.install();
  await flow.open(cell);
  if (fault === 'reload') {
    await flow.type(cell);
    await page.reload();
    if (flow.restoresDraft) {
      await page
        .getByRole('status')
        .filter({ hasText: 'Restore unsaved changes?' })
        .getByRole('button', { name: 'Restore' })
        .click();
    }
    await expectUsable(page, flow, cell, false);
    await flow.act(cell);
    await flow.expectSavedOnce(cell);
    return;
  }
  const handle =
    fault === 'lost'
      ? // The server commits; the answer never reaches the page.
        async (route: Route) => {
          await route.fetch();
          await route.abort('connectionreset');
        }
      : INJECT[fault];
  // Installed before typing: a list's query is sent by the typing itself.
  const caught = await intercept(page, flow, handle);
  await flow.type(cell);
  await flow.act(cell);
  // As long as the person waits for the press to be sent: a card upload first composes and encodes its
  // images in a worker, which took more than 5 s on a fresh clone's loaded 2-core machine.
  await expect.poll(caught, { timeout: 20_000 }).toBeGreaterThan(0);
  if (fault === 'hung') await page.clock.fastForward(PAST_THE_TIMEOUT_MS);
  if (fault === '409' && flow.asksOnConflict) {
    // The form reads the record as it now stands and asks; the person keeps their own values.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    const question = page.getByRole('alertdialog', { name: 'Changed since you opened it' });
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Save mine anyway' }).click();
    await expect(question).toBeHidden();
    await flow.expectSavedOnce(cell);
    return;
  }
  if (fault === '401') {
    // Signed in again over the screen (the modal hides the page from role queries meanwhile): the
    // screen is the one left, with nothing typed lost.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await signInAgain(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await flow.expectKept(cell);
  } else {
    const failure = flow.failure?.(page) ?? page.getByRole('alert').first();
    await expect(failure).toBeVisible({ timeout: fault === 'hung' ? 35_000 : 10_000 });
    await expectUsable(page, flow, cell, true);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  }
  // An error toast can sit over a button: the person closes it first.
  await dismissToasts(page, flow, fault);
  // The person tries again: Retry on a list, the same press on a form.
  await (flow.again ?? flow.act)(cell);
  await flow.expectSavedOnce(cell);
}

// Every cell starts signed in to the API as the admin (the saved state of the setup project).
test.use({ signedIn: 'api-admin' });

let serial = 0;
// A press that cannot happen (something covers the button) fails the cell in seconds, saying why.
test.use({ actionTimeout: 10_000 });

for (const { id: flowId } of FLOWS) {
  test.describe(flowId, () => {
    for (const { id: faultId } of FAULTS) {
      if (pendingOf(flowId, faultId)) continue; // listed by `npm run faults`, run once the work lands
      test(cellTitle(flowId, faultId), async ({ page }) => {
        test.setTimeout(faultId === 'hung' ? 90_000 : 60_000);
        const pageErrors: string[] = [];
        page.on('pageerror', (error) => pageErrors.push(error.message));
        serial += 1;
        const cell: Cell = { page, stamp: `${Date.now().toString(36)}${serial}` };
        await runCell(page, FLOW_STEPS[flowId], faultId, cell);
        expect(pageErrors).toEqual([]);
      });
    }
  });
}
