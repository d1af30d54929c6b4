// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { MIGRATIONS, currentSchemaVersion } from '../../server/db/migrations';
import { openDatabase } from '../../server/db/open';
import { seedIfEmpty } from '../../server/db/seed';
import { SEED_NOW, type TestApp, createTestApp } from './harness';

let t: TestApp | undefined;
afterEach(() => t?.close());

const count = (app: TestApp, table: string) =>
  app.db.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM ${table}`).get()?.n ?? 0;

describe('first start', () => {
  it('migrates to the newest schema in WAL mode and seeds the sample data once', async () => {
    t = await createTestApp();
    expect(currentSchemaVersion(t.db)).toBe(MIGRATIONS.at(-1)?.version);
    expect(t.db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(count(t, 'users')).toBe(3);
    expect(count(t, 'customers')).toBe(40);
    expect(count(t, 'submissions')).toBe(120);
    expect(count(t, 'workflow_types')).toBe(4);
    expect(count(t, 'employees')).toBe(8);
    expect(count(t, 'cards')).toBeGreaterThan(0);

    expect(await seedIfEmpty(t.db, { now: SEED_NOW })).toBe(false);
    expect(count(t, 'submissions')).toBe(120);
  });

  it('reopening a data folder applies no migration twice and keeps the data', async () => {
    t = await createTestApp();
    t.db.prepare('DELETE FROM employees WHERE id = 1').run();
    t.close({ keep: true });
    const reopened = openDatabase(t.dataDir);
    try {
      expect(await seedIfEmpty(reopened, { now: SEED_NOW })).toBe(false);
      expect(reopened.prepare('SELECT COUNT(*) AS n FROM schema_version').get()).toEqual({
        n: MIGRATIONS.length,
      });
      expect(reopened.prepare('SELECT COUNT(*) AS n FROM employees').get()).toEqual({ n: 7 });
    } finally {
      reopened.close();
    }
    t = await createTestApp({ dataDir: t.dataDir });
  });
});
