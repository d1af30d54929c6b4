// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, PERMISSIONS_POLICY } from '../../server/security/headers';
import {
  ACCOUNTS,
  PASSWORD,
  type TestApp,
  call,
  createTestApp,
  sessionCookieOf,
  signIn,
  wrapper,
} from './harness';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const login = (
  email: string,
  password: string,
  headers: Record<string, string> = {},
  url = '/api/auth/login',
) => call(t.app, 'POST', url, { body: { email, password }, headers });

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Lax, Path=/ and not Secure over plain http', async () => {
    const reply = await login(ACCOUNTS.admin, PASSWORD);
    expect(reply.status).toBe(200);
    const cookie = reply.headers.getSetCookie().find((line) => line.startsWith('cgbo_session='));
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Secure/);
  });

  it('is Secure when the request came over https, directly or through a proxy', async () => {
    const direct = await login(ACCOUNTS.admin, PASSWORD, {}, 'https://cards.example.com/api/auth/login');
    const proxied = await login(ACCOUNTS.admin, PASSWORD, { 'x-forwarded-proto': 'https' });
    for (const reply of [direct, proxied]) {
      expect(reply.headers.getSetCookie().find((line) => line.startsWith('cgbo_session='))).toMatch(
        /; Secure/,
      );
    }
  });

  it('holds a random token that the database only stores hashed', async () => {
    const first = sessionCookieOf((await login(ACCOUNTS.admin, PASSWORD)).headers).split('=')[1] ?? '';
    const second = sessionCookieOf((await login(ACCOUNTS.admin, PASSWORD)).headers).split('=')[1] ?? '';
    expect(first.length).toBeGreaterThanOrEqual(40);
    expect(first).not.toBe(second);
    const stored = t.db.prepare<[], { token_hash: string }>('SELECT token_hash FROM sessions').all();
    expect(stored).toHaveLength(2);
    expect(stored.map((row) => row.token_hash)).not.toContain(first);
  });

  it('stores passwords as salted scrypt hashes, never as given', () => {
    const rows = t.db.prepare<[], { password_hash: string }>('SELECT password_hash FROM users').all();
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) {
      expect(row.password_hash).toMatch(/^scrypt\$/);
      expect(row.password_hash).not.toContain(PASSWORD);
    }
    expect(new Set(rows.map((row) => row.password_hash)).size).toBe(rows.length);
  });

  it('ends with logout: the cookie is cleared and the old token no longer works', async () => {
    const cookie = await signIn(t.app, ACCOUNTS.employee);
    const out = await call(t.app, 'POST', '/api/auth/logout', { cookie });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().join()).toMatch(/cgbo_session=;.*Max-Age=0/);
    expect((await call(t.app, 'GET', '/api/auth/user', { cookie })).status).toBe(401);
  });

  it('expires after 8 hours unless refreshed; refresh extends it', async () => {
    const idle = await signIn(t.app, ACCOUNTS.employee);
    const active = await signIn(t.app, ACCOUNTS.admin);
    t.clock.advance(7 * 60 * 60 * 1000);
    const refreshed = await call(t.app, 'POST', '/api/auth/refresh', { cookie: active });
    expect(refreshed.status).toBe(200);
    expect(refreshed.headers.getSetCookie().join()).toMatch(/Max-Age=28800/);
    t.clock.advance(2 * 60 * 60 * 1000);
    const expired = await call(t.app, 'GET', '/api/auth/user', { cookie: idle });
    expect(expired.status).toBe(401);
    expect(wrapper(expired.body).messages).toEqual(['Session expired']);
    expect((await call(t.app, 'GET', '/api/auth/user', { cookie: active })).status).toBe(200);
  });
});

