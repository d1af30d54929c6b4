import type { LimitStore } from '../store/limits';

/**
 * Failed sign-ins slow down the one who fails, not the account's owner (issue 11: a hard lock on the
 * account let anyone lock the admin out; a hard lock on an address locked a whole office out; issue
 * 37: a colleague behind the same office NAT still could; decision 0331).
 *
 * - From a known device (a browser that signed in to this account before, `devices.ts`): only that
 *   device's own failures count, 5 free, then each further try waits 30 s, doubling up to 15 minutes.
 *   Nothing anyone does elsewhere, from the same address or from many, slows the owner's own browser.
 * - From any other browser, per (account, address) pair: 5 free, then the same growing delay.
 * - From any other browser, per account from anywhere (guessing spread over many addresses) and per
 *   address across accounts (one password sprayed over many accounts): 20 free, then the same
 *   growing delay, except at an address where the account signed in before.
 * Failures count for an hour and where they came from: a known device's failures count for it alone,
 * any other failure for the pair, the account and the address. A success clears the pair's (or the
 * device's) failures and remembers the address.
 */
export const FAILURE_WINDOW_MS = 60 * 60 * 1000;
export const FREE_FAILURES_PER_PAIR = 5;
export const FREE_FAILURES_WIDE = 20;
export const FIRST_DELAY_MS = 30 * 1000;
export const MAX_DELAY_MS = 15 * 60 * 1000;
/** An address stays "usual" for an account this long after its last successful sign-in. */
export const KNOWN_ADDRESS_MS = 90 * 24 * 60 * 60 * 1000;

type Scope = 'pair' | 'account' | 'address' | 'device';

export interface Subjects {
  account: string;
  address: string;
  /** The hash of this browser's device token when it is a known device of the account, else null. */
  device: string | null;
}

function subjectOf(scope: Scope, { account, address, device }: Subjects): string {
  if (scope === 'pair') return `${account}\n${address}`;
  if (scope === 'device') return `${account}\n#${device ?? ''}`;
  return scope === 'account' ? account : address;
}

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

async function isKnown(limits: LimitStore, subjects: Subjects, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - KNOWN_ADDRESS_MS).toISOString();
  return limits.isKnownAddress(subjects.account, subjects.address, since);
}

async function waitFor(limits: LimitStore, scope: Scope, subjects: Subjects, now: Date, free: number) {
  const since = new Date(now.getTime() - FAILURE_WINDOW_MS).toISOString();
  const { failures, last } = await limits.failuresSince(scope, subjectOf(scope, subjects), since);
  const delay = delayAfter(failures, free);
  if (!last || delay === 0) return 0;
  const opensAt = new Date(last).getTime() + delay;
  return Math.max(0, Math.ceil((opensAt - now.getTime()) / 1000));
}

/** Seconds until this caller may try this account again, or 0. */
export async function retryAfterSeconds(limits: LimitStore, subjects: Subjects, now: Date): Promise<number> {
  if (subjects.device) return waitFor(limits, 'device', subjects, now, FREE_FAILURES_PER_PAIR);
  let wait = await waitFor(limits, 'pair', subjects, now, FREE_FAILURES_PER_PAIR);
  if (!(await isKnown(limits, subjects, now))) {
    wait = Math.max(
      wait,
      await waitFor(limits, 'account', subjects, now, FREE_FAILURES_WIDE),
      await waitFor(limits, 'address', subjects, now, FREE_FAILURES_WIDE),
    );
  }
  return wait;
}

export function recordFailure(limits: LimitStore, subjects: Subjects, now: Date): Promise<void> {
  const scopes = subjects.device ? (['device'] as const) : (['pair', 'account', 'address'] as const);
  return limits.addFailures(
    scopes.map((scope) => ({ scope, subject: subjectOf(scope, subjects) })),
    now.toISOString(),
    // Old rows can never count again.
    new Date(now.getTime() - FAILURE_WINDOW_MS).toISOString(),
  );
}

/** A success forgives this pair's (and device's) failures and makes the address a usual one for the account. */
export function recordSuccess(limits: LimitStore, subjects: Subjects, now: Date): Promise<void> {
  return limits.recordSuccess(
    [subjectOf('pair', subjects), ...(subjects.device ? [subjectOf('device', subjects)] : [])],
    subjects.account,
    subjects.address,
    now.toISOString(),
    new Date(now.getTime() - KNOWN_ADDRESS_MS).toISOString(),
  );
}

/**
 * An admin lets the owner back in after an attack (decision 0251): the account's failures, from
 * anywhere, per address and per device, are forgotten, so the next right password from any address
 * signs in. The attacking addresses' own counts stay, so they are still slowed on every account they tried.
 */
export function clearAccountFailures(limits: LimitStore, account: string): Promise<number> {
  const normalised = account.trim().toLowerCase();
  return limits.clearAccountFailures(
    normalised,
    subjectOf('pair', { account: normalised, address: '', device: null }),
  );
}
