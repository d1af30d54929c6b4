// @vitest-environment node
// Issue 37, items 12, 13 and 16 (sign-up ceiling, HSTS): the address the trusted proxy saw, read from
// the right of X-Forwarded-For; the owner's known browser is never shut out by others' failures; a
// global sign-up ceiling; HSTS on https answers.
import { afterEach, describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../../server/http/clientAddress';
import { STRICT_TRANSPORT_SECURITY } from '../../server/security/headers';
import {
  ACCOUNTS,
  PASSWORD,
  type TestApp,
  type TestServer,
  call,
  createTestApp,
  records,
  startTestServer,
  wrapper,
} from './harness';

let t: TestApp | null = null;
let server: TestServer | null = null;
afterEach(async () => {
  await t?.close();
  await server?.stop();
  t = null;
  server = null;
});

async function appTrusting(trustProxy?: string): Promise<TestApp> {
  t = await createTestApp(trustProxy === undefined ? {} : { trustProxy });
  return t;
}

const login = (app: TestApp, email: string, password: string, headers: Record<string, string> = {}) =>
  call(app.app, 'POST', '/api/auth/login', { body: { email, password }, headers });

/** What a load balancer that appends does: the client's own header, then the address it saw. */
const through = (proxySaw: string, clientWrote?: string) => ({
  'x-forwarded-for': clientWrote ? `${clientWrote}, ${proxySaw}` : proxySaw,
});

const WRONG = 'not the password';

/** Wrong passwords for the employee over real HTTP, from this test's socket, with a forwarded chain. */
const wrongPasswordOver = (origin: string) => (forwarded: string) =>
  fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwarded },
    body: JSON.stringify({ email: ACCOUNTS.employee, password: WRONG }),
  });

describe('TRUST_PROXY: the address the trusted proxy saw, never the leftmost entry', () => {
  it('a hop count reads X-Forwarded-For from the right: rotating the leftmost entry dodges nothing', async () => {
    const app = await appTrusting('1');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const reply = await login(app, ACCOUNTS.admin, WRONG, through('203.0.113.9', `192.0.2.${attempt}`));
      expect(reply.status).toBe(401);
    }
    // Three more tries, each with yet another forged leftmost entry: all slowed (8 of 8 were not).
    for (let attempt = 5; attempt < 8; attempt += 1) {
      const reply = await login(app, ACCOUNTS.admin, WRONG, through('203.0.113.9', `192.0.2.${attempt}`));
      expect(reply.status).toBe(429);
    }
  });

  it('forged failures "from" the admin\'s usual address do not lock the admin out there', async () => {
    const app = await appTrusting('1');
    const adminsOffice = '198.51.100.7';
    expect((await login(app, ACCOUNTS.admin, PASSWORD, through(adminsOffice))).status).toBe(200);
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await login(app, ACCOUNTS.admin, WRONG, through('203.0.113.66', adminsOffice));
    }
    expect((await login(app, ACCOUNTS.admin, PASSWORD, through(adminsOffice))).status).toBe(200);
  });

  it('sign-ups count per address the proxy saw, whatever the client wrote before it', async () => {
    const app = await appTrusting('1');
    const register = (attempt: number) =>
      call(app.app, 'POST', '/api/auth/register', {
        headers: through('203.0.113.77', `192.0.2.${attempt}`),
        body: {
          firstName: 'Rotating',
          lastName: 'Header',
          email: `rotating${attempt}@example.com`,
          phoneNumber: '555-010-2000',
          password: 'a long enough password',
        },
      });
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await register(attempt)).status).toBe(202);
    const sixth = await register(5);
    expect(sixth.status).toBe(429);
    expect(wrapper(sixth.body).messages).toEqual([
      'Too many new accounts from this network. Please try again in an hour.',
    ]);
  });

  it("the proxies' addresses: trusted hops are skipped from the right, an untrusted peer's header ignored", async () => {
    // A real socket (127.0.0.1) in front of which sits a trusted internal hop (10.0.0.5).
    server = await startTestServer({ trustProxy: 'loopback, 10.0.0.0/8' });
    const attempt = wrongPasswordOver(server.origin);
    for (let n = 0; n < 5; n += 1) {
      expect((await attempt(`192.0.2.${n}, 203.0.113.50, 10.0.0.5`)).status).toBe(401);
    }
    expect((await attempt('192.0.2.99, 203.0.113.50, 10.0.0.5')).status).toBe(429);
    // Another client behind the same internal hop is someone else.
    expect((await attempt('203.0.113.51, 10.0.0.5')).status).toBe(401);
  });

  it('believes no header from a peer that is not one of the named proxies', async () => {
    server = await startTestServer({ trustProxy: '10.0.0.0/8' });
    const attempt = wrongPasswordOver(server.origin);
    // Every try counts for the socket's own address (127.0.0.1), whatever the header says.
    for (let n = 0; n < 5; n += 1) expect((await attempt(`203.0.113.${n}`)).status).toBe(401);
    expect((await attempt('203.0.113.200')).status).toBe(429);
  });

  it('reads the setting as a hop count or addresses, and refuses what would trust the client', () => {
    expect(parseTrustProxy(undefined)).toEqual({ kind: 'none' });
    expect(parseTrustProxy('0')).toEqual({ kind: 'none' });
    expect(parseTrustProxy('2')).toEqual({ kind: 'hops', hops: 2 });
    expect(parseTrustProxy('10.0.0.1, 2001:db8::/32, uniquelocal').kind).toBe('addresses');
    expect(() => parseTrustProxy('true')).toThrow(/believe whatever X-Forwarded-For a client writes/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/'10.0.0.0\/33' is not an address/);
    expect(() => parseTrustProxy('proxy.internal')).toThrow(/not an address/);
  });
});

