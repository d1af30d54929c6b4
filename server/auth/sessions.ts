import { createHash, randomBytes } from 'node:crypto';
import type { UserStore } from '../store/users';

/** Sessions last 8 hours from sign-in or the last refresh (a working day). */
export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;

/** Only the SHA-256 of a token is stored, so a copy of the database cannot be used to sign in. */
const digest = (token: string) => createHash('sha256').update(token).digest('hex');

const expiryFrom = (now: Date) => new Date(now.getTime() + SESSION_TTL_MS).toISOString();

export async function createSession(users: UserStore, userId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  // Expired rows are dead weight; sign-in is a cheap moment to drop them.
  await users.addSession(
    { tokenHash: digest(token), userId, createdAt: now.toISOString(), expiresAt: expiryFrom(now) },
    now.toISOString(),
  );
  return token;
}

/** The user id of a live session, or null when the token is unknown or expired. */
export function findSessionUser(users: UserStore, token: string, now: Date): Promise<number | null> {
  return users.liveSessionUser(digest(token), now.toISOString());
}

export function extendSession(users: UserStore, token: string, now: Date): Promise<void> {
  return users.extendSession(digest(token), expiryFrom(now));
}

export function endSession(users: UserStore, token: string): Promise<void> {
  return users.endSession(digest(token));
}
