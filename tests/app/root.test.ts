import { waitFor } from 'xstate';
import { connectSession } from '../../machines/session';
import { createAppRoot, whenHydrated, type BackendDeps } from '../../src/app/root';
import { memoryStorage, STORAGE_KEYS } from '../../src/app/storage';
import type { Backend } from '../../src/backend/backend';
import { AppError } from '../../src/domain/errors';
import type { SessionUser } from '../../src/domain/session';

const user = (persona: string): SessionUser => ({
  id: persona,
  email: `${persona}@example.com`,
  fullName: persona,
  displayName: persona,
  phone: '',
  roles: [persona.toUpperCase()],
});

/** A demo backend that signs in as the persona of the moment, and a server with no session. */
function setup(stored: Record<string, string> = {}) {
  const calls: string[] = [];
  let deps: BackendDeps | undefined;
  const storage = memoryStorage({ [STORAGE_KEYS.demoSession]: 'demo-session-token', ...stored });
  const root = createAppRoot({
    storage,
    forceApi: false,
    apiBaseUrl: '/api',
    browserOnline: () => true,
    createBackend: async (mode, given) => {
      deps = given;
      const session =
        mode === 'mock'
          ? {
              refresh: async () => {
                calls.push(`mock refresh as ${given.persona()}`);
                return user(given.persona());
              },
              currentUser: async () => user(given.persona()),
              // The demo forgets its token as its sign-out starts, and the sign-out takes a moment
              // (180-360 ms), long enough to switch mode meanwhile.
              logout: () => {
                storage.write(STORAGE_KEYS.demoSession, null);
                return new Promise<void>((resolve) => setTimeout(resolve, 50));
              },
              forgetStoredSession: async () => storage.write(STORAGE_KEYS.demoSession, null),
            }
          : {
              refresh: async () => {
                calls.push('api refresh');
                throw new AppError('SESSION_NOT_FOUND', 'Session expired', { status: 401 });
              },
              currentUser: async () => {
                throw new AppError('SESSION_NOT_FOUND', 'Session expired', { status: 401 });
              },
              // The server's session is a cookie: nothing to forget in the browser.
              forgetStoredSession: async () => undefined,
            };
      return { mode, session } as unknown as Backend;
    },
  });
  return { root, calls, storage, problems: () => deps?.problems };
}

test('start-up recovers the stored session once, without a second user fetch', async () => {
  const { root, calls } = setup({ [STORAGE_KEYS.persona]: 'employee' });
  await whenHydrated(root);
  expect(root.session.getSnapshot().context.user?.email).toBe('employee@example.com');
  expect(calls).toEqual(['mock refresh as employee']);
  root.actor.stop();
});

test('switching to the API re-runs recovery against the server, stores the choice, keeps the demo session', async () => {
  const { root, calls, storage } = setup();
  await whenHydrated(root);
  root.dataMode.send({ type: 'dataMode.set', mode: 'api' });
  await waitFor(root.session, (snapshot) => snapshot.matches('anonymous'));
  expect(calls).toEqual(['mock refresh as admin', 'api refresh']);
  expect(storage.read(STORAGE_KEYS.dataMode)).toBe('api');
  expect(storage.read(STORAGE_KEYS.demoSession)).toBe('demo-session-token');

  root.dataMode.send({ type: 'dataMode.set', mode: 'mock' });
  await waitFor(root.session, (snapshot) => snapshot.matches('authenticated'));
  expect(root.session.getSnapshot().context.user?.email).toBe('admin@example.com');
  root.actor.stop();
});

test('switching persona recovers as the new persona', async () => {
  const { root, calls, storage } = setup();
  await whenHydrated(root);
  root.dataMode.send({ type: 'dataMode.setPersona', persona: 'customer' });
  await waitFor(root.session, (snapshot) => snapshot.context.user?.email === 'customer@example.com');
  expect(calls.at(-1)).toBe('mock refresh as customer');
  expect(storage.read(STORAGE_KEYS.persona)).toBe('customer');
  root.actor.stop();
});

