import { createActor, fromPromise, type ActorRefFrom, type InspectionEvent } from 'xstate';
import { appChildren, appMachine, connectApp } from '../../machines/app';
import type { dataModeMachine } from '../../machines/dataMode';
import type { notificationsMachine } from '../../machines/notifications';
import type { sessionMachine } from '../../machines/session';
import type { Backend } from '../backend/backend';
import type { DemoPersistence } from '../backend/demo/persist';
import type { DemoFaults } from '../backend/demo/faults';
import type { LoginCredentials, SessionUser } from '../domain/session';
import { updateRememberedEmail } from '../lib/remembered-email';
import { defaultCreateBackend, type BackendDeps } from './backend-factory';
import { cachedLoader, createLiveBackend, type BackendLoader } from './live-backend';
import { createRequestProblemSink } from './request-problems';
import { STORAGE_KEYS, type KeyValueStorage } from './storage';

export type { BackendDeps };

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
  /** Where the demo keeps its records between visits (absent: they live for the tab). */
  demoData?: DemoPersistence;
  /** The demo's fault switches (decision 0452); absent, demo calls never fail on purpose. */
  faults?: DemoFaults;
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
 * Creates the app actor (machines/app) with its environment: the live backend chosen by the data
 * mode, local storage, the remembered-email cookie, and the request-problem toasts. Everything the
 * long-lived actors do to each other is in the app machine's chart, where the inspector sees it.
 */
export function createAppRoot(env: AppEnvironment) {
  // What the app knows of itself (data mode, persona, connectivity), read once the actor exists.
  const app = () => connectApp(actor.getSnapshot());

  const problems = createRequestProblemSink({
    notify: (toast) => actor.send({ type: 'toast.add', toast }),
    isOnline: () => env.browserOnline() && app().online,
    sessionExpired: () => actor.send({ type: 'session.expired' }),
  });
  const deps: BackendDeps = {
    persona: () => app().persona,
    problems,
    storage: env.storage,
    apiBaseUrl: env.apiBaseUrl,
    demoData: env.demoData,
    faults: env.faults,
  };
  const create = env.createBackend ?? defaultCreateBackend;
  const load: BackendLoader = cachedLoader((mode) => create(mode, deps));
  const backend = createLiveBackend(() => app().mode ?? (env.forceApi ? 'api' : 'mock'), load);

  const session = appChildren.session.provide({
    actors: {
      // The refresh already returns the user; recovery hands it on instead of a second GET /auth/user.
      refreshSession: fromPromise<SessionUser | null>(({ signal }) => backend.session.refresh({ signal })),
      fetchCurrentUser: fromPromise<SessionUser, { refreshed: SessionUser | null }>(
        async ({ input, signal }) => input.refreshed ?? (await backend.session.currentUser({ signal })),
      ),
      login: fromPromise<SessionUser, LoginCredentials>(({ input, signal }) =>
        backend.session.login(input, { signal }),
      ),
      logout: fromPromise<void>(({ signal }) => backend.session.logout({ signal })),
    },
  });
  const machine = appMachine.provide({
    actors: { session },
    actions: {
      persistDataMode: (_, change) => {
        env.storage.write(STORAGE_KEYS.dataMode, change.mode);
        env.storage.write(STORAGE_KEYS.persona, change.persona);
      },
      // The backend of the mode in force forgets what it keeps in the browser (the demo's token; the
      // server's session is a cookie): a failed API recovery does not sign the demo out.
      clearStoredSession: () => void backend.session.forgetStoredSession(),
      rememberEmail: (_, attempt) => {
        if (env.cookies && attempt.remember !== undefined)
          updateRememberedEmail(env.cookies, attempt.email, attempt.remember);
      },
    },
  });

  const actor = createActor(machine, {
    input: {
      dataMode: {
        storedMode: storedMode(env.storage),
        storedPersona: storedPersona(env.storage),
        forceApi: env.forceApi,
      },
    },
    ...(env.inspect ? { inspect: env.inspect } : {}),
  });
  actor.start();

  const { children } = actor.getSnapshot();
  return {
    actor,
    backend,
    notifications: children.notifications as ActorRefFrom<typeof notificationsMachine>,
    dataMode: children.dataMode as ActorRefFrom<typeof dataModeMachine>,
    session: children.session as ActorRefFrom<typeof sessionMachine>,
  };
}

export type AppRoot = ReturnType<typeof createAppRoot>;

export type { AppSystem } from '../kit/services';

/** Resolves once the first session recovery has ended, whatever its outcome (the app mounts then). */
export function whenHydrated(root: Pick<AppRoot, 'actor'>): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!connectApp(root.actor.getSnapshot()).started) return false;
      resolve();
      return true;
    };
    if (check()) return;
    const subscription = root.actor.subscribe({
      next: () => {
        if (check()) subscription.unsubscribe();
      },
      // A crashed actor must not keep the app from mounting.
      error: () => resolve(),
    });
  });
}
