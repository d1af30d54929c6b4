import {
  createActor,
  fromPromise,
  setup,
  type ActorRefFrom,
  type ActorSystem,
  type AnyActorRef,
  type InspectionEvent,
} from 'xstate';
import { dataModeMachine, type DataModeChange } from '../../machines/dataMode';
import { notificationsMachine } from '../../machines/notifications';
import { sessionMachine } from '../../machines/session';
import type { Backend } from '../backend/backend';
import { hasAnyRole, type LoginCredentials, type SessionUser } from '../domain/session';
import { updateRememberedEmail } from '../lib/remembered-email';
import { lazyDemoBackend } from './lazy-demo-backend';
import { cachedLoader, createLiveBackend, type BackendLoader } from './live-backend';
import { createRequestProblemSink } from './request-problems';
import { STORAGE_KEYS, type KeyValueStorage } from './storage';
import { PERSONA_LABELS } from './personas';
import {
  BACK_TO_ADMIN_HANDLER,
  personaSwitchedToast,
  pushToast,
  SIGNED_OUT_BY_DATA_SOURCE_BANNER,
} from './toasts';

/** Everything the root needs from the outside world; tests pass stubs. */
export interface AppEnvironment {
  storage: KeyValueStorage;
  /** The build flag that forces the server (VITE_FORCE_API). */
  forceApi: boolean;
  apiBaseUrl: string;
  /** Creates a mode's backend; defaults to loading the demo or HTTP module on first use. */
  createBackend?: (mode: 'mock' | 'api', deps: BackendDeps) => Promise<Backend>;
  /** The browser's own view of connectivity. */
  browserOnline: () => boolean;
  /** Where the remembered-email cookie lives (the document); absent, sign-in remembers nothing. */
  cookies?: Pick<Document, 'cookie'>;
  inspect?: (event: InspectionEvent) => void;
}

/** What a backend factory gets: the persona getter (demo) and the problem sink (HTTP). */
export interface BackendDeps {
  persona: () => 'admin' | 'employee' | 'customer';
  problems: ReturnType<typeof createRequestProblemSink>;
  storage: KeyValueStorage;
  apiBaseUrl: string;
}

async function defaultCreateBackend(mode: 'mock' | 'api', deps: BackendDeps): Promise<Backend> {
  if (mode === 'mock') {
    const readToken = () => deps.storage.read(STORAGE_KEYS.demoSession);
    return lazyDemoBackend(async () => {
      const { createDemoBackend } = await import('../backend/demo');
      return createDemoBackend({
        persona: deps.persona,
        // The demo session survives a reload, as a server session cookie would.
        session: {
          read: readToken,
          write: (token) => deps.storage.write(STORAGE_KEYS.demoSession, token),
        },
      });
    }, readToken);
  }
  const { createHttpBackend } = await import('../backend/http');
  return createHttpBackend({ baseUrl: deps.apiBaseUrl, problems: deps.problems });
}

const storedMode = (storage: KeyValueStorage) => {
  const value = storage.read(STORAGE_KEYS.dataMode);
  return value === 'mock' || value === 'api' ? value : null;
};
const storedPersona = (storage: KeyValueStorage) => {
  const value = storage.read(STORAGE_KEYS.persona);
  return value === 'admin' || value === 'employee' || value === 'customer' ? value : null;
};

/**
 * The one root actor. It starts the long-lived actors with system ids (notifications, dataMode,
 * session) and gives each its real I/O: the live backend chosen by the data mode, local storage, and
 * toasts for server and connection problems.
 */