describe('role enforcement', () => {
  const staffReads: [string, string, unknown?][] = [
    ['POST', '/api/employee/customer/search', {}],
    ['POST', '/api/employee/submission/search', {}],
    ['GET', '/api/employee/workflow/workflowtype'],
    ['POST', '/api/employee/prescreening/search', {}],
    ['GET', '/api/settings/card-grades'],
  ];
  // The roster is admin-only, reading included, as the /employees screen is (issue 11).
  const adminReads: [string, string][] = [
    ['GET', '/api/employee/employees'],
    ['GET', '/api/employee/employees/1'],
  ];
  const adminWrites: [string, string, unknown][] = [
    ['PUT', '/api/settings/card-grades', { gradingCompany: 1, score: '10', code: 'GM', sortOrder: 0 }],
    ['PUT', '/api/settings/prescreen-recommendations', { name: 'Resubmit later' }],
    ['PUT', '/api/employee/workflow/workflowtype', { name: 'Crossover', description: '' }],
    ['DELETE', '/api/employee/workflow/steptype/501', {}],
    [
      'PUT',
      '/api/employee/employees',
      { firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', role: 'Grader' },
    ],
  ];

  it('answers 401 without a session, for every area', async () => {
    for (const [method, url, body] of [...staffReads, ...adminReads, ...adminWrites]) {
      const reply = await call(t.app, method, url, { body });
      expect(reply.status, `${method} ${url}`).toBe(401);
      expect(wrapper(reply.body).success).toBe(false);
    }
  });

  it('answers 403 to a customer on staff calls', async () => {
    const cookie = await signIn(t.app, ACCOUNTS.customer);
    for (const [method, url, body] of staffReads) {
      const reply = await call(t.app, method, url, { body, cookie });
      expect(reply.status, `${method} ${url}`).toBe(403);
    }
    // A customer still has a session: who am I works.
    expect((await call(t.app, 'GET', '/api/auth/user', { cookie })).status).toBe(200);
  });

  it('lets an employee read catalogues and workflow types but not change them', async () => {
    const cookie = await signIn(t.app, ACCOUNTS.employee);
    for (const [method, url, body] of staffReads) {
      expect((await call(t.app, method, url, { body, cookie })).status, `${method} ${url}`).toBe(200);
    }
    for (const [method, url, body] of [...adminReads, ...adminWrites]) {
      expect((await call(t.app, method, url, { body, cookie })).status, `${method} ${url}`).toBe(403);
    }
  });

  it('lets an admin make those changes', async () => {
    const cookie = await signIn(t.app, ACCOUNTS.admin);
    for (const [method, url] of adminReads) {
      expect((await call(t.app, method, url, { cookie })).status, `${method} ${url}`).toBe(200);
    }
    for (const [method, url, body] of adminWrites) {
      const reply = await call(t.app, method, url, { body, cookie });
      expect(reply.status, `${method} ${url}`).toBeLessThan(300);
    }
  });
});

describe('sign-in limit', () => {
  const HOME = { 'x-forwarded-for': '198.51.100.7' };
  const ATTACKER = { 'x-forwarded-for': '203.0.113.9' };
  const useAddresses = async () => {
    t.close();
    t = await createTestApp({ trustProxy: '1' });
  };
  const waitOf = (reply: { headers: Headers }) => Number(reply.headers.get('retry-after'));

  // Issue 11: five wrong passwords from anywhere used to lock the admin out for 15 minutes.
  it('slows only the address that failed; the rightful user from their usual address still gets in', async () => {
    await useAddresses();
    await login(ACCOUNTS.admin, PASSWORD, HOME); // the admin's usual place
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login(ACCOUNTS.admin, 'wrong password!', ATTACKER)).status).toBe(401);
    }
    const slowed = await login(ACCOUNTS.admin, PASSWORD, ATTACKER);
    expect(slowed.status).toBe(429);
    expect(wrapper(slowed.body).messages).toEqual([
      'Too many sign-in attempts. Please wait 30 seconds and try again.',
    ]);
    expect(waitOf(slowed)).toBe(30);
    expect((await login(ACCOUNTS.admin, PASSWORD, HOME)).status).toBe(200);
    // A first-time address is not held back by someone else's failures either.
    expect((await login(ACCOUNTS.admin, PASSWORD, { 'x-forwarded-for': '192.0.2.44' })).status).toBe(200);
  });

  it('doubles the wait with each further failure, up to 15 minutes', async () => {
    const waits: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const reply = await login(ACCOUNTS.employee, 'wrong password!');
      if (reply.status === 429) {
        waits.push(waitOf(reply));
        t.clock.advance(waitOf(reply) * 1000);
        expect((await login(ACCOUNTS.employee, 'wrong password!')).status).toBe(401);
      }
    }
    expect(waits.slice(0, 6)).toEqual([30, 60, 120, 240, 480, 900]);
    expect(Math.max(...waits)).toBe(900);
    t.clock.advance(900 * 1000);
    expect((await login(ACCOUNTS.employee, PASSWORD)).status).toBe(200);
  });

  it('forgives earlier failures after a successful sign-in', async () => {
    for (let attempt = 0; attempt < 4; attempt += 1) await login(ACCOUNTS.employee, 'typo typo typo');
    expect((await login(ACCOUNTS.employee, PASSWORD)).status).toBe(200);
    for (let attempt = 0; attempt < 4; attempt += 1) await login(ACCOUNTS.employee, 'typo typo typo');
    expect((await login(ACCOUNTS.employee, PASSWORD)).status).toBe(200);
  });

  // Issue 11: 20 failures from one address used to lock every account out from it (an office).
  it('slows guessing across accounts from one address without locking out its usual users', async () => {
    await useAddresses();
    await login(ACCOUNTS.employee, PASSWORD, ATTACKER); // a colleague who works from this office
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await login(`guess${attempt}@example.com`, 'nope nope nope', ATTACKER)).status).toBe(401);
    }
    expect((await login('guess20@example.com', 'nope nope nope', ATTACKER)).status).toBe(429);
    expect((await login(ACCOUNTS.admin, PASSWORD, ATTACKER)).status).toBe(429);
    expect((await login(ACCOUNTS.employee, PASSWORD, ATTACKER)).status).toBe(200);
    expect((await login(ACCOUNTS.admin, PASSWORD, HOME)).status).toBe(200);
  });

  it('slows guessing one account from many addresses, except from an address it knows', async () => {
    await useAddresses();
    await login(ACCOUNTS.admin, PASSWORD, HOME);
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const from = { 'x-forwarded-for': `192.0.2.${attempt}` };
      expect((await login(ACCOUNTS.admin, 'nope nope nope', from)).status).toBe(401);
    }
    expect((await login(ACCOUNTS.admin, PASSWORD, { 'x-forwarded-for': '192.0.2.99' })).status).toBe(429);
    expect((await login(ACCOUNTS.admin, PASSWORD, HOME)).status).toBe(200);
  });

  it('ignores X-Forwarded-For unless told a proxy sets it, so rotating it does not dodge the limit', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const from = { 'x-forwarded-for': `192.0.2.${attempt}` };
      expect((await login(ACCOUNTS.admin, 'nope nope nope', from)).status).toBe(401);
    }
    expect((await login(ACCOUNTS.admin, PASSWORD, { 'x-forwarded-for': '192.0.2.200' })).status).toBe(429);
  });

  it('says the same for an unknown email as for a wrong password', async () => {
    const unknown = await login('nobody@example.com', PASSWORD);
    const wrong = await login(ACCOUNTS.admin, 'not the password');
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(wrapper(unknown.body).messages).toEqual(['Invalid email or password']);
    expect(wrapper(wrong.body).messages).toEqual(['Invalid email or password']);
  });
});

describe('security headers', () => {
  const expectHeaders = (headers: Headers) => {
    expect(headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('same-origin');
    expect(headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
  };

  it('are on successes, failures and unknown paths alike', async () => {
    const cookie = await signIn(t.app, ACCOUNTS.admin);
    expectHeaders((await call(t.app, 'GET', '/api/auth/user', { cookie })).headers);
    expectHeaders((await call(t.app, 'GET', '/api/auth/user')).headers);
    expectHeaders((await call(t.app, 'GET', '/api/nothing-here', { cookie })).headers);
    expectHeaders((await call(t.app, 'GET', '/version.json')).headers);
  });

  it('allow no inline script and close plugins, base URLs and framing', () => {
    const directives = new Map(
      CONTENT_SECURITY_POLICY.split(';').map((part) => {
        const [name = '', ...values] = part.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    expect(directives.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});