test('server and connection problems become the seed’s error toasts', async () => {
  const { root, problems } = setup({ [STORAGE_KEYS.dataMode]: 'api' });
  await whenHydrated(root);
  problems()?.serverError(502);
  problems()?.networkError();
  expect(root.notifications.getSnapshot().context.toasts.map((toast) => [toast.type, toast.title])).toEqual([
    ['error', 'Server issue'],
    ['error', 'Connection issue'],
  ]);
  root.notifications.send({ type: 'network.offline' });
  expect(problems()?.isOnline()).toBe(false);
  root.actor.stop();
});

test('signing out and switching to the API before the call ends keeps the demo user signed out', async () => {
  const { root, storage } = setup();
  await whenHydrated(root);
  root.session.send({ type: 'session.logout' });
  root.dataMode.send({ type: 'dataMode.set', mode: 'api' });
  await waitFor(root.session, (snapshot) => snapshot.matches('anonymous'));
  expect(storage.read(STORAGE_KEYS.demoSession)).toBeNull();
  root.actor.stop();
});

test('a data-source switch that signs the user out says why on the sign-in page, until signed in again', async () => {
  const { root } = setup();
  await whenHydrated(root);
  expect(root.notifications.getSnapshot().context.banner).toBeNull();

  root.dataMode.send({ type: 'dataMode.set', mode: 'api' });
  await waitFor(root.session, (snapshot) => snapshot.matches('anonymous'));
  expect(root.notifications.getSnapshot().context.banner).toMatchObject({
    title: 'Signed out because the data source changed',
  });

  // Back to the demo, whose session is still there: signed in again, the reason is no longer news.
  root.dataMode.send({ type: 'dataMode.set', mode: 'mock' });
  await waitFor(root.session, (snapshot) => snapshot.matches('authenticated'));
  expect(root.notifications.getSnapshot().context.banner).toBeNull();
  root.actor.stop();
});

test('a switch made while signed out says nothing about being signed out', async () => {
  const { root } = setup({ [STORAGE_KEYS.dataMode]: 'api' });
  await whenHydrated(root);
  root.dataMode.send({ type: 'dataMode.set', mode: 'mock' });
  root.dataMode.send({ type: 'dataMode.set', mode: 'api' });
  await waitFor(root.session, (snapshot) => snapshot.matches('anonymous'));
  expect(root.notifications.getSnapshot().context.banner).toBeNull();
  root.actor.stop();
});

test('an admin who becomes the Employee persona is shown the way back, and Back to Admin works', async () => {
  const { root } = setup();
  await whenHydrated(root);
  root.dataMode.send({ type: 'dataMode.setPersona', persona: 'employee' });
  await waitFor(root.session, (snapshot) => snapshot.context.user?.email === 'employee@example.com');
  const [toast] = root.notifications.getSnapshot().context.toasts;
  expect(toast).toMatchObject({ title: 'Viewing the demo as Employee', action: { label: 'Back to Admin' } });

  root.notifications.send({ type: 'toast.dismiss', id: toast!.id, reason: 'action' });
  await waitFor(root.session, (snapshot) => snapshot.context.user?.email === 'admin@example.com');
  expect(root.dataMode.getSnapshot().context.persona).toBe('admin');
  root.actor.stop();
});

test('a 401 the HTTP layer reports while signed in opens the sign-in dialog without signing out', async () => {
  const { root, problems } = setup();
  await whenHydrated(root);
  problems()?.sessionExpired?.();
  const view = connectSession(root.session.getSnapshot(), () => {});
  expect(view.expired).toEqual({ email: 'admin@example.com', signingIn: false, error: null });
  // still signed in, so no guard sends the user away from the screen they were on
  expect(view.signedIn).toBe(true);
  root.actor.stop();
});
