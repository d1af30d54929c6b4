import type { SessionError } from '../../../machines/session';

/** Seed A §8: what the sign-in page says when signing in fails. */
export const INVALID_CREDENTIALS_TEXT = 'Invalid email or password.';
export const SIGN_IN_FALLBACK_TEXT = 'Unable to sign in right now. Please try again.';

export function signInErrorText(error: SessionError): string {
  if (error.code === 'INVALID_CREDENTIALS') return INVALID_CREDENTIALS_TEXT;
  return error.message.trim() || SIGN_IN_FALLBACK_TEXT;
}

/**
 * The 'Account created' banner's text. The server answers a sign-up the same way whether or not the
 * email already had an account (so it cannot be used to find out who has one), so the banner says
 * what to do in either case.
 */
export const SIGN_UP_DONE_MESSAGE =
  'You can sign in now. If this email already had an account, sign in with its existing password or reset it.';

/** Heading of the sign-up screen's list of server messages. */
export const SIGN_UP_ERROR_HEADING = 'We couldn’t create your account.';
