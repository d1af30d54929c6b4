import type { Database as SqliteFile } from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import type { Schema } from './schema';

/** The typed query builder every store writes through (decision 0191). */
export type Db = Kysely<Schema>;

/**
 * A query builder over the already-open SQLite file, so stores moved to Kysely and the modules not yet
 * moved share one connection (and so one transaction at a time) while the move is under way.
 */
export function queryBuilderOver(file: SqliteFile): Db {
  return new Kysely<Schema>({ dialect: new SqliteDialect({ database: file }) });
}

/** True when the database answers a trivial query: what GET /api/health reports. */
export async function databaseAnswers(db: Db): Promise<boolean> {
  try {
    await sql`SELECT 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
