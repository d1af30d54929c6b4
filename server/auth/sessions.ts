import { createHash, randomBytes } from 'node:crypto';
import type { UserRow, UserStore } from '../store/users';

/** Sessions last 8 hours from sign-in or the last refresh (a working day). */
export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;

/**
 * However often it is refreshed, a session ends 12 hours after its sign-in (decision 0250): a long
 * working day, so a stolen cookie kept alive by refreshes still dies, and nobody is cut off mid-shift.
 */
export const SESSION_MAX_LIFETIME_MS = 12 * 60 * 60 * 1000;

/** Only the SHA-256 of a token is stored, so a copy of the database cannot be used to sign in. */
export const digest = (token: string) => createHash('sha256').update(token).digest('hex');

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

/**
 * The user of a live session, or null when the token is unknown or expired, or the account lost
 * every role (taking access away ends its sessions too; this is the second lock).
 */
export async function findSessionUser(users: UserStore, token: string, now: Date): Promise<UserRow | null> {
  const user = await users.liveSessionUser(digest(token), now.toISOString());
  return user && user.roles.length > 0 ? user : null;
}

/** Moves the expiry to 8 hours from now, but never past 12 hours after the sign-in. */
export async function extendSession(users: UserStore, token: string, now: Date): Promise<void> {
  const createdAt = await users.sessionCreatedAt(digest(token));
  if (createdAt === null) return;
  const latest = new Date(createdAt).getTime() + SESSION_MAX_LIFETIME_MS;
  const expiresAt = Math.min(now.getTime() + SESSION_TTL_MS, latest);
  await users.extendSession(digest(token), new Date(expiresAt).toISOString());
}

export function endSession(users: UserStore, token: string): Promise<void> {
  return users.endSession(digest(token));
}
