import type { SnapshotFrom } from 'xstate';
import type { PasswordLinkPurpose } from '../../src/domain/accounts';
import type { setPasswordMachine } from './setPassword.machine';
import type { SetPasswordEvent } from './setPassword.types';

type Snapshot = SnapshotFrom<typeof setPasswordMachine>;

/** What the set-password screen binds. */
export interface SetPasswordView {
  /** Checking the link: a loading line instead of the form. */
  checking: boolean;
  /** The link no longer works: the expired message and the way to ask for a new one. */
  invalid: boolean;
  /** The form shows (also while saving and after a failed save). */
  showForm: boolean;
  submitting: boolean;
  /** The link could not be checked: the reason and Try again. */
  checkFailed: boolean;
  /** Whose password the link sets, and why it was sent. */
  email: string | null;
  purpose: PasswordLinkPurpose | null;
  /** Why the last check or save failed. */
  error: string | null;
  submit: (values: { password: string; confirmPassword: string }) => void;
  retry: () => void;
}

export function connectSetPassword(
  snapshot: Snapshot,
  send: (event: SetPasswordEvent) => void,
): SetPasswordView {
  const { link, error } = snapshot.context;
  const submitting = snapshot.matches('submitting');
  return {
    checking: snapshot.matches('starting') || snapshot.matches('checking'),
    invalid: snapshot.matches('invalid'),
    showForm: snapshot.matches('ready') || submitting,
    submitting,
    checkFailed: snapshot.matches('checkFailed'),
    email: link?.email ?? null,
    purpose: link?.purpose ?? null,
    error: snapshot.matches('ready') || snapshot.matches('checkFailed') ? error : null,
    submit: (values) => send({ type: 'setPassword.submit', ...values }),
    retry: () => send({ type: 'setPassword.retry' }),
  };
}
