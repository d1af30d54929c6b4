// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNTS,
  PASSWORD,
  type TestApp,
  call,
  createTestApp,
  record,
  records,
  signIn,
  wrapper,
} from './harness';

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
    expect(reply.status).toBe(202);
    expect(record(reply.body)).toEqual({
      userId: null,
      customerId: null,
      user: { id: null, fullName: 'Robin Ashby', email: 'new.collector@example.com' },
    });
    const cookie = await signIn(t.app, 'new.collector@example.com', 'a long enough secret');
    const user = record((await call(t.app, 'GET', '/api/auth/user', { cookie })).body);
    expect(user.roles).toEqual(['CUSTOMER']);

    const admin = await signIn(t.app, ACCOUNTS.admin);
    const found = records(
      (
        await call(t.app, 'POST', '/api/employee/customer/search', {
          body: { email: 'new.collector@example.com' },
          cookie: admin,
        })
      ).body,
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      firstName: 'Robin',
      lastName: 'Ashby',
      userId: String(user.id),
      phone: '512-555-0142',
    });
  });

  // Issue 11: a 409 told anyone which emails have accounts.
  it('answers an existing email exactly as a new one, and changes nothing', async () => {
    const details = { ...REGISTRATION, email: ACCOUNTS.employee, password: 'an attacker password' };
    const existing = await call(t.app, 'POST', '/api/auth/register', { body: details });
    const fresh = await call(t.app, 'POST', '/api/auth/register', {
      body: { ...details, email: 'never.seen@example.com' },
    });
    expect(existing.status).toBe(202);
    expect(fresh.status).toBe(202);
    const userOf = (body: unknown): Record<string, unknown> => ({ ...Object(record(body).user) });
    const { email: existingEmail, ...existingUser } = userOf(existing.body);
    const { email: freshEmail, ...freshUser } = userOf(fresh.body);
    expect([existingEmail, freshEmail]).toEqual([ACCOUNTS.employee, 'never.seen@example.com']);
    expect(existingUser).toEqual(freshUser);
    expect(wrapper(existing.body).messages).toEqual(wrapper(fresh.body).messages);
    // The owner's password still works and the attacker's does not.
    await signIn(t.app, ACCOUNTS.employee);
    const attacker = await call(t.app, 'POST', '/api/auth/login', {
      body: { email: ACCOUNTS.employee, password: 'an attacker password' },
    });
    expect(attacker.status).toBe(401);
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
