import { compact, type FieldErrors } from './formRules';
import { hasAnyRole } from './session';
import { confirmError, passwordError } from './sessionForms';

/**
 * Accounts (issue 38): who may sign in, the password links mail carries, and the forms that set a
 * password. Sign-in access is what the app lets a person do; an employee's Role stays their job title.
 */
export type SignInAccess = 'none' | 'employee' | 'admin';

export const SIGN_IN_ACCESS_OPTIONS: readonly { value: SignInAccess; label: string }[] = [
  { value: 'none', label: 'No access' },
  { value: 'employee', label: 'Employee' },
  { value: 'admin', label: 'Admin' },
];

export const isSignInAccess = (value: unknown): value is SignInAccess =>
  value === 'none' || value === 'employee' || value === 'admin';

export const signInAccessLabel = (access: SignInAccess): string =>
  SIGN_IN_ACCESS_OPTIONS.find((option) => option.value === access)?.label ?? 'No access';

/**
 * Whether the person behind an employee record has an account, and whether its password is set:
 * 'invited' accounts wait for the invitation's link (Resend invitation means something), 'active'
 * ones can sign in while they have access (Clear failed sign-ins means something).
 */
export type AccountState = 'none' | 'invited' | 'active';

/** The roster's one line about sign-in: 'Admin', 'Employee · invitation sent', 'No access'. */
export function signInSummary(access: SignInAccess, account: AccountState): string {
  const label = signInAccessLabel(access);
  return access !== 'none' && account === 'invited' ? `${label} · invitation sent` : label;
}

/** The profile's words for the account behind the record. */
export function accountStateText(access: SignInAccess, account: AccountState): string {
  if (account === 'none') return 'No account';
  if (access === 'none') return 'Cannot sign in';
  return account === 'invited' ? 'Invitation sent; no password set yet' : 'Can sign in';
}

/** The staff roles, as the seeded accounts carry them (an admin is an employee too). */
const STAFF_ROLES = ['EMPLOYEE', 'ADMIN'] as const;

/** The access a role list gives: Admin when it names ADMIN, Employee when EMPLOYEE, else none. */
export function accessOfRoles(roles: readonly string[]): SignInAccess {
  if (hasAnyRole(roles, ['ADMIN'])) return 'admin';
  return hasAnyRole(roles, ['EMPLOYEE']) ? 'employee' : 'none';
}

/** `roles` with its staff roles replaced by those `access` gives; other roles (CUSTOMER) are kept. */
export function rolesWithAccess(roles: readonly string[], access: SignInAccess): string[] {
  const kept = roles.filter((role) => !hasAnyRole([role], STAFF_ROLES));
  const staff = access === 'admin' ? ['ADMIN', 'EMPLOYEE'] : access === 'employee' ? ['EMPLOYEE'] : [];
  return [...staff, ...kept];
}

/** What a password link was sent for: a forgotten password, or a new account's invitation. */
export type PasswordLinkPurpose = 'reset' | 'invitation';

/** A reset link works for 30 minutes, an invitation for 72 hours; either only once. */
export const RESET_LINK_MINUTES = 30;
export const INVITATION_HOURS = 72;

/** What checking a link's token answers: whose password it sets, and why it was sent. */
export interface PasswordLink {
  purpose: PasswordLinkPurpose;
  email: string;
}

/** The query parameter of the set-password page: /reset-password?token=… */
export const PASSWORD_TOKEN_PARAM = 'token';
/**
 * The query parameter that opens the app on a data source: the server's links carry `data=api`, so
 * a link opened in a browser that never chose the API (the demo is the default) reaches the server
 * that sent it (decision 0376).
 */
export const DATA_SOURCE_PARAM = 'data';
export const passwordLinkPath = (token: string, source?: 'api'): string =>
  `/reset-password?${PASSWORD_TOKEN_PARAM}=${encodeURIComponent(token)}${
    source ? `&${DATA_SOURCE_PARAM}=${source}` : ''
  }`;

export const ACCOUNT_TEXTS = {
  linkInvalid: 'This link has expired or was already used.',
  passwordChanged: 'Password changed',
  signInWithNewPassword: 'Sign in with your new password.',
  /** A correct password for an account that no longer has access (revoked or removed from the roster). */
  accessRevoked: 'This account has no access. Ask an admin to give it access again.',
  currentPasswordWrong: 'Current password is incorrect.',
  currentPasswordRequired: 'Current password is required',
  lastAdmin: 'You are the only admin. Give someone else admin access before removing your own.',
  accountEmailTaken: 'Another account already uses this email.',
  tooManyResetRequests: (minutes: number) =>
    `Too many reset requests from this network. Please try again in ${minutes} ${
      minutes === 1 ? 'minute' : 'minutes'
    }.`,
} as const;

export interface SetPasswordValues {
  password: string;
  confirmPassword: string;
}
export type SetPasswordField = keyof SetPasswordValues;

/** New password and Confirm password follow the sign-up rules: at least 12 characters, and equal. */
export function validateSetPassword(values: SetPasswordValues): FieldErrors<SetPasswordField> {
  return compact({
    password: passwordError(values.password),
    confirmPassword: confirmError(values.confirmPassword, values.password),
  });
}

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}
export type ChangePasswordField = keyof ChangePasswordValues;

export function validateChangePassword(values: ChangePasswordValues): FieldErrors<ChangePasswordField> {
  return compact({
    currentPassword: values.currentPassword === '' ? ACCOUNT_TEXTS.currentPasswordRequired : undefined,
    newPassword: passwordError(values.newPassword),
    confirmPassword: confirmError(values.confirmPassword, values.newPassword),
  });
}

/** The body of Change password as the server takes it. */
export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}
