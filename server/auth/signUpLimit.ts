import type { Database } from 'better-sqlite3';

/**
 * Sign-up is open to anyone, and each account adds a customer staff see, so one address may register
 * at most 5 times an hour (a family or an office can still sign up a few people). Every attempt that
 * passed validation counts, whether the email was new or not, so the limit reveals nothing either.
 */
export const SIGN_UP_WINDOW_MS = 60 * 60 * 1000;
export const MAX_SIGN_UPS_PER_ADDRESS = 5;

export const TOO_MANY_SIGN_UPS = 'Too many new accounts from this network. Please try again in an hour.';

/** Seconds until this address may register again, or 0. */
export function signUpWaitSeconds(db: Database, address: string, now: Date): number {
  const since = new Date(now.getTime() - SIGN_UP_WINDOW_MS).toISOString();
  const times = db
    .prepare<[string, string], { attempted_at: string }>(
      `SELECT attempted_at FROM sign_up_attempts WHERE address = ? AND attempted_at > ?
       ORDER BY attempted_at DESC`,
    )
    .all(address, since);
  const deciding = times[MAX_SIGN_UPS_PER_ADDRESS - 1];
  if (!deciding) return 0;
  const opensAt = new Date(deciding.attempted_at).getTime() + SIGN_UP_WINDOW_MS;
  return Math.max(1, Math.ceil((opensAt - now.getTime()) / 1000));
}

export function recordSignUp(db: Database, address: string, now: Date): void {
  db.transaction(() => {
    db.prepare('INSERT INTO sign_up_attempts (address, attempted_at) VALUES (?, ?)').run(
      address,
      now.toISOString(),
    );
    db.prepare('DELETE FROM sign_up_attempts WHERE attempted_at <= ?').run(
      new Date(now.getTime() - SIGN_UP_WINDOW_MS).toISOString(),
    );
  })();
}
