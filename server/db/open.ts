import Database from 'better-sqlite3';
import type { Database as Db } from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
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
  migrate(db, now);
  return db;
}
