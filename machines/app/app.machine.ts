import { assign, forwardTo, sendParent, sendTo, setup } from 'xstate';
import { hasAnyRole } from '../../src/domain/session';
import type { DataModeChange } from '../dataMode';
import { dataModeMachine } from '../dataMode';
import { notificationsMachine } from '../notifications';
import type { SessionUser, SignInAttempt } from '../session';
import { sessionMachine } from '../session';
import {
  BACK_TO_ADMIN_HANDLER,
  PERSONA_LABELS,
  personaSwitchedToast,
  SIGNED_OUT_BY_DATA_SOURCE_BANNER,
} from './app.texts';
import type { AppContext, AppEvent, AppInput } from './app.types';

/**
 * The long-lived children as the app runs them: each effect a child leaves to its host is sent to the
 * app machine as an event, so every reaction between them is a transition of the app's chart. The
 * environment still gives the session its backend calls (`appChildren.session.provide({ actors })`).
 */
export const appChildren = {
  notifications: notificationsMachine.provide({
    actions: {
      runToastAction: sendParent((_, params: { handlerId: string }) => ({
        type: 'toast.actionRun' as const,
        handlerId: params.handlerId,
      })),
    },
  }),
  dataMode: dataModeMachine.provide({
    actions: {
      notifyModeChanged: sendParent((_, change: DataModeChange) => ({
        type: 'dataMode.changed' as const,
        mode: change.mode,
        persona: change.persona,
      })),
    },
  }),
  session: sessionMachine.provide({
    actions: {
      // the user is set by the transition's earlier action, so the context already holds it
      clearBanner: sendParent(({ context }) => ({
        type: 'session.signedIn' as const,
        user: context.user as SessionUser,
      })),
      clearStoredSession: sendParent({ type: 'session.cleared' as const }),
      announceSignedOut: sendParent({ type: 'session.signedOutByDataSource' as const }),
      rememberEmail: sendParent((_, attempt: SignInAttempt) => ({
        type: 'session.rememberEmail' as const,
        ...attempt,
      })),
    },
  }),
};

/**
 * The app's coordination: it starts the long-lived children once (their ids are their system ids,
 * so screens find them) and routes what they announce. A data-mode or persona change is stored and
 * re-runs session recovery (seed A §1/§4: the new source may have no session: signed out); an admin
 * who becomes another demo persona is shown the way back; the sign-in page's banner says why a
 * switch signed the user out, until they sign in again. The environment provides the three effects
 * it owns: storing the data mode, forgetting the stored session, remembering the email.
 */
export const appMachine = setup({
  types: {
    context: {} as AppContext,
    events: {} as AppEvent,
    input: {} as AppInput | undefined,
    children: {} as { notifications: 'notifications'; dataMode: 'dataMode'; session: 'session' },
  },
  actors: appChildren,
  actions: {
    /** Stores mode and persona locally. */
    persistDataMode: (_, _params: DataModeChange) => {},
    /** Removes what the app stored for the session (the demo's session token). */
    clearStoredSession: () => {},
    /** Keeps or forgets the email for the next visit (the remembered-email cookie). */
    rememberEmail: (_, _params: SignInAttempt) => {},
    setUser: assign((_, params: { user: SessionUser }) => ({ user: params.user })),
    clearUser: assign({ user: null }),
    recoverSession: sendTo('session', { type: 'session.recover' }),
    clearBanner: sendTo('notifications', { type: 'banner.clear' }),
    announceSignedOut: sendTo('notifications', {
      type: 'banner.set',
      banner: SIGNED_OUT_BY_DATA_SOURCE_BANNER,
    }),
    showWayBackToAdmin: sendTo('notifications', (_, params: DataModeChange) => ({
      type: 'toast.add' as const,
      toast: personaSwitchedToast(PERSONA_LABELS[params.persona]),
    })),
    backToAdmin: sendTo('dataMode', { type: 'dataMode.setPersona', persona: 'admin' }),
    forwardToast: forwardTo('notifications'),
    /** The sign-in dialog opens over the current screen; the session decides whether it is signed in. */
    askToSignInAgain: sendTo('session', { type: 'session.expired' }),
  },
  guards: {
    /** Only admins see the switch: an admin who leaves the Admin persona is told the way back. */
    adminLeavesAdminPersona: ({ context, event }) =>
      event.type === 'dataMode.changed' &&
      event.mode === 'mock' &&
      event.persona !== 'admin' &&
      context.user !== null &&
      hasAnyRole(context.user.roles, ['admin']),
    isBackToAdmin: ({ event }) =>
      event.type === 'toast.actionRun' && event.handlerId === BACK_TO_ADMIN_HANDLER,
  },
}).createMachine({
  id: 'app',
  description: 'Starts session, data mode and notifications once and routes what they announce.',
  context: ({ input }) => ({ user: null, startup: input?.dataMode ?? {} }),
  invoke: [
    { id: 'notifications', systemId: 'notifications', src: 'notifications' },
    {
      id: 'dataMode',
      systemId: 'dataMode',
      src: 'dataMode',
      input: ({ context }) => context.startup,
    },
    // last, so recovery's first backend call finds the data mode
    { id: 'session', systemId: 'session', src: 'session' },
  ],
  initial: 'starting',
  on: {
    'dataMode.changed': [
      {
        guard: 'adminLeavesAdminPersona',
        actions: [
          { type: 'persistDataMode', params: ({ event }) => ({ mode: event.mode, persona: event.persona }) },
          'recoverSession',
          {
            type: 'showWayBackToAdmin',
            params: ({ event }) => ({ mode: event.mode, persona: event.persona }),
          },
        ],
      },
      {
        actions: [
          { type: 'persistDataMode', params: ({ event }) => ({ mode: event.mode, persona: event.persona }) },
          'recoverSession',
        ],
      },
    ],
    'session.signedIn': {
      actions: [{ type: 'setUser', params: ({ event }) => ({ user: event.user }) }, 'clearBanner'],
    },
    'session.cleared': { actions: ['clearUser', 'clearStoredSession'] },
    'session.signedOutByDataSource': { actions: 'announceSignedOut' },
    'session.rememberEmail': {
      actions: {
        type: 'rememberEmail',
        params: ({ event }) => ({ email: event.email, remember: event.remember }),
      },
    },
    'toast.actionRun': { guard: 'isBackToAdmin', actions: 'backToAdmin' },
    'toast.add': { actions: 'forwardToast' },
    'session.expired': { actions: 'askToSignInAgain' },
  },
  states: {
    starting: {
      description: 'Until the first session recovery ends, whatever its outcome: the app mounts then.',
      on: {
        'session.signedIn': {
          target: 'running',
          actions: [{ type: 'setUser', params: ({ event }) => ({ user: event.user }) }, 'clearBanner'],
        },
        'session.cleared': { target: 'running', actions: ['clearUser', 'clearStoredSession'] },
      },
    },
    running: { description: 'The app is up: the page for the signed-in user, or the sign-in page.' },
  },
});
