import type { Database } from 'better-sqlite3';

/**
 * Failed sign-ins are counted in a sliding 15-minute window, per account (the email) and per client
 * address. An account locks after 5 failures: enough for typos, too few for guessing. An address gets
 * 20 because an office shares one address between staff, yet a guesser rotating emails is still
 * stopped. A success clears the account's failures, not the address's.
 */
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait 15 minutes and try again.';

type Scope = 'account' | 'address';

export interface Subjects {
  account: string;
  address: string;
}

function since(now: Date) {
  return new Date(now.getTime() - SIGN_IN_WINDOW_MS).toISOString();
}

/** Seconds until the caller may try again, or 0 when neither limit is reached. */
export function retryAfterSeconds(db: Database, subjects: Subjects, now: Date): number {
  const limits: [Scope, number][] = [
    ['account', MAX_FAILURES_PER_ACCOUNT],
    ['address', MAX_FAILURES_PER_ADDRESS],
  ];
  let wait = 0;
  for (const [scope, max] of limits) {
    const times = db
      .prepare<[Scope, string, string], { failed_at: string }>(
        `SELECT failed_at FROM sign_in_failures WHERE scope = ? AND subject = ? AND failed_at > ?
         ORDER BY failed_at DESC`,
      )
      .all(scope, subjects[scope], since(now));
    // Locked while `max` failures sit inside the window; it opens when the max-th newest ages out.
    const deciding = times[max - 1];
    if (deciding) {
      const opensAt = new Date(deciding.failed_at).getTime() + SIGN_IN_WINDOW_MS;
      wait = Math.max(wait, Math.ceil((opensAt - now.getTime()) / 1000));
    }
  }
  return wait;
}

export function recordFailure(db: Database, subjects: Subjects, now: Date): void {
  const insert = db.prepare('INSERT INTO sign_in_failures (scope, subject, failed_at) VALUES (?, ?, ?)');
  db.transaction(() => {
    insert.run('account', subjects.account, now.toISOString());
    insert.run('address', subjects.address, now.toISOString());
    // Old rows can never count again.
    db.prepare('DELETE FROM sign_in_failures WHERE failed_at <= ?').run(since(now));
  })();
}

export function clearAccountFailures(db: Database, account: string): void {
  db.prepare("DELETE FROM sign_in_failures WHERE scope = 'account' AND subject = ?").run(account);
}
