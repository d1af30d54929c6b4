import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { SECURITY_HEADERS } from '../../server/security/headers';
import { expect, test } from './harness/fixtures';

// Error reporting end to end (issue 23): a build with a DSN and the test-only crash hook, built once
// into its own folder (the suite's dist/ has no DSN, so it loads no SDK). The DSN names the app's own
// origin, so the SDK's envelopes go to /api/1/envelope/ under the page's CSP, where this spec answers
// them. The contract server serves the API; this build's files are served to the page by the spec.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OUT_DIR = path.join(root, 'test-results', 'dist-reporting');
const PASSWORD = 'password1234';
const SECRETS = ['hunter2-secret', 'tok-abc123', PASSWORD];

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
};

test.describe.configure({ timeout: 120_000 });
test.use({ signedIn: 'api-admin' });

test.beforeAll(({ server }) => {
  const origin = server.origin;
  const dsn = `${origin.replace('//', '//e2epublickey@')}/1`;
  // Only Vite's build: no compression or size report, and no source maps, to keep this cheap.
  execFileSync(
    process.execPath,
    [
      path.join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      OUT_DIR,
      '--emptyOutDir',
      '--sourcemap',
      'false',
      '--logLevel',
      'warn',
    ],
    { cwd: root, env: { ...process.env, VITE_SENTRY_DSN: dsn, VITE_E2E_CRASH: 'true' }, stdio: 'pipe' },
  );
});

/** The page gets this build's files (with the app's security headers); the API stays the server's. */
async function serveReportingBuild(page: Page) {
  await page.route(
    (url) => !url.pathname.startsWith('/api/'),
    async (route) => {
      const { pathname } = new URL(route.request().url());
      const file = path.join(OUT_DIR, path.normalize(pathname));
      const found = file.startsWith(OUT_DIR) && existsSync(file) && statSync(file).isFile();
      const served = found ? file : path.join(OUT_DIR, 'index.html');
      await route.fulfill({
        status: 200,
        headers: {
          ...SECURITY_HEADERS,
          'Content-Type': TYPES[path.extname(served)] ?? 'application/octet-stream',
        },
        body: readFileSync(served),
      });
    },
  );
}

/** Every envelope the SDK sends, as text; answered as the reporting service would. */
function collectEnvelopes(page: Page) {
  const envelopes: string[] = [];
  void page.route('**/api/1/envelope/**', async (route) => {
    envelopes.push(route.request().postDataBuffer()?.toString('utf8') ?? '');
    await route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
  });
  // An envelope is lines of JSON: a header, then item header and payload pairs; errors are 'event' items.
  const errorEvents = () =>
    envelopes.filter((text) => text.split('\n').some((line) => /"type":"event"/.test(line)));
  return { envelopes, errorEvents };
}

test('a screen that throws shows the error panel with Retry and sends one scrubbed report', async ({
  page,
  context,
}) => {
  await serveReportingBuild(page);
  const { envelopes, errorEvents } = collectEnvelopes(page);
  await page.goto('/dashboard?e2e-crash=1');
  const panel = page.getByRole('alert').filter({ hasText: 'Something went wrong on this page' });
  await expect(panel).toBeVisible();
  // no white screen: the frame stays around the panel
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();
  // Retry renders the screen again; it throws again, and that repeat is not reported twice
  await panel.getByRole('button', { name: 'Retry' }).click();
  await expect(panel).toBeVisible();

  await expect.poll(() => errorEvents().length, { timeout: 15_000 }).toBe(1);
  // give a second report time to arrive, were there one
  await page.waitForTimeout(1_500);
  expect(errorEvents()).toHaveLength(1);
  const [report] = errorEvents();
  expect(report).toContain('E2E crash while rendering');
  expect(report).toContain('admin@example.com');
  const cookies = (await context.cookies()).map((cookie) => cookie.value).filter((value) => value.length > 8);
  for (const secret of [...SECRETS, ...cookies]) {
    for (const envelope of envelopes) expect(envelope).not.toContain(secret);
  }
});
