import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { test as base, expect } from '@playwright/test';
import { createApp } from '../../server/app';
import { type OpenedStore, openStore } from '../../server/db/open';
import { seedIfEmpty } from '../../server/store/seed';
import { signedInToApi } from './support';

// Error reporting end to end (issues 23 and 37): a production build with a DSN naming a receiver on
// ANOTHER origin (a second HTTP server on its own port, as Sentry's service or a self-hosted Sentry
// is) and the test-only crash hook, served with the API by the real server, which tunnels the SDK's
// envelopes to that receiver (decision 0340). The page keeps its CSP's connect-src 'self'.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OUT_DIR = path.join(root, 'test-results', 'dist-reporting');
const PASSWORD = 'password1234';
const SECRETS = ['hunter2-secret', 'tok-abc123', PASSWORD];

/** Every envelope the receiver got, as text. */
const envelopes: string[] = [];
let receiver: http.Server;
let receiverOrigin = '';
let dsn = '';
let appOrigin = '';
let appServer: ReturnType<typeof serve> | null = null;
let store: OpenedStore | null = null;
let dataDir = '';

const listening = (server: http.Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );

base.describe.configure({ timeout: 120_000 });

base.beforeAll(async () => {
  // The hook builds the app (15-60 s on a busy 2-core machine); describe.configure does not reach hooks.
  base.setTimeout(180_000);
  receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/api/1/envelope/') {
        envelopes.push(Buffer.concat(chunks).toString('utf8'));
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{}');
    });
  });
  receiverOrigin = await listening(receiver);
  dsn = `${receiverOrigin.replace('//', '//e2epublickey@')}/1`;
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
  // The app and the API on one origin, as `npm start` serves them, told the same DSN.
  dataDir = mkdtempSync(path.join(tmpdir(), 'cgbo-reporting-'));
  store = await openStore({ dataDir });
  await seedIfEmpty(store.queryBuilder, { now: new Date() });
  const app = createApp({ queryBuilder: store.queryBuilder, dataDir, staticDir: OUT_DIR, reportingDsn: dsn });
  appOrigin = await new Promise<string>((resolve) => {
    appServer = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
      resolve(`http://127.0.0.1:${info.port}`),
    );
  });
});

base.afterAll(async () => {
  await new Promise<void>((resolve) => (appServer ? appServer.close(() => resolve()) : resolve()));
  await store?.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
  rmSync(dataDir, { recursive: true, force: true });
});

// The page talks to the server started above, not the suite's.
const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, provide) => {
    await provide(appOrigin);
  },
});

/** Envelopes carrying an error event (not spans or client reports): lines of JSON, an 'event' item. */
const errorEvents = () =>
  envelopes.filter((text) => text.split('\n').some((line) => /"type":"event"/.test(line)));

test('a screen that throws shows the error panel with Retry, and one scrubbed report reaches a DSN on another origin', async ({
  page,
  context,
}) => {
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  const straightToReceiver: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(receiverOrigin)) straightToReceiver.push(request.url());
  });

  await signedInToApi(page);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  await page.goto('/dashboard?e2e-crash=1');
  const panel = page.getByRole('alert').filter({ hasText: 'Something went wrong on this page' });
  await expect(panel).toBeVisible();
  // no white screen: the frame stays around the panel
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();
  // Retry renders the screen again; it throws again, and that repeat is not reported twice
  await panel.getByRole('button', { name: 'Retry' }).click();
  await expect(panel).toBeVisible();

  // The repeat was captured (or dropped) while Retry rendered. A different error thrown afterwards is
  // sent after it, so once that marker has arrived a second crash report would have arrived too.
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('E2E marker after the repeat');
    });
  });
  // By the exception's own value: a later event's breadcrumbs quote the earlier error's message.
  const reportsOf = (text: string) =>
    errorEvents().filter((envelope) => envelope.includes(`"value":"${text}`));
  await expect.poll(() => reportsOf('E2E marker after the repeat').length, { timeout: 15_000 }).toBe(1);
  expect(reportsOf('E2E crash while rendering')).toHaveLength(1);
  const [report = ''] = reportsOf('E2E crash while rendering');
  expect(JSON.parse(report.split('\n')[0] ?? '{}')).toMatchObject({ dsn });
  expect(report).toContain('E2E crash while rendering');
  expect(report).toContain('admin@example.com');
  const cookies = (await context.cookies()).map((cookie) => cookie.value).filter((value) => value.length > 8);
  for (const secret of [...SECRETS, ...cookies]) {
    for (const envelope of envelopes) expect(envelope).not.toContain(secret);
  }
  // The browser never called the other origin itself (its CSP would block it): the server forwarded.
  expect(straightToReceiver).toEqual([]);
  expect(cspViolations).toEqual([]);
});
