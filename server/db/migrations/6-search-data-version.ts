import { sql } from 'kysely';
import type { Db } from '../../store/database';
import type { Migration } from './builders';

/** Each engine's own bookkeeping, kept by its triggers: a copy between engines leaves it behind. */
export const SEARCH_VERSION_TABLE = 'search_version';

/** The tables every search total is counted from (their search indexes follow them). */
export const SEARCHED_TABLES = ['submissions', 'customers'] as const;

/**
 * One number that changes, in the same transaction, with every write to a searched table, from any
 * code and any instance: the search totals cache (server/store/searchTotals.ts) keeps a total only
 * while it stays the same (decision 0274). Bookkeeping of each engine, so `db:copy` skips it.
 */
export const searchDataVersion: Migration = {
  version: 6,
  name: 'search data version',
  async up(db, engine) {
    await db.schema
      .createTable(SEARCH_VERSION_TABLE)
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('version', 'bigint', (c) => c.notNull())
      // PostgreSQL: the transaction that last moved the version, so one transaction moves it once.
      .addColumn('moved_by', 'bigint')
      .execute();
    await sql`INSERT INTO search_version (id, version) VALUES (1, 0)`.execute(db);
    if (engine === 'postgres') await postgresTriggers(db);
    else await sqliteTriggers(db);
  },
};

/** SQLite has one writer at a time: each changed row moves the version at once. */
async function sqliteTriggers(db: Db) {
  for (const table of SEARCHED_TABLES) {
    for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
      await sql
        .raw(
          `CREATE TRIGGER ${table}_move_search_version_${event.toLowerCase()} AFTER ${event} ON ${table}
          BEGIN UPDATE search_version SET version = version + 1 WHERE id = 1; END`,
        )
        .execute(db);
    }
  }
}

/**
 * PostgreSQL: a deferred constraint trigger moves the version at commit, once per transaction. At
 * commit the transaction holds every other lock it needs, so waiting for the version's row cannot
 * deadlock with another writer; and the new version becomes visible with the rows it counts.
 */
async function postgresTriggers(db: Db) {
  await sql`CREATE FUNCTION move_search_version() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE search_version SET version = version + 1, moved_by = txid_current()
        WHERE id = 1 AND moved_by IS DISTINCT FROM txid_current();
      RETURN NULL;
    END $$`.execute(db);
  for (const table of SEARCHED_TABLES) {
    await sql
      .raw(
        `CREATE CONSTRAINT TRIGGER ${table}_move_search_version AFTER INSERT OR UPDATE OR DELETE ON ${table}
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION move_search_version()`,
      )
      .execute(db);
  }
}
