import type { SnapshotFrom } from 'xstate';
import type { forgotPasswordMachine } from './forgotPassword.machine';

type ForgotPasswordSnapshot = SnapshotFrom<typeof forgotPasswordMachine>;

/** 'If an account matches {email}, we just sent reset instructions.' once submitted, else null. */
export const selectConfirmation = (snapshot: ForgotPasswordSnapshot): string | null =>
  snapshot.matches('submitted')
    ? `If an account matches ${snapshot.context.email}, we just sent reset instructions.`
    : null;

export const selectIsSending = (snapshot: ForgotPasswordSnapshot) => snapshot.matches('sending');
