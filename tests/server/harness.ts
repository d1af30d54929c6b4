import { serve } from '@hono/node-server';
import { afterAll, beforeAll, inject } from 'vitest';
import type { Database } from 'better-sqlite3';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type App, createApp } from '../../server/app';
import { DATABASE_FILE, openDatabase, openStore } from '../../server/db/open';
import { type Db, type Engine, queryBuilderOver } from '../../server/store/database';
import { seedIfEmpty } from '../../server/store/seed';
import { type ProvidedPostgres, SEED_NOW, createTestDatabase, dropTestDatabase } from './postgres';
import type { ObjectStorage } from '../../server/storage/storage';
import type { UploadsInFlight } from '../../server/uploads/inFlight';
import type { MailDelivery } from '../../server/mail/delivery';

export { SEED_NOW };

export const ACCOUNTS = {
  admin: 'admin@example.com',
  employee: 'employee@example.com',
  customer: 'customer@example.com',
} as const;
export const PASSWORD = 'password1234';

/** A clock tests can move: sessions and the sign-in limit read it. */
export function testClock(start = SEED_NOW) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

export interface TestApp {
  app: App;
  /** The SQLite file (SQLite runs only; on PostgreSQL any use answers 501). */
  db: Database;
  /** What the stores query: the same file on SQLite, the test's own database on PostgreSQL. */
  queryBuilder: Db;
  engine: Engine;
  /** The PostgreSQL database the app runs on; null on SQLite. */
  databaseUrl: string | null;
  dataDir: string;
  clock: ReturnType<typeof testClock>;
  /** Closes the database; removes the data folder unless `keep`. */
  close(options?: { keep?: boolean }): Promise<void>;
}

/**
 * A new temporary folder (named `<purpose>-…`) in the run's temporary root, which the run removes when
 * it ends (tests/server/temp-root.setup.ts); in /tmp when a file runs outside those projects.
 */
export function tempFolder(purpose = 'server'): string {
  const root = inject('tempRoot') ?? tmpdir();
  return mkdtempSync(path.join(root, `cgbo-${purpose}-`));
}

export const tempDataDir = () => tempFolder('server');

let template: Promise<string> | undefined;
/**
 * Seeding (the sample data plus three scrypt hashes) happens once per test worker (the server tests share
 * their modules between files) into a template folder, removed when the worker exits; every test app
 * starts from a copy of its database file, which is much quicker.
 */
function seededTemplate(): Promise<string> {
  template ??= (async () => {
    const dir = tempDataDir();
    const db = await openDatabase(dir, () => SEED_NOW);
    await seedIfEmpty(queryBuilderOver(db), { now: SEED_NOW });
    db.close(); // checkpoints the WAL into the one file
    return dir;
  })();
  return template;
}

/** The app on a seeded database in a temporary data folder, called in-process with app.request(). */
export async function createTestApp(
  options: {
    dataDir?: string;
    staticDir?: string;
    trustProxy?: string;
    engine?: 'sqlite';
    storage?: ObjectStorage;
    uploads?: UploadsInFlight;
    reportingDsn?: string;
    /** The mail worker; absent, mail is kept and delivered only when the test asks (issue 38). */
    mail?: MailDelivery;
    appUrl?: string;
  } = {},
): Promise<TestApp> {
  const postgres = inject('postgres');
  // `engine: 'sqlite'` asks for SQLite even in the PostgreSQL project (to compare the two).
  if (postgres && options.engine !== 'sqlite') return createPostgresTestApp(postgres, options);
  const dataDir = options.dataDir ?? tempDataDir();
  // A folder from an earlier start (the restart tests) is reopened as it is.
  if (!existsSync(path.join(dataDir, DATABASE_FILE))) {
    copyFileSync(path.join(await seededTemplate(), DATABASE_FILE), path.join(dataDir, DATABASE_FILE));
  }
  const clock = testClock();
  const db = await openDatabase(dataDir, clock.now);
  await seedIfEmpty(queryBuilderOver(db), { now: SEED_NOW });
  const app = createApp({
    db,
    dataDir,
    ...(options.storage ? { storage: options.storage } : {}),
    now: clock.now,
    staticDir: options.staticDir ?? null,
    ...(options.trustProxy === undefined ? {} : { trustProxy: options.trustProxy }),
    ...(options.uploads ? { uploads: options.uploads } : {}),
    ...(options.reportingDsn ? { reportingDsn: options.reportingDsn } : {}),
    ...(options.mail ? { mail: options.mail } : {}),
    ...(options.appUrl ? { appUrl: options.appUrl } : {}),
  });
  return {
    app,
    db,
    queryBuilder: queryBuilderOver(db),
    engine: 'sqlite',
    databaseUrl: null,
    dataDir,
    clock,
    async close({ keep = false } = {}) {
      db.close();
      if (!keep) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** On PostgreSQL there is no SQLite file: a test reaching for `t.db` there fails saying so. */
function noSqliteFile(): Database {
  return new Proxy({} as Database, {
    get: (_target, property) => {
      if (property === 'open') return false;
      throw new Error('t.db is the SQLite file; this test runs on PostgreSQL (use t.queryBuilder).');
    },
  });
}

/** Databases kept by `close({ keep: true })`, by data folder, so a restart reopens the same one. */
const keptDatabases = new Map<string, { url: string; name: string }>();

/**
 * In the PostgreSQL project (tests/server/postgres.setup.ts) the same app runs on its own database,
 * copied from the seeded template; the data folder holds only uploads.
 */
async function createPostgresTestApp(
  postgres: ProvidedPostgres,
  options: {
    dataDir?: string;
    staticDir?: string;
    trustProxy?: string;
    storage?: ObjectStorage;
    uploads?: UploadsInFlight;
    reportingDsn?: string;
    mail?: MailDelivery;
    appUrl?: string;
  },
): Promise<TestApp> {
  const dataDir = options.dataDir ?? tempDataDir();
  const database = keptDatabases.get(dataDir) ?? (await createTestDatabase(postgres));
  keptDatabases.delete(dataDir);
  const clock = testClock();
  const store = await openStore({ dataDir, databaseUrl: database.url, now: clock.now, poolSize: 4 });
  const db = noSqliteFile();
  const app = createApp({
    queryBuilder: store.queryBuilder,
    dataDir,
    now: clock.now,
    ...(options.storage ? { storage: options.storage } : {}),
    staticDir: options.staticDir ?? null,
    ...(options.trustProxy === undefined ? {} : { trustProxy: options.trustProxy }),
    ...(options.uploads ? { uploads: options.uploads } : {}),
    ...(options.reportingDsn ? { reportingDsn: options.reportingDsn } : {}),
    ...(options.mail ? { mail: options.mail } : {}),
    ...(options.appUrl ? { appUrl: options.appUrl } : {}),
  });
  return {
    app,
    db,
    queryBuilder: store.queryBuilder,
    engine: 'postgres',
    databaseUrl: database.url,
    dataDir,
    clock,
    async close({ keep = false } = {}) {
      const closed = store.close();
      if (keep) keptDatabases.set(dataDir, database);
      else {
        rmSync(dataDir, { recursive: true, force: true });
        dropTestDatabase(postgres, database.name, closed);
      }
      await closed;
    },
  };
}

export interface TestServer extends TestApp {
  /** http://127.0.0.1:{port} */
  origin: string;
  /** Stops listening and closes the database. */
  stop(options?: { keep?: boolean }): Promise<void>;
}

/** The same app listening on a free port, for tests that need real HTTP (cookies, multipart). */
export async function startTestServer(
  options: { dataDir?: string; trustProxy?: string; storage?: ObjectStorage; uploads?: UploadsInFlight } = {},
): Promise<TestServer> {
  const testApp = await createTestApp(options);
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: testApp.app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(started),
    );
  });
  const address = server.address();
  if (!isAddress(address)) throw new Error('the test server has no port');
  const { port } = address;
  return {
    ...testApp,
    origin: `http://127.0.0.1:${port}`,
    async stop(stopOptions) {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Idle keep-alive sockets would hold close() open.
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      await testApp.close(stopOptions);
    },
  };
}

