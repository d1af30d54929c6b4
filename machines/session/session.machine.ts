import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { isAppError } from '../../src/domain/errors';
import type { LoginCredentials, SessionUser } from '../../src/domain/session';
import { normaliseEmail, notProvided } from '../shared';
import type { SessionContext, SessionError, SessionEvent, SignInAttempt } from './session.types';

/** Shown when a sign-in fails with something other than an AppError. */
export const LOGIN_FALLBACK_MESSAGE = 'Unable to sign in right now. Please try again.';

export function toSessionError(error: unknown, fallback: string): SessionError {
  if (isAppError(error)) return { code: error.code, message: error.message || fallback };
  return { code: 'UNKNOWN', message: fallback };
}

/** The email is trimmed and lower-cased before it is sent; the password is sent as typed. */
export const normaliseCredentials = (credentials: LoginCredentials): LoginCredentials => ({
  email: normaliseEmail(credentials.email),
  password: credentials.password,
});

/** The user a successful refresh returned, if it returned one. */
const refreshedUser = (event: { type: string; output?: unknown }): SessionUser | null =>
  event.type === 'xstate.done.actor.refreshSession'
    ? ((event.output as SessionUser | null | undefined) ?? null)
    : null;

/**
 * The signed-in session. Start-up recovers the stored session (refresh, then the current user);
 * the app provides the four actors and `clearStoredSession` for its data mode.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    /**
     * POST /auth/refresh (demo: the stored demo session). Rejects when there is no session; may
     * resolve with the user the refresh already returned.
     */
    refreshSession: fromPromise<SessionUser | null>(notProvided('session', 'refreshSession')),
    /** GET /auth/user, normalised; `refreshed` is the refresh's user, which saves a second request. */
    fetchCurrentUser: fromPromise<SessionUser, { refreshed: SessionUser | null }>(
      notProvided('session', 'fetchCurrentUser'),
    ),
    /** POST /auth/login then GET /auth/user. Rejects with an AppError (401 → INVALID_CREDENTIALS). */
    login: fromPromise<SessionUser, LoginCredentials>(notProvided('session', 'login')),
    /** POST /auth/logout. */
    logout: fromPromise<void>(notProvided('session', 'logout')),
  },
  actions: {
    /** Removes whatever the app stored for the session (token, demo session). */
    clearStoredSession: () => {},
    setUser: assign((_, params: { user: SessionUser }) => ({ user: params.user, error: null })),
    clearUser: assign({ user: null }),
    setError: assign((_, params: { error: SessionError }) => ({ user: null, error: params.error })),
    /** A failed sign-in in the expired-session dialog: the user (and their screen) stay. */
    setDialogError: assign((_, params: { error: SessionError }) => ({ error: params.error })),
    clearError: assign({ error: null }),
    markHydrated: assign({ hydrated: true }),
    noteAttempt: assign((_, params: SignInAttempt) => ({ attempt: params })),
    clearAttempt: assign({ attempt: null }),
    noteRecovery: assign((_, params: { signedIn: boolean }) => ({ recoveringSignedIn: params.signedIn })),
    /** After a sign-in: keep or forget the email for next time (the remembered-email cookie). */
    rememberEmail: (_, _params: SignInAttempt) => {},
    /** Signed in (by sign-in or recovery): the sign-in page's banner has served its purpose. */
    clearBanner: () => {},
    /** A recovery that began signed in ended signed out (the data source changed): tell the user why. */
    announceSignedOut: () => {},
  },
  guards: {
    hasCredentials: ({ event }) =>
      event.type === 'session.login' && event.email.trim() !== '' && event.password !== '',
    wasSignedIn: ({ context }) => context.recoveringSignedIn,
  },
}).createMachine({
  id: 'session',
  description: 'Who is signed in: recovery on start-up and on data-mode changes, sign-in and sign-out.',
  context: { user: null, error: null, hydrated: false, attempt: null, recoveringSignedIn: false },
  initial: 'restoring',
  on: {
    'session.recover': {
      target: '.restoring',
      description: 'Re-runs recovery from any state.',
      actions: { type: 'noteRecovery', params: { signedIn: false } },
    },
  },
  states: {
    restoring: {
      description: 'Recovering the stored session: refresh, then the current user.',
      initial: 'refreshing',
      states: {
        refreshing: {
          description: "'Checking your session…' while the stored session is refreshed.",
          invoke: {
            id: 'refreshSession',
            src: 'refreshSession',
            onDone: { target: 'fetchingUser' },
            onError: [
              {
                guard: 'wasSignedIn',
                target: '#session.anonymous',
                actions: ['clearStoredSession', 'clearUser', 'markHydrated', 'announceSignedOut'],
              },
              { target: '#session.anonymous', actions: ['clearStoredSession', 'clearUser', 'markHydrated'] },
            ],
          },
        },
        fetchingUser: {
          description: "'Checking your session…' while the signed-in user is read.",
          invoke: {
            id: 'fetchCurrentUser',
            src: 'fetchCurrentUser',
            input: ({ event }) => ({ refreshed: refreshedUser(event) }),
            onDone: {
              target: '#session.authenticated',
              actions: [
                { type: 'setUser', params: ({ event }) => ({ user: event.output }) },
                'markHydrated',
                'clearBanner',
              ],
            },
            onError: [
              {
                guard: 'wasSignedIn',
                target: '#session.anonymous',
                actions: ['clearStoredSession', 'clearUser', 'markHydrated', 'announceSignedOut'],
              },
              { target: '#session.anonymous', actions: ['clearStoredSession', 'clearUser', 'markHydrated'] },
            ],
          },
        },
      },
    },
    anonymous: {
      description: 'Signed out: the sign-in page with Email, Password and Sign in.',
      on: {
        'session.login': { guard: 'hasCredentials', target: 'authenticating' },
      },
    },
    authenticating: {
      description: 'Signing in. A second session.login is ignored until this one ends.',
      entry: [
        'clearError',
        {
          type: 'noteAttempt',
          params: ({ event }) => {
            assertEvent(event, 'session.login');
            return { email: normaliseEmail(event.email), remember: event.remember };
          },
        },
      ],
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) => {
          assertEvent(event, 'session.login');
          return normaliseCredentials(event);
        },
        onDone: {
          target: 'authenticated',
          actions: [
            { type: 'setUser', params: ({ event }) => ({ user: event.output }) },
            {
              type: 'rememberEmail',
              params: ({ context }) => context.attempt ?? { email: '', remember: undefined },
            },
            'clearBanner',
            'clearAttempt',
          ],
        },
        onError: {
          target: 'error',
          actions: [
            {
              type: 'setError',
              params: ({ event }) => ({ error: toSessionError(event.error, LOGIN_FALLBACK_MESSAGE) }),
            },
            'clearAttempt',
          ],
        },
      },
    },
    authenticated: {
      description:
        'Signed in. A call answered 401 (session.expired) asks for the password again over the current ' +
        'screen: the status stays authenticated, so no guard redirects and nothing typed is lost.',
      initial: 'working',
      on: {
        'session.logout': { target: 'signingOut' },
        'session.recover': {
          target: 'restoring',
          description: 'The data mode changed while signed in: if recovery fails, the user is told why.',
          actions: { type: 'noteRecovery', params: { signedIn: true } },
        },
      },
      states: {
        working: {
          description: 'Signed in: the page asked for, the sidebar with Sign out.',
          on: { 'session.expired': { target: 'expired', actions: 'clearError' } },
        },
        expired: {
          description: 'The sign-in dialog is open over the screen; signing out is the other way on.',
          on: { 'session.login': { guard: 'hasCredentials', target: 'signingInAgain' } },
        },
        signingInAgain: {
          description: 'The dialog signs in; a failure keeps it open with the message.',
          entry: 'clearError',
          invoke: {
            id: 'signInAgain',
            src: 'login',
            input: ({ event }) => {
              assertEvent(event, 'session.login');
              return normaliseCredentials(event);
            },
            onDone: {
              target: 'working',
              actions: [{ type: 'setUser', params: ({ event }) => ({ user: event.output }) }, 'clearBanner'],
            },
            onError: {
              target: 'expired',
              actions: {
                type: 'setDialogError',
                params: ({ event }) => ({ error: toSessionError(event.error, LOGIN_FALLBACK_MESSAGE) }),
              },
            },
          },
        },
      },
    },
    signingOut: {
      description: 'The stored session is cleared whether or not the server call succeeds.',
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: { target: 'anonymous', actions: ['clearStoredSession', 'clearUser'] },
        onError: { target: 'anonymous', actions: ['clearStoredSession', 'clearUser'] },
      },
    },
    error: {
      description: 'The last sign-in failed; context.error holds its code and message.',
      on: {
        'session.login': { guard: 'hasCredentials', target: 'authenticating' },
      },
    },
  },
});
