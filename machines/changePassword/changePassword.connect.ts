import type { SnapshotFrom } from 'xstate';
import type { ChangePasswordValues } from '../../src/domain/accounts';
import type { changePasswordMachine } from './changePassword.machine';
import type { ChangePasswordEvent } from './changePassword.types';

type Snapshot = SnapshotFrom<typeof changePasswordMachine>;

/** What Settings' Change password form binds. */
export interface ChangePasswordView {
  changing: boolean;
  /** 'Password changed' shows. */
  changed: boolean;
  /** A wrong current password, shown under Current password. */
  currentPasswordError: string | null;
  /** Any other failure, shown under the button. */
  error: string | null;
  /** Changes on this visit: the form is keyed by it, so it starts empty after each change. */
  formKey: number;
  submit: (values: ChangePasswordValues) => void;
}

export function connectChangePassword(
  snapshot: Snapshot,
  send: (event: ChangePasswordEvent) => void,
): ChangePasswordView {
  const failure = snapshot.matches('failed') ? snapshot.context.error : null;
  return {
    changing: snapshot.matches('changing'),
    changed: snapshot.matches('changed'),
    currentPasswordError: failure?.currentPasswordWrong ? failure.message : null,
    error: failure && !failure.currentPasswordWrong ? failure.message : null,
    formKey: snapshot.context.changes,
    submit: (values) => send({ type: 'changePassword.submit', ...values }),
  };
}
