import Database from 'better-sqlite3';
import { cpSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DATABASE_FILE } from '../../server/db/open';
import { tempDataDir } from './harness';

/**
 * An installation's data folder written by the server before its migrations moved to Kysely (commit
 * 39e1ada; how the fixture was made is at the top of its app.sql). Today's server must open it as it
 * is, keep every row, serve it, and carry on numbering after it (decision 0273).
 */
export const BEFORE_KYSELY = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'fixtures',
  'before-kysely',
);

/** The raw cookies of the two sessions the old build signed in at SEED_NOW (they end 8 h later). */
export const OLD_SESSIONS = {
  admin: 'cgbo_session=S29P5mk35CRsc2wGXFh2R0hpg9RMbqxH6JSY-lixkVY',
  employee: 'cgbo_session=ABXy5IB60xvRRL4zMFfPdWjonFpm4WxOlRe5An4jn34',
} as const;
export const OLD_SESSION_ENDS = new Date('2026-01-15T20:00:00.000Z');
/** The one card image the old build stored (card 9, asset 17). */
export const OLD_UPLOAD_KEY = 'ab860459-b4e0-40c7-820d-f5438b0231ff.png';
export const oldUploadBytes = () =>
  new Uint8Array(readFileSync(path.join(BEFORE_KYSELY, 'uploads', OLD_UPLOAD_KEY)));

/** A fresh data folder holding exactly what the old build left: its database file and its uploads. */
export function oldDataFolder(): string {
  const dir = tempDataDir();
  const file = new Database(path.join(dir, DATABASE_FILE));
  file.exec(readFileSync(path.join(BEFORE_KYSELY, 'app.sql'), 'utf8'));
  file.close();
  cpSync(path.join(BEFORE_KYSELY, 'uploads'), path.join(dir, 'uploads'), { recursive: true });
  return dir;
}
