// @vitest-environment node
// Runs in the PostgreSQL project (vite.config.ts): `npm run db:copy` needs a PostgreSQL to copy into.
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApp } from '../../server/app';
import { type OpenedStore, openStore } from '../../server/db/open';
import { OLD_SESSIONS, OLD_UPLOAD_KEY, oldDataFolder, oldUploadBytes } from './beforeKysely';
import { ACCOUNTS, SEED_NOW, type TestApp, call, createTestApp, record, signIn, wrapper } from './harness';
import { createTestDatabase, dropTestDatabase } from './postgres';

const run = promisify(execFile);
const dbCopy = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'scripts/db-copy.ts', ...args], { encoding: 'utf8' });

describe('npm run db:copy -- --to $DATABASE_URL', () => {
  const postgres = inject('postgres');
  let folder: TestApp;
  let target: { url: string; name: string };
  let store: OpenedStore;
  let customerId: unknown;
  beforeAll(async () => {
    if (!postgres) throw new Error('this test needs PostgreSQL');
    // A SQLite data folder in use: seeded, then a customer added through the API.
    folder = await createTestApp({ engine: 'sqlite' });
    const cookie = await signIn(folder.app, ACCOUNTS.admin);
    const created = await call(folder.app, 'PUT', '/api/employee/customer', {
      cookie,
      body: {
        firstName: 'Ada',
        lastName: 'Copied',
        email: 'ada.copied@example.com',
        phoneNumber: '555-010-4242',
      },
    });
    customerId = wrapper(created.body).data;
    await folder.close({ keep: true });
    target = await createTestDatabase(postgres, 'template0');
  });
  afterAll(async () => {
    await store.close();
    if (postgres) dropTestDatabase(postgres, target.name, Promise.resolve());
  });

  it('fills an empty PostgreSQL with every row, and the server then runs on it', async () => {
    const { stdout } = await dbCopy('--from', folder.dataDir, '--to', target.url);
    expect(stdout).toMatch(/^Copied \d+ rows from /);
    expect(stdout).not.toContain('postgres@'.concat('***'));

    store = await openStore({ dataDir: folder.dataDir, databaseUrl: target.url, poolSize: 2 });
    const app = createApp({ queryBuilder: store.queryBuilder, dataDir: folder.dataDir });
    // The seeded accounts' password hashes came across: signing in works.
    const cookie = await signIn(app, ACCOUNTS.admin);
    const read = await call(app, 'GET', `/api/employee/customer/${String(customerId)}`, { cookie });
    expect(record(read.body)).toMatchObject({ firstName: 'Ada', lastName: 'Copied' });
    const all = await call(app, 'POST', '/api/employee/customer/search', { cookie, body: { pageSize: 1 } });
    expect(wrapper(all.body).extra.totalRecords).toBe(41);
    // Ids continue after the copied ones (the sequences moved past them).
    const next = await call(app, 'PUT', '/api/employee/customer', {
      cookie,
      body: { firstName: 'Next', lastName: 'One', email: 'next@example.com', phoneNumber: '555-010-4343' },
    });
    expect(next.status).toBe(201);
    expect(wrapper(next.body).data).toBe(Number(customerId) + 1);
  });

  it('refuses to copy into a database that already holds data, and copies nothing', async () => {
    await expect(dbCopy('--from', folder.dataDir, '--to', target.url)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('already holds data') as unknown,
    });
  });
});

describe('npm run db:copy from a data folder written before the Kysely migrations', () => {
  const postgres = inject('postgres');
  let dataDir: string;
  let target: { url: string; name: string };
  let store: OpenedStore | undefined;
  beforeAll(async () => {
    if (!postgres) throw new Error('this test needs PostgreSQL');
    dataDir = oldDataFolder();
    target = await createTestDatabase(postgres, 'template0');
  });
  afterAll(async () => {
    await store?.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (postgres) dropTestDatabase(postgres, target.name, Promise.resolve());
  });

  it('upgrades the old file on the way and the server then serves its rows, images and sessions', async () => {
    const { stdout } = await dbCopy('--from', dataDir, '--to', target.url);
    expect(stdout).toMatch(/^Copied \d+ rows from /);

    store = await openStore({ dataDir, databaseUrl: target.url, poolSize: 2 });
    // The clock of the old build's sign-ins, so their sessions are still live (decision 0273).
    const app = createApp({ queryBuilder: store.queryBuilder, dataDir, now: () => SEED_NOW });
    const cookie = OLD_SESSIONS.employee;
    const get = async (url: string) => {
      const reply = await call(app, 'GET', url, { cookie });
      expect(reply.status, url).toBe(200);
      return reply.body;
    };
    expect(record(await get('/api/auth/user')).email).toBe(ACCOUNTS.employee);
    expect(record(await get('/api/employee/customer/5'))).toMatchObject({
      lastName: 'Zephyrine',
      version: 1,
    });
    expect(record(await get('/api/employee/submission/6/cards')).cards).toMatchObject([
      { id: 9, assets: [{ id: 17, objectKey: OLD_UPLOAD_KEY }] },
    ]);
    const image = await app.request(`/api/uploads/${OLD_UPLOAD_KEY}`, { headers: { cookie } });
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(oldUploadBytes());
    expect(record(await get('/api/employee/workflow/submission/6')).workflows).toMatchObject([
      { id: 1010, steps: [{ id: 5023 }] },
    ]);
    // The sequences moved past the old ids.
    const next = await call(app, 'PUT', '/api/employee/customer', {
      cookie,
      body: {
        firstName: 'Nova',
        lastName: 'Newbuild',
        email: 'nova@example.com',
        phoneNumber: '555-010-4444',
      },
    });
    expect(wrapper(next.body).data).toBe(6);
  });
});
