import type { SnapshotFrom } from 'xstate';
import type { signUpMachine } from './signUp.machine';

type SignUpSnapshot = SnapshotFrom<typeof signUpMachine>;

/** How the screen shows a failure: a list of server messages, or one message below the button. */
export type SignUpErrorView = { kind: 'list'; messages: string[] } | { kind: 'message'; message: string };

export function selectSignUpError(snapshot: SignUpSnapshot): SignUpErrorView | null {
  const { error } = snapshot.context;
  if (!snapshot.matches('error') || !error) return null;
  return error.messages.length > 0
    ? { kind: 'list', messages: error.messages }
    : { kind: 'message', message: error.message };
}

export const selectIsSubmitting = (snapshot: SignUpSnapshot) => snapshot.matches('submitting');
