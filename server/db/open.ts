import Database from 'better-sqlite3';
import type { Database as Db } from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { matchesName, NAME_MATCH_SQL_FUNCTION } from '../../src/domain/nameMatch';
import { migrate } from './migrations';

export const DATABASE_FILE = 'app.sqlite';

/**
 * Opens (creating when needed) the SQLite file in the data folder and brings its schema up to date.
 * WAL lets the API read while a write is in flight; foreign keys are off by default in SQLite.
 */
export function openDatabase(dataDir: string, now: () => Date = () => new Date()): Db {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, DATABASE_FILE));
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  registerFunctions(db);
  migrate(db, now);
  return db;
}

/**
 * The domain's rules SQL calls by name, so the server matches exactly as the demo backend does:
 * `name_matches(first_name, last_name, text)` is `matchesName` (each typed word in a name part).
 */
export function registerFunctions(db: Db): void {
  db.function(
    NAME_MATCH_SQL_FUNCTION,
    { deterministic: true },
    (first: unknown, last: unknown, text: unknown) =>
      matchesName([asText(first), asText(last)], asText(text)) ? 1 : 0,
  );
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : '');
