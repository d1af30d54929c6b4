import type { SnapshotFrom } from 'xstate';
import type { RegistrationRequest } from '../../src/domain/session';
import type { signUpMachine } from './signUp.machine';
import type { SignUpEvent } from './signUp.types';

type Snapshot = SnapshotFrom<typeof signUpMachine>;

/** How the screen shows a failure: a list of server messages, or one message below the button. */
export type SignUpErrorView = { kind: 'list'; messages: string[] } | { kind: 'message'; message: string };

/** What the sign-up screen binds. */
export interface SignUpView {
  submitting: boolean;
  /** The last attempt's failure, while the form shows it. */
  error: SignUpErrorView | null;
  submit: (request: RegistrationRequest) => void;
}

export function connectSignUp(snapshot: Snapshot, send: (event: SignUpEvent) => void): SignUpView {
  const { error } = snapshot.context;
  return {
    submitting: snapshot.matches('submitting'),
    error:
      snapshot.matches('error') && error
        ? error.messages.length > 0
          ? { kind: 'list', messages: error.messages }
          : { kind: 'message', message: error.message }
        : null,
    submit: (request) => send({ type: 'signUp.submit', request }),
  };
}
