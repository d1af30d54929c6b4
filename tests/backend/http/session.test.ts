// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ok, setupHttpBackend } from './harness';

const t = setupHttpBackend();
const user = { id: 12, email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee', roles: ['Employee'] };

describe('sign in', () => {
  it('sends the trimmed, lower-cased email and then reads the current user', async () => {
    t.server.on('POST', '/api/auth/login', ok(null));
    t.server.on('GET', '/api/auth/user', ok(user));
    const signedIn = await t.backend.session.login({ email: '  Ann@Example.COM ', password: ' secret ' });
    expect(t.server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/auth/login',
      'GET /api/auth/user',
    ]);
    expect(t.server.requests[0]?.json).toEqual({ email: 'ann@example.com', password: ' secret ' });
    expect(signedIn).toEqual({
      id: '12',
      email: 'ann@example.com',
      fullName: 'Ann Lee',
      displayName: 'Ann Lee',
      phone: '',
      roles: ['Employee'],
    });
  });

  it("answers a 401 with 'Invalid email or password' whatever the server wrote", async () => {
    t.server.on('POST', '/api/auth/login', { status: 401, json: { title: 'Unauthorized' } });
    await expect(t.backend.session.login({ email: 'a@b.co', password: 'x' })).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid email or password',
      status: 401,
    });
    expect(t.server.requests).toHaveLength(1);
  });

  it('reports a wrapped login failure with the server messages', async () => {
    t.server.on('POST', '/api/auth/login', {
      json: { 'is-success': false, 'error-messages': ['Account locked'] },
    });
    await expect(t.backend.session.login({ email: 'a@b.co', password: 'x' })).rejects.toMatchObject({
      code: 'API_RESPONSE_ERROR',
      message: 'Account locked',
    });
  });
});

describe('current user and refresh', () => {
  it('reads the alternative field names of the user payload', async () => {
    t.server.on('GET', '/api/auth/user', {
      json: {
        sub: 'auth0|77',
        email: 'bo@example.com',
        givenName: 'Bo',
        surname: 'Diaz',
        'display-name': 'Bo D.',
        phoneNumber: '555-010-2000',
        Roles: ['ADMIN', 'Employee'],
      },
    });
    expect(await t.backend.session.currentUser()).toEqual({
      id: 'auth0|77',
      email: 'bo@example.com',
      fullName: 'Bo Diaz',
      displayName: 'Bo D.',
      phone: '555-010-2000',
      roles: ['ADMIN', 'Employee'],
    });
  });

  it.each([
    ['userId', { userId: 5 }],
    ['user-id', { 'user-id': '5' }],
  ])('takes the id from %s', async (_name, payload) => {
    t.server.on('GET', '/api/auth/user', ok(payload));
    expect((await t.backend.session.currentUser()).id).toBe('5');
  });

  it('keeps a fullName the server sends', async () => {
    t.server.on(
      'GET',
      '/api/auth/user',
      ok({ id: 1, fullName: 'Dr. Ann Lee', firstName: 'Ann', phone: '1' }),
    );
    expect(await t.backend.session.currentUser()).toMatchObject({ fullName: 'Dr. Ann Lee', phone: '1' });
  });

  it('treats a missing user payload as USER_PARSE_ERROR', async () => {
    t.server.on('GET', '/api/auth/user', { status: 204 });
    await expect(t.backend.session.currentUser()).rejects.toMatchObject({ code: 'USER_PARSE_ERROR' });
  });

  it("answers 401 on the user call with 'Session expired'", async () => {
    t.server.on('GET', '/api/auth/user', { status: 401 });
    await expect(t.backend.session.currentUser()).rejects.toMatchObject({
      code: 'SESSION_NOT_FOUND',
      message: 'Session expired',
    });
  });

  it('refreshes and then reads the user', async () => {
    t.server.on('POST', '/api/auth/refresh', ok(true));
    t.server.on('GET', '/api/auth/user', ok(user));
    expect((await t.backend.session.refresh()).email).toBe('ann@example.com');
    expect(t.server.requests[0]?.body.length).toBe(0);
  });

  it("answers 401 on refresh with 'Session expired' without reading the user", async () => {
    t.server.on('POST', '/api/auth/refresh', { status: 401 });
    await expect(t.backend.session.refresh()).rejects.toMatchObject({
      code: 'SESSION_NOT_FOUND',
      message: 'Session expired',
    });
    expect(t.server.requests).toHaveLength(1);
  });

  it("uses 'Session refresh failed' when a refresh fails without a message", async () => {
    t.server.on('POST', '/api/auth/refresh', { status: 400 });
    await expect(t.backend.session.refresh()).rejects.toMatchObject({ message: 'Session refresh failed' });
  });

  it("uses 'Logout failed' when signing out fails without a message", async () => {
    t.server.on('POST', '/api/auth/logout', { status: 400 });
    await expect(t.backend.session.logout()).rejects.toMatchObject({ message: 'Logout failed' });
  });

  it('signs out with a 204', async () => {
    t.server.on('POST', '/api/auth/logout', { status: 204 });
    await expect(t.backend.session.logout()).resolves.toBeUndefined();
  });
});

describe('registration', () => {
  const request = {
    email: 'new@example.com',
    phoneNumber: '555-123-4567',
    password: 'a-long-password',
    firstName: 'New',
    lastName: 'Person',
  };

  it('sends the registration and reads the new ids', async () => {
    t.server.on(
      'POST',
      '/api/auth/register',
      ok({ userId: 40, customerId: 41, user: { id: 40, fullName: 'New Person' } }),
    );
    expect(await t.backend.session.register(request)).toEqual({
      userId: '40',
      customerId: '41',
      user: { id: '40', fullName: 'New Person', email: null },
    });
    expect(t.server.requests[0]?.json).toEqual(request);
  });

  it('gathers the server messages from a validation problem, dropping generic texts', async () => {
    t.server.on('POST', '/api/auth/register', {
      status: 400,
      json: {
        title: 'Bad Request',
        errors: {
          Email: ['Email is already registered'],
          Password: [{ description: 'Password needs a digit' }],
        },
        detail: 'Request failed',
      },
    });
    await expect(t.backend.session.register(request)).rejects.toMatchObject({
      code: 'REGISTRATION_FAILED',
      status: 400,
      messages: ['Email is already registered', 'Password needs a digit'],
      message: 'Email is already registered; Password needs a digit',
    });
  });

  it('reads messages from a wrapped failure and from identity-style error lists', async () => {
    t.server.on('POST', '/api/auth/register', {
      json: {
        'is-success': false,
        'error-messages': ['Phone number is invalid'],
        messages: [{ code: 'DuplicateUserName', description: 'Username is taken' }],
      },
    });
    const error = await t.backend.session.register(request).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'REGISTRATION_FAILED',
      messages: ['Username is taken', 'Phone number is invalid'],
    });
  });

  it('ignores messages nested deeper than four levels', async () => {
    t.server.on('POST', '/api/auth/register', {
      status: 422,
      json: { errors: [{ errors: [{ errors: ['too deep'] }] }], message: 'Shallow' },
    });
    await expect(t.backend.session.register(request)).rejects.toMatchObject({ messages: ['Shallow'] });
  });

  it('falls back to the friendly text when the server says nothing useful', async () => {
    t.server.on('POST', '/api/auth/register', { status: 400, json: { title: 'Bad Request' } });
    await expect(t.backend.session.register(request)).rejects.toMatchObject({
      code: 'REGISTRATION_FAILED',
      messages: [],
      message: 'We were unable to create your account. Please review your details and try again.',
    });
  });
});
