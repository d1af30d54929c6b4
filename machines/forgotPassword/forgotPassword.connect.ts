import type { SnapshotFrom } from 'xstate';
import type { forgotPasswordMachine } from './forgotPassword.machine';
import type { ForgotPasswordEvent } from './forgotPassword.types';

type Snapshot = SnapshotFrom<typeof forgotPasswordMachine>;

/** What the reset-password screen binds. */
export interface ForgotPasswordView {
  sending: boolean;
  /** 'If an account matches {email}, we just sent reset instructions.' once submitted, else null. */
  confirmation: string | null;
  /** Why the request could not be made (offline, too many requests), while the form shows it. */
  error: string | null;
  submit: (email: string) => void;
}

export function connectForgotPassword(
  snapshot: Snapshot,
  send: (event: ForgotPasswordEvent) => void,
): ForgotPasswordView {
  return {
    sending: snapshot.matches('sending'),
    confirmation: snapshot.matches('submitted')
      ? `If an account matches ${snapshot.context.email}, we just sent reset instructions.`
      : null,
    error: snapshot.matches('failed') ? snapshot.context.error : null,
    submit: (email) => send({ type: 'forgotPassword.submit', email }),
  };
}
