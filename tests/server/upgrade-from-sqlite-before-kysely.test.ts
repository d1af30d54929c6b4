// @vitest-environment node
import Database from 'better-sqlite3';
import type { Database as SqliteFile } from 'better-sqlite3';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS, migrate } from '../../server/db/migrations';
import { DATABASE_FILE, openDatabase } from '../../server/db/open';
import { queryBuilderOver } from '../../server/store/database';
import {
  ACCOUNTS,
  SEED_NOW,
  type TestApp,
  call,
  createTestApp,
  isRecord,
  record,
  records,
  signIn,
  tempDataDir,
  wrapper,
} from './harness';
import { png } from './images';
import {
  OLD_SESSIONS,
  OLD_SESSION_ENDS,
  OLD_UPLOAD_KEY,
  oldDataFolder,
  oldUploadBytes,
} from './beforeKysely';

/** The old build's tables (schema_version apart, checked on its own); today's migrations add to them. */
const OLD_TABLES = [
  'users',
  'sessions',
  'sign_in_failures',
  'known_sign_ins',
  'sign_up_attempts',
  'customers',
  'submissions',
  'workflow_types',
  'step_types',
  'step_type_next',
  'workflows',
  'steps',
  'cards',
  'card_assets',
  'card_grades',
  'card_grade_errors',
  'card_qualifiers',
  'prescreen_recommendations',
  'employees',
  'seed_state',
] as const;

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

function columnsOf(db: SqliteFile, table: string): string[] {
  return db
    .prepare<[string], { name: string }>(`SELECT name FROM pragma_table_info(?)`)
    .all(table)
    .map((column) => column.name);
}

/** Every row of every old table, old columns only, in a stable order. */
function oldRows(db: SqliteFile, columnsByTable: Map<string, string[]>) {
  return Object.fromEntries(
    [...columnsByTable].map(([table, columns]) => [
      table,
      db
        .prepare(
          `SELECT ${columns.map(quoted).join(', ')} FROM ${quoted(table)} ORDER BY ${columns.map(quoted).join(', ')}`,
        )
        .raw()
        .all(),
    ]),
  );
}

/** Tables, columns, indexes and foreign keys as SQLite reports them (collation names ignore case). */
function schemaOf(db: SqliteFile) {
  const tables = db
    .prepare<[], { name: string }>(
      `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`,
    )
    .all()
    .map((table) => table.name);
  const pragma = (name: string, argument: string) =>
    db.prepare(`SELECT * FROM pragma_${name}(?)`).all(argument);
  return Object.fromEntries(
    tables.map((table) => [
      table,
      {
        columns: pragma('table_xinfo', table),
        foreignKeys: pragma('foreign_key_list', table),
        indexes: db
          .prepare<[string], { name: string; unique: number; origin: string; partial: number }>(
            `SELECT name, "unique", origin, partial FROM pragma_index_list(?) ORDER BY name`,
          )
          .all(table)
          .map((index) => ({
            ...index,
            columns: pragma('index_xinfo', index.name).map((column) =>
              isRecord(column) && typeof column.coll === 'string'
                ? { ...column, coll: column.coll.toLowerCase() }
                : column,
            ),
          })),
      },
    ]),
  );
}

