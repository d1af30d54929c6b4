import type { PasswordLink, SetPasswordValues } from '../../src/domain/accounts';

export interface SetPasswordInput {
  /** The token from the link's query (`/reset-password?token=…`); null when the URL has none. */
  token: string | null;
}

export interface SetPasswordContext {
  token: string | null;
  /** What the link opens, once the server said it still works. */
  link: PasswordLink | null;
  /** Why the last check or save failed (not an expired link, which is a state of its own). */
  error: string | null;
}

export type SetPasswordEvent =
  /** New password and Confirm password, as typed. */
  | ({ type: 'setPassword.submit' } & SetPasswordValues)
  /** Try again after the link could not be checked (offline, a server error). */
  | { type: 'setPassword.retry' };

/** The done output: the app goes to sign-in with the 'Password changed' banner and the email filled in. */
export interface SetPasswordOutput {
  email: string;
}
