// @vitest-environment node
// Runs only in the PostgreSQL project (vite.config.ts): it needs both engines side by side.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApp } from '../../server/app';
import { MIGRATIONS, currentSchemaVersion, migrate } from '../../server/db/migrations';
import { openStore } from '../../server/db/open';
import { postgresQueryBuilder } from '../../server/store/database';
import { seedIfEmpty } from '../../server/store/seed';
import {
  ACCOUNTS,
  PASSWORD,
  SEED_NOW,
  type TestApp,
  call,
  createTestApp,
  record,
  sessionCookieOf,
  signIn,
  tempDataDir,
  wrapper,
} from './harness';
import { createTestDatabase, dropTestDatabase } from './postgres';

describe('searches answer the same on SQLite and PostgreSQL (issue 25)', () => {
  let sqlite: TestApp;
  let postgres: TestApp;
  let cookies: { sqlite: string; postgres: string };
  beforeAll(async () => {
    sqlite = await createTestApp({ engine: 'sqlite' });
    postgres = await createTestApp();
    cookies = {
      sqlite: await signIn(sqlite.app, ACCOUNTS.admin),
      postgres: await signIn(postgres.app, ACCOUNTS.admin),
    };
  });
  afterAll(async () => {
    await sqlite.close();
    await postgres.close();
  });

  const both = async (method: string, url: string, body?: Record<string, unknown>) => {
    const [left, right] = await Promise.all([
      call(sqlite.app, method, url, { cookie: cookies.sqlite, body }),
      call(postgres.app, method, url, { cookie: cookies.postgres, body }),
    ]);
    expect(left.status, `${method} ${url} ${JSON.stringify(body)}`).toBe(200);
    expect(right.body, `${method} ${url} ${JSON.stringify(body)}`).toEqual(left.body);
  };

  it('runs on the two engines it compares', () => {
    expect([sqlite.engine, postgres.engine]).toEqual(['sqlite', 'postgres']);
  });

  it.each([
    { pageSize: 200 },
    { pageSize: 25, pageNumber: 3, sort: [{ field: 'customer', desc: false }] },
    { pageSize: 200, sort: [{ field: 'customer', desc: true }] },
    {
      pageSize: 200,
      sort: [
        { field: 'totalCount', desc: true },
        { field: 'status', desc: false },
      ],
    },
    { pageSize: 50, sort: [{ field: 'id', desc: true }], isActive: false },
    { pageSize: 200, search: 'an' },
    { pageSize: 200, search: 'LOVE ada' },
    { pageSize: 200, search: '#12' },
    { pageSize: 200, search: '100%_' },
    { pageSize: 200, customerIds: ['1', '2'], statuses: [0, 1, 4] },
    { pageSize: 200, createdFrom: '2025-12-01', createdTo: '2026-01-10' },
  ])('submission search %j', (body) => both('POST', '/api/employee/submission/search', body));

  it.each([
    { pageSize: 100 },
    { pageSize: 100, sort: [{ field: 'lastName', desc: true }] },
    { pageSize: 10, pageNumber: 2, sort: [{ field: 'firstName', desc: false }] },
    {
      pageSize: 100,
      sort: [
        { field: 'isActive', desc: false },
        { field: 'id', desc: true },
      ],
    },
    { pageSize: 100, name: 'an' },
    { pageSize: 100, lastName: 'SMI', isActive: true },
    { pageSize: 100, email: 'EXAMPLE.com' },
    { pageSize: 100, phoneNumber: '(555) 01' },
    { pageSize: 100, city: 'a', zipCode: '0' },
  ])('customer search %j', (body) => both('POST', '/api/employee/customer/search', body));

  it.each([
    { pageSize: 100 },
    { pageSize: 5, pageNumber: 2, sort: [{ field: 'customerName', desc: false }] },
    { pageSize: 100, sort: [{ field: 'numberOfCards', desc: true }] },
    { pageSize: 100, sort: [{ field: 'stepCreatedDate', desc: false }] },
    { pageSize: 100, sort: [{ field: 'submissionId', desc: true }] },
  ])('prescreen queue %j', (body) => both('POST', '/api/employee/prescreening/search', body));

  it.each([
    '/api/employee/employees',
    '/api/settings/card-grades?includeInactive=true',
    '/api/settings/card-grade-errors',
    '/api/settings/card-qualifiers',
    '/api/settings/prescreen-recommendations?includeInactive=true',
  ])('list %s', (url) => both('GET', url));
});

