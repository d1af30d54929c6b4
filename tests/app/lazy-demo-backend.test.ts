import { lazyDemoBackend } from '../../src/app/lazy-demo-backend';
import type { Backend } from '../../src/backend/backend';
import { DEMO_SESSION_TOKEN } from '../../src/backend/demo';
import { AppError } from '../../src/domain/errors';
import type { SessionUser } from '../../src/domain/session';

const admin: SessionUser = {
  id: '1',
  email: 'admin@example.com',
  fullName: 'Admin',
  displayName: 'Admin',
  phone: '',
  roles: ['ADMIN'],
};

function setup(token: string | null) {
  let loads = 0;
  const backend = lazyDemoBackend(
    async () => {
      loads += 1;
      return {
        mode: 'mock',
        session: { refresh: async () => admin, currentUser: async () => admin, login: async () => admin },
        customers: { get: async (id: string) => ({ id }) },
      } as unknown as Backend;
    },
    () => token,
  );
  return { backend, loads: () => loads };
}

test('without the demo token, recovery answers "no session" without loading the demo module', async () => {
  const { backend, loads } = setup(null);
  const failure = await backend.session.refresh().catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(AppError);
  expect(failure).toMatchObject({ code: 'SESSION_NOT_FOUND', message: 'No active session' });
  await expect(backend.session.currentUser()).rejects.toMatchObject({ code: 'SESSION_NOT_FOUND' });
  expect(loads()).toBe(0);
  expect(backend.mode).toBe('mock');
});

test('with the token, and for every other call, the demo module is loaded once and answers', async () => {
  const { backend, loads } = setup(DEMO_SESSION_TOKEN);
  await expect(backend.session.refresh()).resolves.toEqual(admin);
  await expect(backend.session.login({ email: 'a@b.c', password: 'x' })).resolves.toEqual(admin);
  await expect(backend.customers.get('7')).resolves.toEqual({ id: '7' });
  expect(loads()).toBe(1);
});

test('an aborted recovery rejects at once with an AbortError', async () => {
  const { backend } = setup(null);
  const controller = new AbortController();
  const pending = backend.session.refresh({ signal: controller.signal });
  controller.abort();
  await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
});

test('a sign-out, or the app asking, forgets the stored token without waiting for the demo module', async () => {
  let token: string | null = DEMO_SESSION_TOKEN;
  const backend = lazyDemoBackend(
    () => new Promise<Backend>(() => undefined),
    () => token,
    'none',
    () => (token = null),
  );
  void backend.session.logout();
  expect(token).toBeNull();
  token = DEMO_SESSION_TOKEN;
  await backend.session.forgetStoredSession();
  expect(token).toBeNull();
});
