import type { Database as SqliteFile } from 'better-sqlite3';
import {
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  type PostgresPool,
  type PostgresPoolClient,
  type SqliteDatabase,
  sql,
} from 'kysely';
import pg from 'pg';
import type { Schema } from './schema';

/** The typed query builder every store writes through (decision 0191). */
export type Db = Kysely<Schema>;

/** The two engines one set of queries runs on (decision 0190). */
export type Engine = 'sqlite' | 'postgres';

export function engineOf(db: Db): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/**
 * A query builder over the already-open SQLite file, so stores moved to Kysely and the modules not yet
 * moved share one connection (and so one transaction at a time) while the move is under way.
 */
export function queryBuilderOver(file: SqliteFile): Db {
  return new Kysely<Schema>({ dialect: new SqliteDialect({ database: reusingStatements(file) }) });
}

/** Statements kept ready; the stores' queries are a few dozen texts (IN lists vary the rest). */
const KEPT_STATEMENTS = 200;

/**
 * The file as Kysely's SQLite dialect uses it, but preparing each SQL text once: the dialect prepares
 * every statement it runs afresh, about 7% of a search's server time (decision 0274).
 * Queries on one connection run one at a time, so one statement object per text is safe to reuse.
 */
function reusingStatements(file: SqliteFile): SqliteDatabase {
  const kept = new Map<string, ReturnType<SqliteFile['prepare']>>();
  return {
    close: () => file.close(),
    prepare(text) {
      let statement = kept.get(text);
      if (statement) kept.delete(text);
      else statement = file.prepare(text);
      // Map order is insertion order: the least recently used text is the first key.
      kept.set(text, statement);
      if (kept.size > KEPT_STATEMENTS) kept.delete(kept.keys().next().value ?? text);
      return statement;
    },
  };
}

// PostgreSQL's COUNT and SUM answer bigint, which `pg` hands over as text; the counts here are far
// below 2^53, so they come back as numbers as they do on SQLite.
const BIGINT_OID = 20;
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === BIGINT_OID && format !== 'binary'
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
};

/**
 * A query builder over a pool of connections to PostgreSQL (`DATABASE_URL`). `max` bounds this
 * instance's share of the server's connections.
 */
export function postgresQueryBuilder(connectionString: string, options: { max?: number } = {}): Db {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10, types });
  // An idle connection dropped by the server (a restart, a failover) must not crash the process; the
  // next query opens a fresh one.
  pool.on('error', (error) => console.error('[server] idle PostgreSQL connection lost:', error.message));
  return new Kysely<Schema>({ dialect: new PostgresDialect({ pool: preparingStatements(pool) }) });
}

/** Statements each connection keeps prepared, as SQLite keeps KEPT_STATEMENTS. */
const PREPARED_PER_CONNECTION = 200;
/** Only single statements that take parameters: a migration's script or a BEGIN stays a plain query. */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * The pool as Kysely's PostgreSQL dialect uses it, but running each query text as a named prepared
 * statement on its connection: PostgreSQL then parses a text once per connection and, after a few
 * runs, plans it once, where a one-off query paid both on every call — planning took longer than
 * running most of the stores' queries (decision 0573). `pg` prepares a name on a connection the first
 * time it is used there; past the limit a connection runs new texts unprepared, so a connection's
 * prepared statements stay bounded whatever IN lists vary.
 */
function preparingStatements(pool: pg.Pool): PostgresPool {
  const namesByConnection = new WeakMap<pg.PoolClient, Map<string, string>>();
  const nameOf = (client: pg.PoolClient, text: string) => {
    let names = namesByConnection.get(client);
    if (!names) namesByConnection.set(client, (names = new Map()));
    let name = names.get(text);
    if (!name && names.size < PREPARED_PER_CONNECTION && PREPARABLE.test(text)) {
      name = `kept_${names.size + 1}`;
      names.set(text, name);
    }
    return name;
  };
  return {
    end: () => pool.end(),
    async connect() {
      const client = await pool.connect();
      // Kysely passes a text and its values: no cursor is configured, so its other overload is never
      // called, and pg's result is the shape Kysely reads.
      const query = (text: string, parameters: readonly unknown[]) => {
        const values = [...parameters];
        const name = values.length > 0 ? nameOf(client, text) : undefined;
        return name ? client.query({ name, text, values }) : client.query(text, values);
      };
      return {
        query: query as unknown as PostgresPoolClient['query'],
        release: (destroy) => client.release(destroy),
      };
    },
  };
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
