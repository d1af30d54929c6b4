import { createDemoBackend, memorySessionStorage } from '../../../src/backend/demo';
import { demo, expectError, NOW, SAMPLE } from './demo';

describe('demo session', () => {
  it('signs in with any email and password as the persona picked, with that persona’s email', async () => {
    const { backend, usePersona } = demo();
    usePersona('employee');
    const user = await backend.session.login({ email: 'someone@else.test', password: 'x' });
    expect(user).toMatchObject({ email: 'employee@example.com', roles: ['EMPLOYEE'] });
  });

  it('follows a persona switch while signed in', async () => {
    const { backend, usePersona } = demo();
    await backend.session.login({ email: 'a@b.c', password: 'x' });
    usePersona('customer');
    expect((await backend.session.refresh()).roles).toEqual(['CUSTOMER']);
    expect((await backend.session.currentUser()).email).toBe('customer@example.com');
  });

  it('refuses a login without an email (or username) or a password', async () => {
    const { backend } = demo();
    await expectError(
      backend.session.login({ email: '', password: 'x' }),
      'MISSING_CREDENTIALS',
      'Missing credentials',
    );
    await expectError(
      backend.session.login({ email: 'a@b.c', password: '' }),
      'MISSING_CREDENTIALS',
      'Missing credentials',
    );
    const withUsername = { email: '', username: 'avery', password: 'x' };
    await expect(backend.session.login(withUsername)).resolves.toMatchObject({ email: 'admin@example.com' });
  });

  it('answers "No active session" when nobody is signed in', async () => {
    const { backend } = demo();
    await expectError(backend.session.refresh(), 'SESSION_NOT_FOUND', 'No active session');
    await expectError(backend.session.currentUser(), 'SESSION_NOT_FOUND', 'No active session');
    await backend.session.login({ email: 'a@b.c', password: 'x' });
    await backend.session.logout();
    await expectError(backend.session.currentUser(), 'SESSION_NOT_FOUND', 'No active session');
  });

  it('keeps the session in the storage it is given, so a reloaded page recovers it', async () => {
    const storage = memorySessionStorage();
    const first = createDemoBackend({
      persona: () => 'admin',
      latency: 'none',
      data: SAMPLE,
      session: storage,
    });
    await first.session.login({ email: 'a@b.c', password: 'x' });
    const reloaded = createDemoBackend({
      persona: () => 'admin',
      latency: 'none',
      data: SAMPLE,
      session: storage,
    });
    await expect(reloaded.session.refresh()).resolves.toMatchObject({ email: 'admin@example.com' });
  });

  it('forgets its stored session as a sign-out starts, and when the app asks it to', async () => {
    const storage = memorySessionStorage();
    // With the demo's own delays, so the sign-out is still under way when it is checked.
    const { backend } = demo({ latency: 'realistic', session: storage });
    storage.write('token-of-a-signed-in-user');
    const controller = new AbortController();
    const signingOut = backend.session.logout({ signal: controller.signal });
    // Before the call ends (a data-mode switch cancels it), the demo user is already signed out.
    expect(storage.read()).toBeNull();
    controller.abort();
    await signingOut.catch(() => undefined);
    storage.write('token-of-a-signed-in-user');
    await backend.session.forgetStoredSession();
    expect(storage.read()).toBeNull();
  });

  it('needs every registration field', async () => {
    const { backend } = demo();
    const request = {
      email: 'new@example.com',
      phoneNumber: '',
      password: 'long password 1',
      firstName: 'A',
      lastName: 'B',
    };
    for (const blank of ['email', 'password', 'firstName', 'lastName'] as const) {
      await expectError(
        backend.session.register({ ...request, [blank]: '  '.slice(blank === 'password' ? 2 : 0) }),
        'VALIDATION_ERROR',
        'All fields are required',
      );
    }
  });

  it('registers a customer linked to the new user', async () => {
    const { backend } = demo();
    const result = await backend.session.register({
      email: ' New.Person@Example.com ',
      phoneNumber: '555-222-3333',
      password: 'long password 1',
      firstName: 'New',
      lastName: 'Person',
    });
    expect(result.user).toEqual({
      id: result.userId,
      fullName: 'New Person',
      email: 'new.person@example.com',
    });
    const customer = await backend.customers.get(result.customerId ?? '');
    expect(customer).toMatchObject({
      userId: result.userId,
      email: 'new.person@example.com',
      createdAt: NOW.toISOString(),
    });
  });
});
