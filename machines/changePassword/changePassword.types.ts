import type { ChangePasswordValues, PasswordChange } from '../../src/domain/accounts';

export interface ChangePasswordContext {
  /** Why the last change failed, and whether it was the current password that was wrong. */
  error: { message: string; currentPasswordWrong: boolean } | null;
  /** Changes made on this visit: the form starts empty again after each one. */
  changes: number;
}

export type ChangePasswordEvent = { type: 'changePassword.submit' } & ChangePasswordValues;

export type { PasswordChange };
