// @vitest-environment node
import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { MIGRATIONS, currentSchemaVersion } from '../../server/db/migrations';
import { openDatabase } from '../../server/db/open';
import { queryBuilderOver } from '../../server/store/database';
import { seedIfEmpty } from '../../server/store/seed';
import { SEED_NOW, type TestApp, createTestApp, tempDataDir } from './harness';

let t: TestApp | undefined;
afterEach(() => t?.close());

describe('first start', () => {
  it('migrates an empty folder to the newest schema in WAL mode and seeds the sample data once', async () => {
    const dataDir = tempDataDir();
    const db = await openDatabase(dataDir, () => SEED_NOW);
    try {
      const rows = (table: string) =>
        db.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM ${table}`).get()?.n;
      expect(await currentSchemaVersion(queryBuilderOver(db))).toBe(MIGRATIONS.at(-1)?.version);
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(rows('submissions')).toBe(0);

      expect(await seedIfEmpty(queryBuilderOver(db), { now: SEED_NOW })).toBe(true);
      expect(rows('users')).toBe(3);
      expect(rows('customers')).toBe(40);
      expect(rows('submissions')).toBe(120);
      expect(rows('workflow_types')).toBe(4);
      expect(rows('employees')).toBe(10); // eight, and the two seeded staff accounts (issue 38)
      expect(rows('cards')).toBeGreaterThan(0);

      expect(await seedIfEmpty(queryBuilderOver(db), { now: SEED_NOW })).toBe(false);
      expect(rows('submissions')).toBe(120);
    } finally {
      db.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('seeds once when two servers start on one empty database at the same moment', async () => {
    const dataDir = tempDataDir();
    const first = await openDatabase(dataDir, () => SEED_NOW);
    const second = await openDatabase(dataDir, () => SEED_NOW);
    try {
      const results = await Promise.all(
        [first, second].map((file) => seedIfEmpty(queryBuilderOver(file), { now: SEED_NOW })),
      );
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(first.prepare('SELECT COUNT(*) AS n FROM submissions').get()).toEqual({ n: 120 });
    } finally {
      first.close();
      second.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('reopening a data folder applies no migration twice and keeps the data', async () => {
    t = await createTestApp();
    t.db.prepare('DELETE FROM employees WHERE id = 1').run();
    t.close({ keep: true });
    const reopened = await openDatabase(t.dataDir);
    try {
      expect(await seedIfEmpty(queryBuilderOver(reopened), { now: SEED_NOW })).toBe(false);
      expect(reopened.prepare('SELECT COUNT(*) AS n FROM schema_version').get()).toEqual({
        n: MIGRATIONS.length,
      });
      expect(reopened.prepare('SELECT COUNT(*) AS n FROM employees').get()).toEqual({ n: 9 });
    } finally {
      reopened.close();
    }
    t = await createTestApp({ dataDir: t.dataDir });
  });
});
