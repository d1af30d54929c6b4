import { createHash, randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';

/** Sessions last 8 hours from sign-in or the last refresh (a working day). */
export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;

/** Only the SHA-256 of a token is stored, so a copy of the database cannot be used to sign in. */
const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export function createSession(db: Database, userId: number, now: Date): string {
  const token = randomBytes(32).toString('base64url');
  db.prepare('INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
    digest(token),
    userId,
    now.toISOString(),
    new Date(now.getTime() + SESSION_TTL_MS).toISOString(),
  );
  // Expired rows are dead weight; sign-in is a cheap moment to drop them.
  db.prepare('DELETE FROM sessions WHERE expires_at <= ?').run(now.toISOString());
  return token;
}

/** The user id of a live session, or null when the token is unknown or expired. */
export function findSessionUser(db: Database, token: string, now: Date): number | null {
  const row = db
    .prepare<[string, string], { user_id: number }>(
      'SELECT user_id FROM sessions WHERE token_hash = ? AND expires_at > ?',
    )
    .get(digest(token), now.toISOString());
  return row?.user_id ?? null;
}

export function extendSession(db: Database, token: string, now: Date): void {
  db.prepare('UPDATE sessions SET expires_at = ? WHERE token_hash = ?').run(
    new Date(now.getTime() + SESSION_TTL_MS).toISOString(),
    digest(token),
  );
}

export function endSession(db: Database, token: string): void {
  db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(digest(token));
}