describe('opening a data folder from before the Kysely migrations', () => {
  const UPGRADED_AT = new Date('2026-02-02T09:00:00.000Z');
  /** Today's migrations newer than what the old folder records: the ones its first start applies. */
  const appliedNow = (recorded: number) => MIGRATIONS.filter((migration) => migration.version > recorded);

  /** Migration 9 adds a roster record for each staff account no record named (issue 38): the rows after the old ones. */
  const withoutNewStaffRecords = (rows: Record<string, unknown[]>, before: Record<string, unknown[]>) => ({
    ...rows,
    employees: rows.employees?.slice(0, before.employees?.length),
  });

  it('keeps every row, adds only the newer migrations, and a second start changes nothing', async () => {
    const dir = oldDataFolder();
    folders.push(dir);
    const before = new Database(path.join(dir, DATABASE_FILE), { readonly: true });
    const columnsByTable = new Map(OLD_TABLES.map((table) => [table, columnsOf(before, table)]));
    const rowsBefore = oldRows(before, columnsByTable);
    before.close();
    // Every table of the old build holds rows, so "kept" below is never about an empty table.
    for (const table of OLD_TABLES) expect(rowsBefore[table], table).not.toHaveLength(0);

    const db = await openDatabase(dir, () => UPGRADED_AT);
    expect(withoutNewStaffRecords(oldRows(db, columnsByTable), rowsBefore)).toEqual(rowsBefore);
    expect(
      db.prepare('SELECT version, name, applied_at FROM schema_version ORDER BY version').raw().all(),
    ).toEqual([
      [1, 'initial schema', SEED_NOW.toISOString()],
      [2, 'usual sign-in addresses and sign-up attempts', SEED_NOW.toISOString()],
      ...appliedNow(2).map(({ version, name }) => [version, name, UPGRADED_AT.toISOString()]),
    ]);
    // Rows from before record versions start at version 1, as new ones do.
    expect(db.prepare('SELECT DISTINCT version FROM customers').pluck().all()).toEqual([1]);
    expect(await migrate(queryBuilderOver(db), () => new Date())).toEqual([]);
    db.close();

    const again = await openDatabase(dir, () => new Date('2026-03-01T00:00:00.000Z'));
    expect(again.prepare('SELECT count(*) FROM schema_version').pluck().get()).toBe(MIGRATIONS.length);
    expect(withoutNewStaffRecords(oldRows(again, columnsByTable), rowsBefore)).toEqual(rowsBefore);
    again.close();
  });

  it('upgrades a folder from the first server build too (schema version 1 only)', async () => {
    // Migration 1 was the same text from the first build (6d45a7c) until Kysely; only 2 came later.
    const dir = oldDataFolder();
    const freshDir = tempDataDir();
    folders.push(dir, freshDir);
    const first = new Database(path.join(dir, DATABASE_FILE));
    first.exec(
      `DROP TABLE known_sign_ins; DROP TABLE sign_up_attempts; DELETE FROM schema_version WHERE version = 2`,
    );
    const customersBefore = first.prepare('SELECT * FROM customers ORDER BY id').all();
    first.close();

    const db = await openDatabase(dir, () => UPGRADED_AT);
    expect(db.prepare('SELECT version, applied_at FROM schema_version ORDER BY version').raw().all()).toEqual(
      [
        [1, SEED_NOW.toISOString()],
        ...appliedNow(1).map(({ version }) => [version, UPGRADED_AT.toISOString()]),
      ],
    );
    expect(db.prepare('SELECT * FROM customers ORDER BY id').all()).toEqual(
      customersBefore.map((row) => expect.objectContaining({ ...Object(row), version: 1 })),
    );
    const fresh = await openDatabase(freshDir);
    expect(schemaOf(db)).toEqual(schemaOf(fresh));
    db.close();
    fresh.close();
  });

  it('ends with the same tables, columns, indexes and keys as a data folder created today', async () => {
    const upgradedDir = oldDataFolder();
    const freshDir = tempDataDir();
    folders.push(upgradedDir, freshDir);
    const upgraded = await openDatabase(upgradedDir);
    const fresh = await openDatabase(freshDir);
    expect(schemaOf(upgraded)).toEqual(schemaOf(fresh));
    upgraded.close();
    fresh.close();
  });
});

