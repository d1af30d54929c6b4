import type { Database } from 'better-sqlite3';

/**
 * Failed sign-ins slow down the one who fails, not the account's owner (issue 11: a hard lock on the
 * account let anyone lock the admin out; a hard lock on an address locked a whole office out).
 *
 * - Per (account, address) pair: 5 failures are free (typos); then each further try waits 30 s,
 *   doubling per failure up to 15 minutes. Only the pair that failed waits.
 * - Per account from anywhere (guessing spread over many addresses) and per address across accounts
 *   (one password sprayed over many accounts): 20 failures free, then the same growing delay, but
 *   never for an account at an address where it signed in successfully before, so the rightful user
 *   from their usual place still gets in while an attacker is slowed.
 * Failures count for an hour; a success clears that pair's failures and remembers the address.
 */
export const FAILURE_WINDOW_MS = 60 * 60 * 1000;
export const FREE_FAILURES_PER_PAIR = 5;
export const FREE_FAILURES_WIDE = 20;
export const FIRST_DELAY_MS = 30 * 1000;
export const MAX_DELAY_MS = 15 * 60 * 1000;
/** An address stays "usual" for an account this long after its last successful sign-in. */
export const KNOWN_ADDRESS_MS = 90 * 24 * 60 * 60 * 1000;

type Scope = 'pair' | 'account' | 'address';

export interface Subjects {
  account: string;
  address: string;
}

const subjectOf = (scope: Scope, { account, address }: Subjects) =>
  scope === 'pair' ? `${account}\n${address}` : scope === 'account' ? account : address;

/** The wait after `failures` failures when `free` are allowed: 0, then 30 s, 1 min, 2 min … 15 min. */
export function delayAfter(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** Math.min(failures - free, 20), MAX_DELAY_MS);
}

/** 'Too many sign-in attempts. Please wait 30 seconds and try again.' (the wait in words). */
export function tooManyAttempts(seconds: number): string {
  const wait =
    seconds < 60
      ? `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`
      : `${Math.ceil(seconds / 60)} ${Math.ceil(seconds / 60) === 1 ? 'minute' : 'minutes'}`;
  return `Too many sign-in attempts. Please wait ${wait} and try again.`;
}

function isKnown(db: Database, subjects: Subjects, now: Date): boolean {
  const since = new Date(now.getTime() - KNOWN_ADDRESS_MS).toISOString();
  return Boolean(
    db
      .prepare('SELECT 1 FROM known_sign_ins WHERE account = ? AND address = ? AND last_at > ?')
      .get(subjects.account, subjects.address, since),
  );
}

function waitFor(db: Database, scope: Scope, subjects: Subjects, now: Date, free: number): number {
  const row = db
    .prepare<[Scope, string, string], { failures: number; last: string | null }>(
      `SELECT COUNT(*) AS failures, MAX(failed_at) AS last FROM sign_in_failures
       WHERE scope = ? AND subject = ? AND failed_at > ?`,
    )
    .get(scope, subjectOf(scope, subjects), new Date(now.getTime() - FAILURE_WINDOW_MS).toISOString());
  const delay = row ? delayAfter(row.failures, free) : 0;
  if (!row?.last || delay === 0) return 0;
  const opensAt = new Date(row.last).getTime() + delay;
  return Math.max(0, Math.ceil((opensAt - now.getTime()) / 1000));
}

/** Seconds until this caller may try this account again, or 0. */
export function retryAfterSeconds(db: Database, subjects: Subjects, now: Date): number {
  let wait = waitFor(db, 'pair', subjects, now, FREE_FAILURES_PER_PAIR);
  if (!isKnown(db, subjects, now)) {
    wait = Math.max(
      wait,
      waitFor(db, 'account', subjects, now, FREE_FAILURES_WIDE),
      waitFor(db, 'address', subjects, now, FREE_FAILURES_WIDE),
    );
  }
  return wait;
}

export function recordFailure(db: Database, subjects: Subjects, now: Date): void {
  const insert = db.prepare('INSERT INTO sign_in_failures (scope, subject, failed_at) VALUES (?, ?, ?)');
  const at = now.toISOString();
  db.transaction(() => {
    for (const scope of ['pair', 'account', 'address'] as const)
      insert.run(scope, subjectOf(scope, subjects), at);
    // Old rows can never count again.
    db.prepare('DELETE FROM sign_in_failures WHERE failed_at <= ?').run(
      new Date(now.getTime() - FAILURE_WINDOW_MS).toISOString(),
    );
  })();
}

/** A success forgives this pair's failures and makes the address a usual one for the account. */
export function recordSuccess(db: Database, subjects: Subjects, now: Date): void {
  db.transaction(() => {
    db.prepare("DELETE FROM sign_in_failures WHERE scope = 'pair' AND subject = ?").run(
      subjectOf('pair', subjects),
    );
    db.prepare(
      `INSERT INTO known_sign_ins (account, address, last_at) VALUES (?, ?, ?)
       ON CONFLICT (account, address) DO UPDATE SET last_at = excluded.last_at`,
    ).run(subjects.account, subjects.address, now.toISOString());
    db.prepare('DELETE FROM known_sign_ins WHERE last_at <= ?').run(
      new Date(now.getTime() - KNOWN_ADDRESS_MS).toISOString(),
    );
  })();
}
