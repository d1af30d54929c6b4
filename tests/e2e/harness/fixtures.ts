import { test as base, type BrowserContextOptions } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AUTH_DIR, BASE_PORT, E2E_DIR, serveApp, TEMPLATE_DATA, type ServedApp } from './server';
import { WarmContext } from './warm-context';

export { expect } from '@playwright/test';

export type Persona = 'admin' | 'employee' | 'customer';
/** Who a test starts as: a demo persona, or a seeded account of the API ('api-admin'…), or nobody. */
export type SignedIn = Persona | `api-${Persona}`;

export const SIGNED_IN: readonly SignedIn[] = [
  'admin',
  'employee',
  'customer',
  'api-admin',
  'api-employee',
  'api-customer',
];

/** Where the setup project (auth.setup.ts) saved a persona's signed-in browser state. */
export const authFile = (who: SignedIn) => path.join(AUTH_DIR, `${who}.json`);

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/**
 * A browser state signed in as `who` on this worker's `origin`, for the test's own page or a second
 * browser of another persona (`browser.newContext({ storageState: signedInState(…) })`). The state was
 * saved on the setup project's origin; local storage belongs to an origin (port included), so it moves
 * to this worker's. The session cookie is host-only and fits any port.
 */
export function signedInState(
  who: SignedIn | null,
  origin: string,
  latency: 'none' | 'realistic' = 'none',
): StorageState {
  const saved: StorageState = who
    ? (JSON.parse(readFileSync(authFile(who), 'utf8')) as StorageState)
    : { cookies: [], origins: [] };
  const storage = (saved.origins[0]?.localStorage ?? []).filter((entry) => entry.name !== LATENCY_KEY);
  if (latency === 'none') storage.push({ name: LATENCY_KEY, value: 'none' });
  return { cookies: saved.cookies, origins: [{ origin, localStorage: storage }] };
}

/** The local-storage key of the demo latency setting (src/app/storage.ts, STORAGE_KEYS.demoLatency). */
const LATENCY_KEY = 'cgbo.demoLatency';

interface TestOptions {
  /**
   * Start signed in (Playwright's storage-state pattern: signed in once per persona by the setup
   * project); null starts signed out, for the tests about signing in.
   */
  signedIn: SignedIn | null;
  /**
   * The demo's simulated latency: off unless the test is about what a person sees while waiting
   * (loading texts, busy buttons), where it is 'realistic' as a visitor meets it.
   */
  latency: 'none' | 'realistic';
}

interface WorkerFixtures {
  /** This worker's own server: the built app and the API on its own port and data folder. */
  server: ServedApp;
  /** The browser context this worker's tests take turns in, reset between them (warm-context.ts). */
  warmContext: WarmContext;
}

/**
 * The end-to-end tests' `test`: every test runs against its worker's server, starts signed in as the
 * persona it names (`test.use({ signedIn: 'admin' })`) and with the demo latency off unless it asks
 * for it.
 */
export const test = base.extend<TestOptions, WorkerFixtures>({
  signedIn: [null, { option: true }],
  latency: ['none', { option: true }],
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
    async ({}, provide, workerInfo) => {
      const server = await serveApp({
        port: BASE_PORT + 1 + workerInfo.parallelIndex,
        dataDir: path.join(E2E_DIR, `worker-${workerInfo.parallelIndex}`),
        from: TEMPLATE_DATA,
      });
      await provide(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  warmContext: [
    async ({ browser, server }, provide, workerInfo) => {
      const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = workerInfo.project.use;
      const warm = new WarmContext(browser, {
        baseURL: server.origin,
        ...(viewport !== undefined ? { viewport } : {}),
        ...(userAgent !== undefined ? { userAgent } : {}),
        ...(deviceScaleFactor !== undefined ? { deviceScaleFactor } : {}),
        ...(isMobile !== undefined ? { isMobile } : {}),
        ...(hasTouch !== undefined ? { hasTouch } : {}),
      });
      await provide(warm);
      await warm.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, provide) => provide(server.origin),
  // Every test's page lives in the worker's warm context, lent signed in as the test asks.
  context: async ({ warmContext, signedIn, latency, server, actionTimeout, navigationTimeout }, provide) => {
    const context = await warmContext.lend(signedInState(signedIn, server.origin, latency));
    context.setDefaultTimeout(actionTimeout || 0);
    context.setDefaultNavigationTimeout(navigationTimeout || 0);
    await provide(context);
    await warmContext.giveBack();
  },
  page: async ({ context, viewport }, provide, testInfo) => {
    const page = await context.newPage();
    // In front of the context's control page, as a new context's first page is: focus moves within it.
    await page.bringToFront();
    // A test's own viewport (`test.use({ viewport })`), which a context fixes only when it is made.
    if (viewport && JSON.stringify(viewport) !== JSON.stringify(testInfo.project.use.viewport))
      await page.setViewportSize(viewport);
    await provide(page);
  },
});