describe('serving a data folder from before the Kysely migrations', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The clock starts at SEED_NOW, when the old build signed its two sessions in.
    t = await createTestApp({ dataDir: oldDataFolder(), engine: 'sqlite' });
  });
  afterAll(() => t.close());

  const get = async (url: string, cookie: string = OLD_SESSIONS.employee) => {
    const reply = await call(t.app, 'GET', url, { cookie });
    expect(reply.status, url).toBe(200);
    return reply.body;
  };

  it('keeps the sessions the old build signed in, until they would have ended', async () => {
    const admin = record(await get('/api/auth/user', OLD_SESSIONS.admin));
    expect(admin).toMatchObject({ email: ACCOUNTS.admin, roles: ['ADMIN', 'EMPLOYEE'] });
    expect(record(await get('/api/auth/user')).email).toBe(ACCOUNTS.employee);
  });

  it('signs in the old accounts with their passwords, the signed-up customer too', async () => {
    await expect(signIn(t.app, ACCOUNTS.customer)).resolves.toMatch(/^cgbo_session=/);
    await expect(signIn(t.app, 'Robin.Ashby@example.com', 'a long enough secret')).resolves.toMatch(
      /^cgbo_session=/,
    );
  });

  it('serves the old customers, submissions, cards, workflows, catalogues and employees', async () => {
    const customers = await call(t.app, 'POST', '/api/employee/customer/search', {
      cookie: OLD_SESSIONS.employee,
      body: { pageSize: 100 },
    });
    expect(wrapper(customers.body).extra.totalRecords).toBe(5);
    expect(records(customers.body).map((row) => row.lastName)).toContain('Ashby');
    expect(record(await get('/api/employee/customer/5'))).toMatchObject({
      id: 5,
      firstName: 'Quinn',
      lastName: 'Zephyrine',
      email: 'quinn.zephyrine@example.com',
      city: 'Austin',
      version: 1,
    });

    const submissions = await call(t.app, 'POST', '/api/employee/submission/search', {
      cookie: OLD_SESSIONS.employee,
      body: {},
    });
    expect(wrapper(submissions.body).extra.totalRecords).toBe(6);
    expect(record(await get('/api/employee/submission/6'))).toMatchObject({
      id: 6,
      customerId: 5,
      notes: 'Old build, holo on top.',
      psaValueBulk: 2,
      cgcBulkCount: 1,
      consignAfterGrading: true,
    });

    const cards = record(await get('/api/employee/submission/6/cards')).cards;
    expect(cards).toMatchObject([
      { id: 9, assets: [{ id: 17, objectKey: OLD_UPLOAD_KEY, contentType: 'image/png' }] },
    ]);
    const image = await t.app.request(`/api/uploads/${OLD_UPLOAD_KEY}`, {
      headers: { cookie: OLD_SESSIONS.employee },
    });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(oldUploadBytes());

    const runs = record(await get('/api/employee/workflow/submission/6'));
    expect(runs.workflows).toMatchObject([{ id: 1010, steps: [{ id: 5023 }] }]);
    const types = records(await get('/api/employee/workflow/workflowtype'));
    expect(types.map((type) => type.id)).toEqual([104, 102, 103, 101]);
    expect(types.find((type) => type.id === 101)?.stepTypes).toContainEqual(
      expect.objectContaining({ id: 501, name: 'Intake', isInitialStep: true, nextStepTypeIds: [502, 503] }),
    );

    const grades = records(await get('/api/settings/card-grades', OLD_SESSIONS.admin));
    expect(grades).toContainEqual(expect.objectContaining({ id: 7, code: 'GEM-OLD', version: 1 }));
    expect(record(await get('/api/employee/employees/9', OLD_SESSIONS.admin))).toMatchObject({
      firstName: 'Olive',
      lastName: 'Oldbuild',
      role: 'Grader',
    });
    expect(record(await get('/api/employee/employees/8', OLD_SESSIONS.admin))).toMatchObject({
      status: 'On Leave',
      skills: ['Insurance'],
      notes: 'Back next quarter.',
    });
  });

  it('numbers new records after the old ones and saves an old record with its version', async () => {
    const admin = OLD_SESSIONS.admin;
    const put = async (url: string, body: unknown) => {
      const reply = await call(t.app, 'PUT', url, { cookie: admin, body });
      expect(reply.status, url).toBe(201);
      return wrapper(reply.body).data;
    };
    const customerId = await put('/api/employee/customer', {
      firstName: 'Nova',
      lastName: 'Newbuild',
      email: 'nova.newbuild@example.com',
      phoneNumber: '(512) 555-0123',
    });
    expect(customerId).toBe(6);
    const submissionId = await put('/api/employee/submission', {
      customerId: '6',
      psaValueBulk: 1,
      prescreening: 2,
      consignAfterGrading: false,
      notes: '',
    });
    expect(submissionId).toBe(7);

    const form = new FormData();
    form.append('cards[0].frontFilename', 'front.png');
    form.append('cards[0].backFilename', 'back.png');
    form.append('files', new File([new Uint8Array(png(1200, 840))], 'card-0.png', { type: 'image/png' }));
    const uploaded = await t.app.request(`/api/employee/submission/7/cards/upload-batch`, {
      method: 'POST',
      headers: { cookie: admin },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    expect(record(await uploaded.json())).toMatchObject({ cardIds: [10], cards: [{ assets: [{ id: 18 }] }] });

    const workflow = await call(t.app, 'PUT', '/api/employee/workflow/workflow', {
      cookie: admin,
      body: { submissionId: 7, workflowTypeId: 101 },
    });
    expect(record(workflow.body).id).toBe(1011);
    const step = await call(t.app, 'PUT', '/api/employee/workflow/step', {
      cookie: admin,
      body: { workflowId: 1011, stepTypeId: 501 },
    });
    expect(record(step.body).id).toBe(5024);

    expect(
      await put('/api/settings/card-grades', {
        gradingCompany: 1,
        score: '10',
        code: 'GEM-NEW',
        name: 'Gem from today',
        sortOrder: 100,
        isActive: true,
      }),
    ).toBe(8);
    expect(
      await put('/api/employee/employees', {
        firstName: 'Noel',
        lastName: 'Newbuild',
        email: 'noel.newbuild@example.com',
        phone: '(512) 555-0112',
        role: 'Grader',
        status: 'Active',
      }),
      // After the old nine and the two roster records migration 9 adds for the staff accounts (issue 38).
    ).toBe(12);

    const saved = await call(t.app, 'POST', '/api/employee/customer/5', {
      cookie: admin,
      body: {
        firstName: 'Quinn',
        lastName: 'Zephyrine-Upgraded',
        email: 'quinn.zephyrine@example.com',
        phoneNumber: '(512) 555-0199',
      },
      headers: { 'If-Match': '"1"' },
    });
    expect(saved.status).toBe(200);
    expect(record(await get('/api/employee/customer/5'))).toMatchObject({
      lastName: 'Zephyrine-Upgraded',
      version: 2,
    });
  });

  it('refuses an old session when the old build would have, and caps its refreshes at 12 hours', async () => {
    const hours = (n: number) => n * 60 * 60 * 1000;
    const at = (ms: number) => t.clock.advance(SEED_NOW.getTime() + ms - t.clock.now().getTime());
    const user = (cookie: string) => call(t.app, 'GET', '/api/auth/user', { cookie });
    at(hours(7));
    expect((await call(t.app, 'POST', '/api/auth/refresh', { cookie: OLD_SESSIONS.employee })).status).toBe(
      200,
    );
    at(OLD_SESSION_ENDS.getTime() - SEED_NOW.getTime() + 1000);
    expect((await user(OLD_SESSIONS.admin)).status).toBe(401);
    expect((await user(OLD_SESSIONS.employee)).status).toBe(200);
    // Decision 0250 holds for sessions signed in before the upgrade: 12 hours after their sign-in.
    at(hours(12) + 1000);
    const refused = await user(OLD_SESSIONS.employee);
    expect(refused.status).toBe(401);
    expect(wrapper(refused.body).messages).toEqual(['Session expired']);
  });
});