export interface Reply {
  status: number;
  headers: Headers;
  body: unknown;
}

/** Calls the in-process app with JSON and an optional session cookie. */
export async function call(
  app: App,
  method: string,
  url: string,
  options: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await app.request(url, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: keep the text.
  }
  return { status: response.status, headers: response.headers, body };
}

/** The `name=value` part of the session cookie a response set, for sending it back. */
export function sessionCookieOf(headers: Headers): string {
  const cookie = headers.getSetCookie().find((line) => line.startsWith('cgbo_session='));
  if (!cookie) throw new Error('no session cookie was set');
  return cookie.split(';')[0] ?? '';
}

export async function signIn(app: App, email: string, password = PASSWORD): Promise<string> {
  const reply = await call(app, 'POST', '/api/auth/login', { body: { email, password } });
  if (reply.status !== 200) throw new Error(`sign-in as ${email} failed: ${reply.status}`);
  return sessionCookieOf(reply.headers);
}

/** A session cookie for each of the three personas. */
export async function signInPersonas(app: App): Promise<Record<keyof typeof ACCOUNTS, string>> {
  return {
    admin: await signIn(app, ACCOUNTS.admin),
    employee: await signIn(app, ACCOUNTS.employee),
    customer: await signIn(app, ACCOUNTS.customer),
  };
}

/** The wrapper's fields, read without trusting the shape. */
export function wrapper(body: unknown): {
  success: unknown;
  data: unknown;
  messages: string[];
  extra: Record<string, unknown>;
} {
  if (!isRecord(body)) throw new Error(`not a wrapper: ${String(body)}`);
  const record = body;
  const messages = Array.isArray(record['error-messages']) ? record['error-messages'].map(String) : [];
  return { success: record['is-success'], data: record.data, messages, extra: record };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isAddress(value: unknown): value is AddressInfo {
  return isRecord(value) && typeof value.port === 'number';
}

/** The data of a successful wrapper as a list of records (fails the test otherwise). */
export function records(body: unknown): Record<string, unknown>[] {
  const { data } = wrapper(body);
  if (!Array.isArray(data)) throw new Error('data is not a list');
  return data.filter(isRecord);
}

export function record(body: unknown): Record<string, unknown> {
  const { data } = wrapper(body);
  if (!isRecord(data)) throw new Error('data is not a record');
  return data;
}

/** One app for a whole test file with the admin signed in: made before its tests, closed after them. */
export function adminAppForFile(): { readonly t: TestApp; readonly admin: string } {
  let app: TestApp | undefined;
  let admin = '';
  beforeAll(async () => {
    app = await createTestApp();
    admin = await signIn(app.app, ACCOUNTS.admin);
  });
  afterAll(() => app?.close());
  return {
    get t() {
      if (!app) throw new Error('the file app is made in beforeAll');
      return app;
    },
    get admin() {
      return admin;
    },
  };
}

/** A customer update body from the record as read, with another last name. */
export const customerBody = (current: Record<string, unknown>, lastName: string) => ({
  firstName: current.firstName,
  lastName,
  email: current.email,
  phoneNumber: current.phoneNumber,
});
