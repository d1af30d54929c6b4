// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, PASSWORD, type TestApp, call, createTestApp, record, signIn, wrapper } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const REGISTRATION = {
  email: '  New.Collector@Example.com ',
  phoneNumber: '512-555-0142',
  password: 'a long enough secret',
  firstName: 'Robin',
  lastName: 'Ashby',
};

describe('sign-in and the current user', () => {
  it('signs in the seeded accounts and returns their user payload', async () => {
    for (const [persona, roles] of [
      ['admin', ['ADMIN', 'EMPLOYEE']],
      ['employee', ['EMPLOYEE']],
      ['customer', ['CUSTOMER']],
    ] as const) {
      const cookie = await signIn(t.app, ACCOUNTS[persona]);
      const user = record((await call(t.app, 'GET', '/api/auth/user', { cookie })).body);
      expect(user).toMatchObject({ email: ACCOUNTS[persona], roles });
      expect(typeof user.fullName).toBe('string');
    }
  });

  it('ignores case and surrounding spaces in the email', async () => {
    const reply = await call(t.app, 'POST', '/api/auth/login', {
      body: { email: '  ADMIN@example.COM ', password: PASSWORD },
    });
    expect(reply.status).toBe(200);
  });

  it('answers 400 Missing credentials when either field is missing', async () => {
    for (const body of [{ email: ACCOUNTS.admin }, { password: PASSWORD }, { email: '', password: '' }]) {
      const reply = await call(t.app, 'POST', '/api/auth/login', { body });
      expect(reply.status).toBe(400);
      expect(wrapper(reply.body).messages).toEqual(['Missing credentials']);
    }
  });

  it('answers 401 Session expired to the user call and refresh without a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/auth/user'],
      ['POST', '/api/auth/refresh'],
    ] as const) {
      const reply = await call(t.app, method, url, { cookie: 'cgbo_session=made-up' });
      expect(reply.status).toBe(401);
      expect(wrapper(reply.body)).toMatchObject({ success: false, messages: ['Session expired'] });
    }
  });
});

describe('registration', () => {
  it('creates a customer account and its customer record, which can then sign in', async () => {
    const reply = await call(t.app, 'POST', '/api/auth/register', { body: REGISTRATION });
    expect(reply.status).toBe(201);
    const result = record(reply.body);
    expect(result).toMatchObject({ user: { fullName: 'Robin Ashby', email: 'new.collector@example.com' } });
    const cookie = await signIn(t.app, 'new.collector@example.com', 'a long enough secret');
    expect(record((await call(t.app, 'GET', '/api/auth/user', { cookie })).body).roles).toEqual(['CUSTOMER']);

    const admin = await signIn(t.app, ACCOUNTS.admin);
    const customer = record(
      (await call(t.app, 'GET', `/api/employee/customer/${String(result.customerId)}`, { cookie: admin }))
        .body,
    );
    expect(customer).toMatchObject({
      firstName: 'Robin',
      lastName: 'Ashby',
      userId: String(result.userId),
      phone: '512-555-0142',
    });
  });

  it('refuses a second account for the same email with 409', async () => {
    const reply = await call(t.app, 'POST', '/api/auth/register', {
      body: { ...REGISTRATION, email: ACCOUNTS.employee },
    });
    expect(reply.status).toBe(409);
    expect(wrapper(reply.body).messages).toEqual(['An account with this email already exists.']);
  });

  it('answers 400 listing every problem', async () => {
    const reply = await call(t.app, 'POST', '/api/auth/register', {
      body: { email: 'x', phoneNumber: '12345', password: 'short', firstName: 'R', lastName: '' },
    });
    expect(reply.status).toBe(400);
    expect(wrapper(reply.body).messages).toEqual([
      'First name must be at least 2 characters',
      'Last name is required',
      'Enter a valid email address',
      'Enter a valid phone number',
      'Password must be at least 12 characters',
    ]);
  });
});
