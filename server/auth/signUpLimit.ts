import type { LimitStore } from '../store/limits';

/**
 * Sign-up is open to anyone, and each account adds a customer staff see, so one address may register
 * at most 5 times an hour (a family or an office can still sign up a few people), and the whole
 * service at most 30 times an hour (issue 37: 25 sign-ups from 5 addresses passed; decision 0332).
 * Every attempt that passed validation counts, whether the email was new or not, so the limit reveals
 * nothing either.
 */
export const SIGN_UP_WINDOW_MS = 60 * 60 * 1000;
export const MAX_SIGN_UPS_PER_ADDRESS = 5;
export const MAX_SIGN_UPS_PER_HOUR = 30;

export const TOO_MANY_SIGN_UPS = 'Too many new accounts from this network. Please try again in an hour.';

/** The global ceiling's words, with the wait rounded up to minutes. */
export function tooManySignUpsEverywhere(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `New accounts are paused because many were opened in the last hour. Please try again in ${minutes} ${
    minutes === 1 ? 'minute' : 'minutes'
  }.`;
}

/** Seconds until the `max`-th newest attempt in `times` (newest first) leaves the window, or 0. */
function waitAfter(times: readonly string[], max: number, now: Date): number {
  const deciding = times[max - 1];
  if (!deciding) return 0;
  const opensAt = new Date(deciding).getTime() + SIGN_UP_WINDOW_MS;
  return Math.max(1, Math.ceil((opensAt - now.getTime()) / 1000));
}

/** Seconds until this address may register again, or 0. */
export async function signUpWaitSeconds(limits: LimitStore, address: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - SIGN_UP_WINDOW_MS).toISOString();
  return waitAfter(await limits.signUpTimes(address, since), MAX_SIGN_UPS_PER_ADDRESS, now);
}

/** Seconds until anyone may register again under the hourly ceiling for the whole service, or 0. */
export async function signUpCeilingWaitSeconds(limits: LimitStore, now: Date): Promise<number> {
  const since = new Date(now.getTime() - SIGN_UP_WINDOW_MS).toISOString();
  return waitAfter(await limits.recentSignUpTimes(since, MAX_SIGN_UPS_PER_HOUR), MAX_SIGN_UPS_PER_HOUR, now);
}

export function recordSignUp(limits: LimitStore, address: string, now: Date): Promise<void> {
  return limits.addSignUp(
    address,
    now.toISOString(),
    new Date(now.getTime() - SIGN_UP_WINDOW_MS).toISOString(),
  );
}