/** The device cookie a successful sign-in set, as a Cookie header. */
function deviceCookieOf(headers: Headers): string {
  const line = headers.getSetCookie().find((cookie) => cookie.startsWith('cgbo_device='));
  if (!line) throw new Error('no device cookie was set');
  return line.split(';')[0] ?? '';
}

describe("the owner's known browser is never shut out by someone else's failures", () => {
  const OFFICE = '198.51.100.20';

  it('a colleague behind the same NAT failing the admin password slows new browsers there, not the admin', async () => {
    const app = await appTrusting('1');
    const first = await login(app, ACCOUNTS.admin, PASSWORD, through(OFFICE));
    const device = deviceCookieOf(first.headers);
    for (let attempt = 0; attempt < 8; attempt += 1) {
      await login(app, ACCOUNTS.admin, WRONG, through(OFFICE));
    }
    // A browser that never signed in is held back at that address …
    expect((await login(app, ACCOUNTS.admin, PASSWORD, through(OFFICE))).status).toBe(429);
    // … the admin's own browser, at the same address, signs in.
    const own = await login(app, ACCOUNTS.admin, PASSWORD, { ...through(OFFICE), cookie: device });
    expect(own.status).toBe(200);
  });

  it('20 failures spread over many addresses refuse a new address, but not the owner from a known browser there', async () => {
    const app = await appTrusting('1');
    const device = deviceCookieOf((await login(app, ACCOUNTS.admin, PASSWORD, through(OFFICE))).headers);
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await login(app, ACCOUNTS.admin, WRONG, through(`192.0.2.${attempt}`))).status).toBe(401);
    }
    const hotel = through('203.0.113.140');
    expect((await login(app, ACCOUNTS.admin, PASSWORD, hotel)).status).toBe(429);
    expect((await login(app, ACCOUNTS.admin, PASSWORD, { ...hotel, cookie: device })).status).toBe(200);
  });

  it('slows a known browser by its own failures only, and a made-up device cookie counts as none', async () => {
    const app = await appTrusting('1');
    const device = deviceCookieOf((await login(app, ACCOUNTS.employee, PASSWORD, through(OFFICE))).headers);
    const fromDevice = { ...through(OFFICE), cookie: device };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login(app, ACCOUNTS.employee, WRONG, fromDevice)).status).toBe(401);
    }
    const slowed = await login(app, ACCOUNTS.employee, PASSWORD, fromDevice);
    expect(slowed.status).toBe(429);
    expect(slowed.headers.get('retry-after')).toBe('30');
    // Its failures were its own: the same address without that browser is not slowed.
    expect((await login(app, ACCOUNTS.employee, PASSWORD, through(OFFICE))).status).toBe(200);

    const forged = { ...through('203.0.113.5'), cookie: `cgbo_device=${'A'.repeat(43)}` };
    for (let attempt = 0; attempt < 5; attempt += 1) await login(app, ACCOUNTS.admin, WRONG, forged);
    expect((await login(app, ACCOUNTS.admin, PASSWORD, forged)).status).toBe(429);
  });

  it('the device cookie is HttpOnly, SameSite=Strict, sent only to the sign-in calls; only its hash is stored', async () => {
    const app = await appTrusting();
    const reply = await login(app, ACCOUNTS.admin, PASSWORD);
    const line = reply.headers.getSetCookie().find((cookie) => cookie.startsWith('cgbo_device=')) ?? '';
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Strict/);
    expect(line).toMatch(/; Path=\/api\/auth/);
    expect(line).toMatch(/; Max-Age=7776000/);
    const token = deviceCookieOf(reply.headers).split('=')[1] ?? '';
    const rows = await app.queryBuilder.selectFrom('known_devices').selectAll().execute();
    expect(rows.map((row) => row.account)).toContain(ACCOUNTS.admin);
    expect(JSON.stringify(rows)).not.toContain(token);
    // The same browser signing in to a second account keeps its token and becomes known to both.
    const second = await login(app, ACCOUNTS.employee, PASSWORD, { cookie: deviceCookieOf(reply.headers) });
    expect(deviceCookieOf(second.headers)).toBe(deviceCookieOf(reply.headers));
  });

  it("an admin's 'Clear failed sign-ins' forgets a known browser's failures too", async () => {
    const app = await appTrusting('1');
    const device = deviceCookieOf((await login(app, ACCOUNTS.employee, PASSWORD, through(OFFICE))).headers);
    const fromDevice = { ...through(OFFICE), cookie: device };
    for (let attempt = 0; attempt < 6; attempt += 1) await login(app, ACCOUNTS.employee, WRONG, fromDevice);
    expect((await login(app, ACCOUNTS.employee, PASSWORD, fromDevice)).status).toBe(429);
    const admin = await login(app, ACCOUNTS.admin, PASSWORD);
    const adminCookie = admin.headers
      .getSetCookie()
      .find((c) => c.startsWith('cgbo_session='))
      ?.split(';')[0];
    // The seeded employee@ account is on the roster (issue 38): its profile's button reaches it.
    const roster = records(
      (await call(app.app, 'GET', '/api/employee/employees', { cookie: adminCookie ?? '' })).body,
    );
    const id = roster.find((row) => row.email === ACCOUNTS.employee)?.id;
    expect(id).toBeDefined();
    const cleared = await call(app.app, 'DELETE', `/api/employee/employees/${id}/sign-in-failures`, {
      cookie: adminCookie ?? '',
    });
    expect(cleared.status).toBe(200);
    expect((await login(app, ACCOUNTS.employee, PASSWORD, fromDevice)).status).toBe(200);
  });
});