describe('two server instances over one PostgreSQL (issue 25)', () => {
  let first: TestApp;
  let second: { app: ReturnType<typeof createApp>; close(): Promise<void> };
  beforeAll(async () => {
    first = await createTestApp({ trustProxy: '1' });
    if (!first.databaseUrl) throw new Error('this test needs PostgreSQL');
    // A second instance: its own pool and data folder, the same database, the same clock.
    const store = await openStore({ dataDir: tempDataDir(), databaseUrl: first.databaseUrl, poolSize: 4 });
    second = {
      app: createApp({
        queryBuilder: store.queryBuilder,
        dataDir: tempDataDir(),
        now: first.clock.now,
        trustProxy: '1',
      }),
      close: () => store.close(),
    };
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('a session made on one instance works on the other, and signing out on it ends it on both', async () => {
    const login = await call(first.app, 'POST', '/api/auth/login', {
      body: { email: ACCOUNTS.employee, password: PASSWORD },
    });
    const cookie = sessionCookieOf(login.headers);
    expect(record((await call(second.app, 'GET', '/api/auth/user', { cookie })).body)).toMatchObject({
      email: ACCOUNTS.employee,
    });
    expect((await call(second.app, 'POST', '/api/auth/logout', { cookie })).status).toBe(200);
    expect((await call(first.app, 'GET', '/api/auth/user', { cookie })).status).toBe(401);
  });

  it('a customer written through one instance is read through the other', async () => {
    const cookie = await signIn(first.app, ACCOUNTS.admin);
    const created = await call(first.app, 'PUT', '/api/employee/customer', {
      cookie,
      body: {
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace@example.com',
        phoneNumber: '555-010-9999',
        canEmail: true,
        canText: false,
        canCall: false,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = wrapper(created.body).data;
    expect(typeof id).toBe('number');
    const read = await call(second.app, 'GET', `/api/employee/customer/${String(id)}`, { cookie });
    expect(record(read.body)).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
  });

  it('failed sign-ins are counted across both: the sixth try is held back whichever instance it reaches', async () => {
    const from = { 'x-forwarded-for': '203.0.113.77' };
    const attempt = (app: typeof second.app, password: string) =>
      call(app, 'POST', '/api/auth/login', { headers: from, body: { email: ACCOUNTS.customer, password } });
    for (const app of [first.app, second.app, first.app, second.app, first.app]) {
      expect((await attempt(app, 'wrong password!')).status).toBe(401);
    }
    expect((await attempt(second.app, PASSWORD)).status).toBe(429);
    expect((await attempt(first.app, PASSWORD)).status).toBe(429);
  });
});

describe('instances starting together on an empty PostgreSQL (issue 25)', () => {
  it('migrate it once and seed it once, whichever comes first', async () => {
    const postgres = inject('postgres');
    if (!postgres) throw new Error('this test needs PostgreSQL');
    const empty = await createTestDatabase(postgres, 'template0');
    const start = async () => {
      const store = await openStore({ dataDir: tempDataDir(), databaseUrl: empty.url, poolSize: 2 });
      const seeded = await seedIfEmpty(store.queryBuilder, { now: SEED_NOW });
      return { store, seeded };
    };
    const started = await Promise.all([start(), start(), start()]);
    try {
      expect(started.map(({ seeded }) => seeded).sort()).toEqual([false, false, true]);
      const db = started[0]?.store.queryBuilder;
      if (!db) throw new Error('no instance started');
      expect(await currentSchemaVersion(db)).toBe(MIGRATIONS.at(-1)?.version);
      const counted = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM schema_version`.execute(db);
      expect(counted.rows[0]?.n).toBe(MIGRATIONS.length);
      expect(await db.selectFrom('users').select('email').orderBy('email').execute()).toEqual(
        Object.values(ACCOUNTS)
          .sort()
          .map((email) => ({ email })),
      );
    } finally {
      await Promise.all(started.map(({ store }) => store.close()));
      dropTestDatabase(postgres, empty.name, Promise.resolve());
    }
  });
});

describe('a PostgreSQL database with rows upgrades (issue 25)', () => {
  it('through the migrations after it, which fill what they add from the rows already there', async () => {
    const postgres = inject('postgres');
    if (!postgres) throw new Error('this test needs PostgreSQL');
    const older = await createTestDatabase(postgres, 'template0');
    const db = postgresQueryBuilder(older.url, { max: 2 });
    try {
      // A database as the build before migration 7 left it, with its rows.
      await migrate(db, () => SEED_NOW, 6);
      await seedIfEmpty(db, { now: SEED_NOW });
      expect(await migrate(db, () => SEED_NOW)).toEqual(
        MIGRATIONS.filter(({ version }) => version > 6).map(({ version }) => version),
      );
      const names = await sql<{ owned: number; wrong: number }>`SELECT COUNT(*) AS owned,
          COUNT(*) FILTER (WHERE s.customer_names <> lower(c.first_name) || E'\n' || lower(c.last_name)) AS wrong
        FROM submissions s JOIN customers c ON c.id = s.customer_id`.execute(db);
      expect(names.rows[0]?.owned).toBeGreaterThan(0);
      expect(names.rows[0]?.wrong).toBe(0);
      // Migration 9 put the staff accounts on the roster: admin@ and employee@, linked by their email.
      const linked = await db
        .selectFrom('employees')
        .innerJoin('users', 'users.id', 'employees.user_id')
        .select('users.email')
        .orderBy('users.email')
        .execute();
      expect(linked.map((row) => row.email)).toEqual(['admin@example.com', 'employee@example.com']);
    } finally {
      await db.destroy();
      dropTestDatabase(postgres, older.name, Promise.resolve());
    }
  });
});
