import type { RequestCountStore } from '../store/requestCounts';

/**
 * Reset requests are limited twice (decision 0371): per address, 10 an hour, answered 429 once over
 * (someone scripting requests); per account, at most 3 mails an hour whoever asks, and over that the
 * answer stays the same but no mail goes out (nobody can fill a person's inbox, and the answer still
 * says nothing about whether the account exists). Every request counts for the email typed, whether
 * or not an account has it.
 */
export const RESET_WINDOW_MS = 60 * 60 * 1000;
export const MAX_RESET_REQUESTS_PER_ADDRESS = 10;
export const MAX_RESET_MAILS_PER_ACCOUNT = 3;

/**
 * Every answer to a reset request leaves no sooner than this after the request arrived: the work
 * differs (a known account writes a link and a message), the time the caller sees does not.
 */
export const RESET_ANSWER_MS = 300;

const since = (now: Date) => new Date(now.getTime() - RESET_WINDOW_MS).toISOString();

/** Minutes until this address may ask again, or 0. */
export async function resetAddressWaitMinutes(
  counts: RequestCountStore,
  address: string,
  now: Date,
): Promise<number> {
  const times = await counts.timesSince('reset-address', address, since(now));
  const deciding = times[MAX_RESET_REQUESTS_PER_ADDRESS - 1];
  if (!deciding) return 0;
  const opensAt = new Date(deciding).getTime() + RESET_WINDOW_MS;
  return Math.max(1, Math.ceil((opensAt - now.getTime()) / 60_000));
}

/** Whether this email may get another reset mail this hour (counted before this request). */
export async function mayMailAccount(counts: RequestCountStore, email: string, now: Date): Promise<boolean> {
  const times = await counts.timesSince('reset-account', email, since(now));
  return times.length < MAX_RESET_MAILS_PER_ACCOUNT;
}

export function recordResetRequest(counts: RequestCountStore, address: string, email: string, now: Date) {
  return counts.add(
    [
      { scope: 'reset-address', subject: address },
      { scope: 'reset-account', subject: email },
    ],
    now.toISOString(),
    since(now),
  );
}

/** Waits until `ms` after `startedAt` (performance.now() time) has passed. */
export async function answerNoSoonerThan(startedAt: number, ms: number): Promise<void> {
  const left = startedAt + ms - performance.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}
