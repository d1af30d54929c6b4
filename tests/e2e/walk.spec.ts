import { type Page } from '@playwright/test';
import { expect, test, type Persona, type SignedIn } from './harness/fixtures';
import { seriousViolations } from './axe';
import { EVERY_ROUTE, GUEST_ROUTES, routeTitle } from './support';

// One walk of every route per persona, data mode and theme (issue 35): each walk collects at once what
// used to take five walks — axe's serious and critical violations, console errors and uncaught page
// errors, and in API mode every request the server refused. Every persona walks in both data modes,
// and in each the other theme and the other width (a desktop's 1440 px, a phone's 390 px), so each
// route is checked in light and dark and at both widths for every role.

type Theme = 'light' | 'dark';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

const WALKS: readonly { who: SignedIn; theme: Theme; viewport: typeof DESKTOP }[] = [
  { who: 'admin', theme: 'light', viewport: DESKTOP },
  { who: 'api-admin', theme: 'dark', viewport: PHONE },
  { who: 'employee', theme: 'dark', viewport: DESKTOP },
  { who: 'api-employee', theme: 'light', viewport: PHONE },
  { who: 'customer', theme: 'light', viewport: PHONE },
  { who: 'api-customer', theme: 'dark', viewport: DESKTOP },
];

const personaOf = (who: SignedIn): Persona => who.replace(/^api-/, '') as Persona;

/** The theme is a stored preference, set before the app starts; recent records show for the walk. */
const useTheme = (page: Page, theme: Theme) =>
  page.addInitScript((chosen) => {
    const key = 'cgbo.preferences';
    const stored = JSON.parse(window.localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    window.localStorage.setItem(key, JSON.stringify({ ...stored, theme: chosen, showRecentRecords: true }));
  }, theme);

/** Everything that went wrong on the page while it was watched: console errors, page errors, refusals. */
function watchForProblems(page: Page, refusalsCount: boolean) {
  const problems: string[] = [];
  let inFlight = 0;
  page.on('request', () => (inFlight += 1));
  page.on('requestfinished', () => (inFlight -= 1));
  page.on('requestfailed', () => (inFlight -= 1));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: page error: ${error.message}`));
  if (refusalsCount)
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${page.url()}: ${response.status()} ${response.url()}`);
    });
  return { problems, inFlight: () => inFlight };
}

/** Moves inside the running app as a link does (the router follows history), without a reload. */
const navigate = (page: Page, path: string) =>
  page.evaluate((to) => window.history.pushState(null, '', to), path);

for (const theme of ['light', 'dark'] as const) {
  test(`the guest pages (${theme}): no serious axe violation, no console error`, async ({ page }) => {
    await useTheme(page, theme);
    const { problems } = watchForProblems(page, false);
    for (const route of GUEST_ROUTES) {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { name: route.title, level: 1 })).toBeVisible();
      await expect(page.locator('form')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      expect(await seriousViolations(page), route.path).toEqual([]);
    }
    expect(problems).toEqual([]);
  });
}

for (const { who, theme, viewport } of WALKS) {
  test.describe(() => {
    test.use({ signedIn: who, viewport });

    test(`every route as ${who} (${theme}, ${viewport.width} px): no serious axe violation, no console error, no refused request`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const persona = personaOf(who);
      await useTheme(page, theme);
      const api = who.startsWith('api-');
      const { problems, inFlight } = watchForProblems(page, api);
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      for (const route of EVERY_ROUTE) {
        await navigate(page, route.path);
        if (route.roles && !route.roles.includes(persona)) {
          // Lacking the role: the guard sends the user to the dashboard.
          await expect(page).toHaveURL('/dashboard');
          continue;
        }
        await expect(page).toHaveTitle(routeTitle(route.title));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (api) {
          // Quiet first: axe judges the page a person reads, and every call has had its answer.
          await expect.poll(inFlight).toBe(0);
          // A page's data came: no static page reports a failed refresh (the customer calls nothing staff-only).
          await expect(page.getByText('Refresh failed · Auto refresh every 5m')).toHaveCount(0);
        }
        expect(await seriousViolations(page), route.path).toEqual([]);
      }
      expect(problems).toEqual([]);
    });
  });
}
