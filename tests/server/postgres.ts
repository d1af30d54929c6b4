import { sql } from 'kysely';
import { type Db, postgresQueryBuilder } from '../../server/store/database';

/** What the PostgreSQL project's global setup hands every test file (vitest `provide`/`inject`). */
export interface ProvidedPostgres {
  /** The throwaway server's maintenance database. */
  url: string;
  /** A migrated, seeded database every test app copies (as the SQLite tests copy a seeded file). */
  template: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgres: ProvidedPostgres | undefined;
  }
}

/** The date the sample data is generated against in tests, so seeded values are stable. */
export const SEED_NOW = new Date('2026-01-15T12:00:00.000Z');

export const TEMPLATE_DATABASE = 'cgbo_template';

/** The same server URL pointing at another database. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

let maintenance: Db | undefined;
/** One small pool per test file for CREATE and DROP DATABASE. */
function maintenanceDb(provided: ProvidedPostgres): Db {
  maintenance ??= postgresQueryBuilder(provided.url, { max: 2 });
  return maintenance;
}

let made = 0;
/** A fresh database copied from the seeded template (or empty, `template0`); returns its URL. */
export async function createTestDatabase(
  provided: ProvidedPostgres,
  template = provided.template,
): Promise<{ url: string; name: string }> {
  made += 1;
  const name = `cgbo_${process.pid}_${made}_${Math.random().toString(36).slice(2, 8)}`;
  await sql`CREATE DATABASE ${sql.id(name)} TEMPLATE ${sql.id(template)}`.execute(maintenanceDb(provided));
  return { url: databaseUrl(provided.url, name), name };
}

const pendingDrops = new Set<Promise<unknown>>();

/** Drops a test's database once `after` (its pool ending) settles; the file's teardown waits for it. */
export function dropTestDatabase(provided: ProvidedPostgres, name: string, after: Promise<unknown>): void {
  const drop = after
    .catch(() => undefined)
    .then(() => sql`DROP DATABASE IF EXISTS ${sql.id(name)} WITH (FORCE)`.execute(maintenanceDb(provided)));
  pendingDrops.add(drop);
  void drop.finally(() => pendingDrops.delete(drop));
}

export async function closeMaintenance(): Promise<void> {
  await Promise.allSettled(pendingDrops);
  const db = maintenance;
  maintenance = undefined;
  await db?.destroy();
}
