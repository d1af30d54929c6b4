import { sql } from 'kysely';
import { type Db, queryBuilderOver } from '../store/database';
import { POSTGRES_MAINTAINED_COLUMNS, SEARCH_VERSION_TABLE, SQLITE_SEARCH_TABLES } from './migrations';
import { openDatabase, openStore } from './open';

/** Any number, the same for every instance: held while one of them fills an empty PostgreSQL. */
const COPY_LOCK = 0x63676231;
/** PostgreSQL takes at most 65,535 bound values per statement. */
const VALUES_PER_INSERT = 30_000;
const ROWS_PER_READ = 5_000;

export type CopyOutcome = { copied: true; rows: Record<string, number> } | { copied: false };

/**
 * Copies every row of a SQLite database into a PostgreSQL one of the same schema version, in one
 * transaction: tables in the order SQLite created them (parents before the rows that point at them),
 * then each id sequence moved past the copied ids. Copies nothing when the target already has users
 * or was seeded — the copy fills a new database, it never merges into a live one.
 */
export async function copySqliteIntoPostgres(from: Db, to: Db): Promise<CopyOutcome> {
  const all = await sql<{ name: string }>`SELECT name FROM sqlite_master
    WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'schema_version' ORDER BY rowid`.execute(
    from,
  );
  // SQLite's search tables (and FTS5's own tables behind them) are indexes, and the search version is
  // kept by triggers: PostgreSQL has its own of both.
  const enginesOwn = (name: string) =>
    name === SEARCH_VERSION_TABLE ||
    SQLITE_SEARCH_TABLES.some((table) => name === table || name.startsWith(`${table}_`));
  const tables = { rows: all.rows.filter(({ name }) => !enginesOwn(name)) };
  const outcome = await to.transaction().execute(async (trx): Promise<CopyOutcome> => {
    await sql`SELECT pg_advisory_xact_lock(${COPY_LOCK})`.execute(trx);
    const filled = await sql<{
      n: number;
    }>`SELECT (SELECT COUNT(*) FROM users) + (SELECT COUNT(*) FROM seed_state) AS n`.execute(trx);
    if (Number(filled.rows[0]?.n ?? 0) > 0) return { copied: false };
    const counts: Record<string, number> = {};
    for (const { name } of tables.rows) {
      const columns = await targetColumns(trx, name);
      if (columns.length === 0) throw new Error(`PostgreSQL has no table ${name}: is its schema older?`);
      counts[name] = await copyTable(from, trx, name, columns);
      if (columns.includes('id')) {
        await sql`SELECT setval(pg_get_serial_sequence(${name}, 'id'), max(id)) FROM ${sql.table(name)}
          HAVING max(id) IS NOT NULL`.execute(trx);
      }
    }
    return { copied: true, rows: counts };
  });
  // After a bulk load PostgreSQL's advice: VACUUM sets every copied row's hint bits and the visibility
  // map once, instead of the first searches doing it row by row (the bench's first minutes ran at
  // half speed); ANALYZE gives the planner statistics, so it picks the search indexes from the start.
  // VACUUM cannot run inside the copy's transaction.
  if (outcome.copied) await sql`VACUUM (ANALYZE)`.execute(to);
  return outcome;
}

/** The columns a copy fills: not those PostgreSQL computes itself (generated, or kept by its triggers). */
async function targetColumns(db: Db, table: string): Promise<string[]> {
  const { rows } = await sql<{ column_name: string }>`SELECT column_name FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = ${table} AND is_generated = 'NEVER'
    ORDER BY ordinal_position`.execute(db);
  const maintained = POSTGRES_MAINTAINED_COLUMNS[table] ?? [];
  return rows.map((row) => row.column_name).filter((column) => !maintained.includes(column));
}

async function copyTable(from: Db, to: Db, table: string, columns: string[]): Promise<number> {
  const list = sql.join(columns.map((column) => sql.ref(column)));
  const perInsert = Math.max(1, Math.floor(VALUES_PER_INSERT / columns.length));
  let copied = 0;
  for (;;) {
    const { rows } = await sql<Record<string, unknown>>`SELECT ${list} FROM ${sql.table(table)}
      ORDER BY rowid LIMIT ${ROWS_PER_READ} OFFSET ${copied}`.execute(from);
    for (let start = 0; start < rows.length; start += perInsert) {
      const values = rows
        .slice(start, start + perInsert)
        .map((row) => sql`(${sql.join(columns.map((column) => row[column] ?? null))})`);
      await sql`INSERT INTO ${sql.table(table)} (${list}) VALUES ${sql.join(values)}`.execute(to);
    }
    copied += rows.length;
    if (rows.length < ROWS_PER_READ) return copied;
  }
}

/**
 * `npm run db:copy`: the SQLite file in `dataDir` (migrated first, so an older folder works) into
 * the PostgreSQL at `databaseUrl` (migrated too). Card images stay in the data folder's uploads.
 */
export async function copyDataFolder(dataDir: string, databaseUrl: string): Promise<CopyOutcome> {
  const file = await openDatabase(dataDir);
  try {
    const target = await openStore({ dataDir, databaseUrl, poolSize: 2 });
    try {
      return await copySqliteIntoPostgres(queryBuilderOver(file), target.queryBuilder);
    } finally {
      await target.close();
    }
  } finally {
    file.close();
  }
}
