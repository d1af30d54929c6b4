import type { SnapshotFrom } from 'xstate';
import type { LoginCredentials, SessionStatus, SessionUser } from '../../src/domain/session';
import type { sessionMachine } from './session.machine';
import type { SessionError, SessionEvent } from './session.types';

type Snapshot = SnapshotFrom<typeof sessionMachine>;

const NO_ROLES: readonly string[] = [];

/** What the shell, the guards and the sign-in screen bind, so none asks which state the session is in. */
export interface SessionView {
  /** The spec's session status (recovery counts as authenticating). */
  status: SessionStatus;
  user: SessionUser | null;
  /** The signed-in user's roles (the same empty list when signed out). */
  roles: readonly string[];
  /** A recovery runs (start-up or a data-mode change): guards wait for it. */
  restoring: boolean;
  /** A sign-in is under way (not a recovery). */
  signingIn: boolean;
  signedIn: boolean;
  /** No sign-in is taken now: signing in, recovering or signing out. */
  busy: boolean;
  /** The last sign-in's failure, while the session is in that failed state. */
  error: SessionError | null;
  /**
   * The sign-in dialog over the current screen after a call answered 401 (null while closed): the
   * signed-in user's email to prefill, whether its sign-in runs, and its failure.
   */
  expired: { email: string; signingIn: boolean; error: SessionError | null } | null;
  signIn: (credentials: LoginCredentials & { remember?: boolean }) => void;
  signOut: () => void;
}

function statusOf(snapshot: Snapshot): SessionStatus {
  if (snapshot.matches('authenticated')) return 'authenticated';
  if (snapshot.matches('signingOut')) return 'signing-out';
  if (snapshot.matches('error')) return 'error';
  if (snapshot.matches('anonymous')) return 'anonymous';
  return 'authenticating';
}

export function connectSession(snapshot: Snapshot, send: (event: SessionEvent) => void): SessionView {
  const status = statusOf(snapshot);
  const { user } = snapshot.context;
  return {
    status,
    user,
    roles: user?.roles ?? NO_ROLES,
    restoring: snapshot.matches('restoring'),
    signingIn: snapshot.matches('authenticating'),
    signedIn: status === 'authenticated',
    busy: status !== 'anonymous' && status !== 'error',
    error: status === 'error' ? snapshot.context.error : null,
    expired:
      snapshot.matches({ authenticated: 'expired' }) || snapshot.matches({ authenticated: 'signingInAgain' })
        ? {
            email: user?.email ?? '',
            signingIn: snapshot.matches({ authenticated: 'signingInAgain' }),
            error: snapshot.context.error,
          }
        : null,
    signIn: (credentials) => send({ type: 'session.login', ...credentials }),
    signOut: () => send({ type: 'session.logout' }),
  };
}
