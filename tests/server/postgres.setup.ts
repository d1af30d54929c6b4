import { sql } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPostgres } from '../../scripts/postgres.mjs';
import { openStore } from '../../server/db/open';
import { seedIfEmpty } from '../../server/store/seed';
import { postgresQueryBuilder } from '../../server/store/database';
import { SEED_NOW, TEMPLATE_DATABASE, databaseUrl } from './postgres';

/**
 * The PostgreSQL project's global setup: one throwaway server per run, with a migrated and seeded
 * template database that every test app copies (CREATE DATABASE … TEMPLATE takes a fraction of a
 * second). The server is stopped and its folder removed when the run ends.
 */
export default async function setup(project: TestProject) {
  const server = await startPostgres();
  const scratch = mkdtempSync(path.join(tmpdir(), 'cgbo-pg-setup-'));
  try {
    const admin = postgresQueryBuilder(server.url, { max: 1 });
    await sql`CREATE DATABASE ${sql.id(TEMPLATE_DATABASE)}`.execute(admin);
    await admin.destroy();
    const store = await openStore({
      dataDir: scratch,
      databaseUrl: databaseUrl(server.url, TEMPLATE_DATABASE),
      now: () => SEED_NOW,
    });
    await seedIfEmpty(store.queryBuilder, { now: SEED_NOW });
    await store.close();
  } catch (error) {
    server.stop();
    throw error;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  project.provide('postgres', { url: server.url, template: TEMPLATE_DATABASE });
  return () => server.stop();
}
