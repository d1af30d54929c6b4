// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rejection, unique } from '../backend/behaviour/context';
import { PASSWORD, type TestServer, startTestServer } from '../server/harness';
import { httpClient } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

const registration = () => ({
  email: `${unique('contract.')}@example.com`,
  phoneNumber: '555-010-1234',
  password: 'twelve chars or more',
  firstName: 'Jamie',
  lastName: 'Contract',
});

describe('session calls through the HTTP backend', () => {
  it('POST /auth/login then GET /auth/user: the signed-in user', async () => {
    const { backend } = httpClient(server.origin);
    const user = await backend.session.login({ email: ' Admin@Example.com ', password: PASSWORD });
    expect(user).toMatchObject({
      id: '1',
      email: 'admin@example.com',
      fullName: 'Avery Lindqvist',
      displayName: 'Avery',
    });
    expect(user.roles).toEqual(['ADMIN', 'EMPLOYEE']);
  });

  it('POST /auth/login: 401 INVALID_CREDENTIALS for a wrong password, 400 for a missing one', async () => {
    const { backend } = httpClient(server.origin);
    const wrong = await rejection(
      backend.session.login({ email: 'customer@example.com', password: 'not it at all' }),
    );
    expect(wrong).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid email or password',
      status: 401,
    });
    const missing = await rejection(backend.session.login({ email: 'customer@example.com', password: '' }));
    expect(missing.status).toBe(400);
  });

  it('POST /auth/login: 429 with the server message once this address has failed 5 times', async () => {
    const { backend } = httpClient(server.origin);
    const email = 'employee@example.com';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await rejection(backend.session.login({ email, password: 'guess guess guess' }));
    }
    const locked = await rejection(backend.session.login({ email, password: PASSWORD }));
    expect(locked.status).toBe(429);
    expect(locked.message).toBe('Too many sign-in attempts. Please wait 30 seconds and try again.');
  });

  it('POST /auth/refresh: the same user; 401 SESSION_NOT_FOUND without a session', async () => {
    const client = httpClient(server.origin);
    await client.signInAs('customer');
    expect(await client.backend.session.refresh()).toMatchObject({ email: 'customer@example.com' });
    const anonymous = httpClient(server.origin);
    expect(await rejection(anonymous.backend.session.refresh())).toMatchObject({
      code: 'SESSION_NOT_FOUND',
      message: 'Session expired',
      status: 401,
    });
  });

  it('POST /auth/logout ends the session; GET /auth/user then answers 401', async () => {
    const client = httpClient(server.origin);
    await client.signInAs('admin');
    await client.backend.session.logout();
    expect(await rejection(client.backend.session.currentUser())).toMatchObject({
      code: 'SESSION_NOT_FOUND',
      status: 401,
    });
  });

  it('POST /auth/register: the same answer for a new and a known email; 400 carries the messages', async () => {
    const { backend } = httpClient(server.origin);
    const details = registration();
    const result = await backend.session.register(details);
    expect(result).toEqual({
      userId: null,
      customerId: null,
      user: { id: null, fullName: 'Jamie Contract', email: details.email },
    });
    // A second sign-up with the same email says nothing new (it does not reveal the account).
    expect(await backend.session.register(details)).toEqual(result);
    await backend.session.login({ email: details.email, password: details.password });
    expect(await backend.session.currentUser()).toMatchObject({ email: details.email });

    const bad = await rejection(backend.session.register({ ...registration(), password: 'short' }));
    expect(bad).toMatchObject({ code: 'REGISTRATION_FAILED', status: 400 });
    expect(bad.messages).toEqual(['Password must be at least 12 characters']);
  });

  it('GET /version.json: readable without a session', async () => {
    const { backend } = httpClient(server.origin);
    expect(await backend.version.current()).toMatchObject({
      version: '0.1',
      commit: expect.any(String),
      branch: expect.any(String),
    });
  });
});
