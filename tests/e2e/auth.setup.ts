import { expect, test as setup, type Page } from '@playwright/test';
import { writeFileSync, mkdirSync } from 'node:fs';
import { authFile, SIGNED_IN, type SignedIn } from './harness/fixtures';
import { AUTH_DIR, BASE_PORT, serveApp, TEMPLATE_DATA } from './harness/server';
import { choose } from './support';

// Playwright's authentication pattern (the 'setup' project in playwright.config.ts): each persona signs
// in through the sign-in form once, here, and every test that is not about signing in starts from the
// browser state saved for it. The API personas sign in to a freshly seeded data folder, which every
// worker's server then copies, so their session cookies are good on every worker.

const PERSONA_LABEL = { admin: 'Admin', employee: 'Employee', customer: 'Customer' } as const;
/** The demo's records are left out of the saved state: each test starts from freshly seeded demo data. */
const NOT_SAVED = new Set(['cgbo.demoData']);

async function signIn(page: Page, who: SignedIn) {
  // Opening the app with ?latency=off keeps the demo's simulated delays off (a browser setting); the
  // tests that are about waiting turn them back on.
  await page.goto('/?latency=off');
  if (who.startsWith('api-')) {
    await choose(page, 'Data source', 'API');
    await page.getByRole('textbox', { name: 'Email' }).fill(`${who.slice(4)}@example.com`);
    await page.getByRole('textbox', { name: 'Password' }).fill('password1234');
  } else {
    await choose(page, 'Persona', PERSONA_LABEL[who as keyof typeof PERSONA_LABEL]);
    await page.getByRole('textbox', { name: 'Email' }).fill(`${who}@example.com`);
    await page.getByRole('textbox', { name: 'Password' }).fill('any password works in the demo');
  }
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

setup('every persona signs in once', async ({ browser }) => {
  // Six sign-ins side by side, three through the server's scrypt, and a server start: seconds alone,
  // past the default 30 s when other work holds the cores (CPU, not a race).
  setup.setTimeout(120_000);
  const server = await serveApp({ port: BASE_PORT, dataDir: TEMPLATE_DATA });
  mkdirSync(AUTH_DIR, { recursive: true });
  try {
    // Side by side: every other test waits for these.
    await Promise.all(
      SIGNED_IN.map(async (who) => {
        const context = await browser.newContext({ baseURL: server.origin });
        const page = await context.newPage();
        await signIn(page, who);
        const state = await context.storageState();
        for (const origin of state.origins)
          origin.localStorage = origin.localStorage.filter((entry) => !NOT_SAVED.has(entry.name));
        writeFileSync(authFile(who), JSON.stringify(state, null, 2));
        await context.close();
      }),
    );
  } finally {
    // Stopped the way a deploy stops it, so the data folder is complete before the workers copy it.
    await server.stop();
  }
});