export function createAppRoot(env: AppEnvironment) {
  // Filled right after the actor is created; every use below happens later, inside running actors.
  const holder: { system?: ActorSystem<never> } = {};
  const get = <T extends AnyActorRef>(id: string) => holder.system?.get(id) as T | undefined;
  // The data-mode choice the backend follows. The data-mode actor announces a change from inside its
  // transition, before its own snapshot shows it, so the announced choice is kept here and wins.
  let announced: DataModeChange | null = null;
  const dataMode = () =>
    announced ?? get<ActorRefFrom<typeof dataModeMachine>>('dataMode')?.getSnapshot().context;
  const notifications = () => get<ActorRefFrom<typeof notificationsMachine>>('notifications');
  const session = () => get<ActorRefFrom<typeof sessionMachine>>('session');

  const problems = createRequestProblemSink({
    notify: (toast) => {
      const ref = notifications();
      if (ref) pushToast(ref, toast);
    },
    isOnline: () => env.browserOnline() && (notifications()?.getSnapshot().context.online ?? true),
  });
  const deps: BackendDeps = {
    persona: () => dataMode()?.persona ?? 'admin',
    problems,
    storage: env.storage,
    apiBaseUrl: env.apiBaseUrl,
  };
  const create = env.createBackend ?? defaultCreateBackend;
  const load: BackendLoader = cachedLoader((mode) => create(mode, deps));
  const backend = createLiveBackend(() => dataMode()?.mode ?? (env.forceApi ? 'api' : 'mock'), load);

  // Recovery asks the server twice in a row (refresh, then the current user); the refresh already
  // returns the user, so the second step reuses it instead of a second GET /auth/user.
  let recovered: SessionUser | null = null;
  const toastActions = new Map<string, () => void>();
  toastActions.set(BACK_TO_ADMIN_HANDLER, () =>
    get<ActorRefFrom<typeof dataModeMachine>>('dataMode')?.send({
      type: 'dataMode.setPersona',
      persona: 'admin',
    }),
  );

  const rootMachine = setup({
    actors: {
      notifications: notificationsMachine.provide({
        actions: {
          runToastAction: (_, params) => toastActions.get(params.handlerId)?.(),
        },
      }),
      dataMode: dataModeMachine.provide({
        actions: {
          persistDataMode: (_, params) => {
            env.storage.write(STORAGE_KEYS.dataMode, params.mode);
            env.storage.write(STORAGE_KEYS.persona, params.persona);
          },
          // Seed A §1/§4: changing the mode (or persona) re-runs session recovery.
          notifyModeChanged: (_, change) => {
            const user = session()?.getSnapshot().context.user;
            const leavesAdmin = change.mode === 'mock' && change.persona !== 'admin';
            announced = change;
            session()?.send({ type: 'session.recover' });
            // Only admins see the switch: an admin who becomes another persona is told the way back.
            const ref = notifications();
            if (ref && leavesAdmin && user && hasAnyRole(user.roles, ['admin']))
              pushToast(ref, personaSwitchedToast(PERSONA_LABELS[change.persona]));
          },
        },
      }),
      session: sessionMachine.provide({
        actors: {
          refreshSession: fromPromise<void>(async ({ signal }) => {
            recovered = await backend.session.refresh({ signal });
          }),
          fetchCurrentUser: fromPromise<SessionUser>(async ({ signal }) => {
            const user = recovered ?? (await backend.session.currentUser({ signal }));
            recovered = null;
            return user;
          }),
          login: fromPromise<SessionUser, LoginCredentials>(({ input, signal }) =>
            backend.session.login(input, { signal }),
          ),
          logout: fromPromise<void>(({ signal }) => {
            // Forget the demo session as the sign-out starts: a data-mode switch during the call cancels
            // it, and the cleanup afterwards follows the new mode, so the demo user would come back.
            if (backend.mode === 'mock') env.storage.write(STORAGE_KEYS.demoSession, null);
            return backend.session.logout({ signal });
          }),
        },
        actions: {
          // Only the demo keeps a session locally (the server's is a cookie); a failed API recovery
          // must not sign the demo out, so switching back to demo data finds its session again.
          clearStoredSession: () => {
            recovered = null;
            if (backend.mode === 'mock') env.storage.write(STORAGE_KEYS.demoSession, null);
          },
          rememberEmail: (_, attempt) => {
            if (env.cookies && attempt.remember !== undefined)
              updateRememberedEmail(env.cookies, attempt.email, attempt.remember);
          },
          clearBanner: () => notifications()?.send({ type: 'banner.clear' }),
          announceSignedOut: () =>
            notifications()?.send({ type: 'banner.set', banner: SIGNED_OUT_BY_DATA_SOURCE_BANNER }),
        },
      }),
    },
  }).createMachine({
    id: 'app',
    description: 'Starts the long-lived actors once; their ids are their system ids.',
    invoke: [
      { id: 'notifications', systemId: 'notifications', src: 'notifications' },
      {
        id: 'dataMode',
        systemId: 'dataMode',
        src: 'dataMode',
        input: () => ({
          storedMode: storedMode(env.storage),
          storedPersona: storedPersona(env.storage),
          forceApi: env.forceApi,
        }),
      },
      // Last, so recovery's first backend call sees the data mode.
      { id: 'session', systemId: 'session', src: 'session' },
    ],
  });

  const actor = createActor(rootMachine, env.inspect ? { inspect: env.inspect } : {});
  holder.system = actor.system as ActorSystem<never>;
  actor.start();

  const refs = {
    notifications: actor.system.get('notifications') as ActorRefFrom<typeof notificationsMachine>,
    dataMode: actor.system.get('dataMode') as ActorRefFrom<typeof dataModeMachine>,
    session: actor.system.get('session') as ActorRefFrom<typeof sessionMachine>,
  };
  return {
    actor,
    backend,
    ...refs,
    /** Registers what a toast's action button runs; the toast refers to it by handlerId. */
    registerToastAction: (handlerId: string, run: () => void) => {
      toastActions.set(handlerId, run);
      return () => toastActions.delete(handlerId);
    },
  };
}

export type AppRoot = ReturnType<typeof createAppRoot>;

export type { AppSystem } from '../kit/services';

/** Resolves once the first session recovery has ended, whatever its outcome (the app mounts then). */
export function whenHydrated(root: Pick<AppRoot, 'session'>): Promise<void> {
  return new Promise((resolve) => {
    const check = (hydrated: boolean) => {
      if (!hydrated) return false;
      resolve();
      return true;
    };
    if (check(root.session.getSnapshot().context.hydrated)) return;
    const subscription = root.session.subscribe({
      next: (snapshot) => {
        if (check(snapshot.context.hydrated)) subscription.unsubscribe();
      },
      // A crashed session actor must not keep the app from mounting.
      error: () => resolve(),
    });
  });
}
