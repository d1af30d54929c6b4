import type { DataModeChange, DataModeInput } from '../dataMode';
import type { ToastInput, ToastType } from '../notifications';
import type { SessionUser, SignInAttempt } from '../session';

export interface AppContext {
  /** Who is signed in, as the session last announced it (the persona-switch notice needs the roles). */
  user: SessionUser | null;
  /** The stored data-mode choice and build flag the data-mode child starts from. */
  startup: DataModeInput;
}

export interface AppInput {
  /** The stored data-mode choice and the build flag, handed to the data-mode child. */
  dataMode?: DataModeInput;
}

/**
 * What the children announce to the app (each child's effect actions become these events), and what
 * the app's environment sends it (a toast from the HTTP layer's problem sink).
 */
export type AppEvent =
  /** The data mode or demo persona changed (the data-mode child, after storing nothing itself). */
  | ({ type: 'dataMode.changed' } & DataModeChange)
  /** Signed in, by sign-in or by recovery. */
  | { type: 'session.signedIn'; user: SessionUser }
  /** The session ended (sign-out, or a recovery that found none): forget what was stored for it. */
  | { type: 'session.cleared' }
  /** A recovery that began signed in ended signed out: the data source has no session for the user. */
  | { type: 'session.signedOutByDataSource' }
  /** A sign-in succeeded: keep or forget the email for next time. */
  | ({ type: 'session.rememberEmail' } & SignInAttempt)
  /** A toast's action button was pressed; `handlerId` says which action. */
  | { type: 'toast.actionRun'; handlerId: string }
  /** A signed-in call answered 401 (the HTTP layer's problem sink): the session asks to sign in again. */
  | { type: 'session.expired' }
  /** A toast from outside the machines (server and connection problems). */
  | { type: 'toast.add'; toast: ToastInput & { type: ToastType } };
