import type { AppErrorCode } from '../../src/domain/errors';
import type { LoginCredentials, SessionStatus, SessionUser } from '../../src/domain/session';

/** What the machine keeps of a failed sign-in: the AppError's code and message. */
export interface SessionError {
  code: AppErrorCode | 'UNKNOWN';
  message: string;
}

export interface SessionContext {
  user: SessionUser | null;
  error: SessionError | null;
  /** True once the first recovery attempt ended, whatever its outcome: the app mounts after it. */
  hydrated: boolean;
  /** The running sign-in's email (normalised) and remember-me choice, for `rememberEmail`. */
  attempt: SignInAttempt | null;
  /** True while a recovery runs that began signed in: ending anonymous then says why. */
  recoveringSignedIn: boolean;
}

export interface SignInAttempt {
  email: string;
  /** Remember-me: true keeps the email for the next visit, false forgets it, absent leaves it alone. */
  remember?: boolean;
}

export type SessionEvent =
  | ({ type: 'session.login'; remember?: boolean } & LoginCredentials)
  | { type: 'session.logout' }
  /** Sent when the data mode (or demo persona) changes: recovery runs again from any state. */
  | { type: 'session.recover' }
  /** A signed-in call answered 401: the session ended behind the user's back. */
  | { type: 'session.expired' };

export type { LoginCredentials, SessionStatus, SessionUser };
