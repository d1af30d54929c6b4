import type { LimitStore } from '../store/limits';

/**
 * Sign-up is open to anyone, and each account adds a customer staff see, so one address may register
 * at most 5 times an hour (a family or an office can still sign up a few people). Every attempt that
 * passed validation counts, whether the email was new or not, so the limit reveals nothing either.
 */
export const SIGN_UP_WINDOW_MS = 60 * 60 * 1000;
export const MAX_SIGN_UPS_PER_ADDRESS = 5;

export const TOO_MANY_SIGN_UPS = 'Too many new accounts from this network. Please try again in an hour.';

/** Seconds until this address may register again, or 0. */
export async function signUpWaitSeconds(limits: LimitStore, address: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - SIGN_UP_WINDOW_MS).toISOString();
  const times = await limits.signUpTimes(address, since);
  const deciding = times[MAX_SIGN_UPS_PER_ADDRESS - 1];
  if (!deciding) return 0;
  const opensAt = new Date(deciding).getTime() + SIGN_UP_WINDOW_MS;
  return Math.max(1, Math.ceil((opensAt - now.getTime()) / 1000));
}

export function recordSignUp(limits: LimitStore, address: string, now: Date): Promise<void> {
  return limits.addSignUp(
    address,
    now.toISOString(),
    new Date(now.getTime() - SIGN_UP_WINDOW_MS).toISOString(),
  );
}
