import Database from 'better-sqlite3';
import type { Database as Db } from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  type Engine,
  postgresQueryBuilder,
  queryBuilderOver,
  type Db as QueryBuilder,
} from '../store/database';
import { migrate } from './migrations';

export const DATABASE_FILE = 'app.sqlite';

/**
 * Opens (creating when needed) the SQLite file in the data folder and brings its schema up to date.
 * WAL lets the API read while a write is in flight; foreign keys are off by default in SQLite.
 */
export async function openDatabase(dataDir: string, now: () => Date = () => new Date()): Promise<Db> {
  const db = openSqliteFile(dataDir);
  try {
    await migrate(queryBuilderOver(db), now);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

function openSqliteFile(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, DATABASE_FILE));
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  return db;
}

/** The server's database, whichever engine it is on. */
export interface OpenedStore {
  engine: Engine;
  queryBuilder: QueryBuilder;
  /** The SQLite file, for the modules whose SQL has not yet moved into a store; null on PostgreSQL. */
  sqlite: Db | null;
  /** Where the data lives, for the start-up line (never the password). */
  where: string;
  /** Closes the file or ends the pool (after the queries in flight). */
  close(): Promise<void>;
}

/**
 * PostgreSQL when `databaseUrl` is given (DATABASE_URL), otherwise the SQLite file under `dataDir`;
 * migrated either way before the first request.
 */
export async function openStore(options: {
  dataDir: string;
  databaseUrl?: string | undefined;
  now?: () => Date;
  poolSize?: number;
}): Promise<OpenedStore> {
  const now = options.now ?? (() => new Date());
  if (!options.databaseUrl) {
    const file = await openDatabase(options.dataDir, now);
    return {
      engine: 'sqlite',
      queryBuilder: queryBuilderOver(file),
      sqlite: file,
      where: options.dataDir,
      async close() {
        if (file.open) file.close();
      },
    };
  }
  const queryBuilder = postgresQueryBuilder(options.databaseUrl, { max: options.poolSize });
  try {
    await migrate(queryBuilder, now);
  } catch (error) {
    await queryBuilder.destroy();
    throw error;
  }
  return {
    engine: 'postgres',
    queryBuilder,
    sqlite: null,
    where: redactedUrl(options.databaseUrl),
    close: () => queryBuilder.destroy(),
  };
}

/** The URL without its password, fit for a log line. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'PostgreSQL';
  }
}