describe('sign-up: a ceiling for the whole service as well as per address', () => {
  const register = (app: TestApp, n: number, address: string) =>
    call(app.app, 'POST', '/api/auth/register', {
      headers: through(address),
      body: {
        firstName: 'Ceiling',
        lastName: 'Check',
        email: `ceiling${n}@example.com`,
        phoneNumber: '555-010-2000',
        password: 'a long enough password',
      },
    });

  it('takes 30 sign-ups an hour from anywhere, then answers 429 with the wait, and opens again after it', async () => {
    const app = await appTrusting('1');
    for (let n = 0; n < 30; n += 1) {
      expect((await register(app, n, `192.0.2.${Math.floor(n / 5)}`)).status).toBe(202);
    }
    const refused = await register(app, 30, '203.0.113.1');
    expect(refused.status).toBe(429);
    expect(wrapper(refused.body).messages).toEqual([
      'New accounts are paused because many were opened in the last hour. Please try again in 60 minutes.',
    ]);
    expect(refused.headers.get('retry-after')).toBe('3600');
    app.clock.advance(60 * 60 * 1000 + 1000);
    expect((await register(app, 31, '203.0.113.1')).status).toBe(202);
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent on https answers, directly or through a trusted proxy, and never over plain http', async () => {
    const app = await appTrusting('1');
    const direct = await call(app.app, 'GET', 'https://cards.example.com/api/health');
    expect(direct.headers.get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY);
    const proxied = await call(app.app, 'GET', '/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(proxied.headers.get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY);
    expect((await call(app.app, 'GET', '/api/health')).headers.get('strict-transport-security')).toBeNull();
  });

  it('ignores X-Forwarded-Proto when no proxy is trusted', async () => {
    const app = await appTrusting();
    const forged = await call(app.app, 'GET', '/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers.get('strict-transport-security')).toBeNull();
  });
});
