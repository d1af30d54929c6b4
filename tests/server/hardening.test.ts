// @vitest-environment node
// Issue 11's reproductions, one describe per numbered finding (the sign-in lockout, finding 2, is in
// security.test.ts with the rest of the sign-in limit; streamed uploads, finding 5, in uploadLimits).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS_POLICY } from '../../server/security/headers';
import { ACCOUNTS, type TestApp, call, createTestApp, record, records, signIn, wrapper } from './harness';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ trustProxy: '1' });
  admin = await signIn(t.app, ACCOUNTS.admin);
});
afterAll(() => t.close());

const HOST = 'cards.example.com';
const NEW_CUSTOMER = { firstName: 'Forged', lastName: 'Request', email: 'forged@example.com' };

/** A raw request as a browser page would send it (no harness defaults). */
async function raw(url: string, init: { method: string; headers: Record<string, string>; body?: BodyInit }) {
  const response = await t.app.request(`http://${HOST}${url}`, init);
  return { status: response.status, body: (await response.json()) as unknown };
}

const customersNamed = async (lastName: string) =>
  records(
    (await call(t.app, 'POST', '/api/employee/customer/search', { cookie: admin, body: { lastName } })).body,
  );

describe('1. cross-site requests are refused', () => {
  const forged = (headers: Record<string, string>) =>
    raw('/api/employee/customer', {
      method: 'PUT',
      headers: { host: HOST, cookie: admin, ...headers },
      body: JSON.stringify(NEW_CUSTOMER),
    });

  it('refuses a text/plain JSON post from another site, and stores nothing', async () => {
    const reply = await forged({ origin: 'https://evil.example', 'content-type': 'text/plain' });
    expect(reply.status).toBe(403);
    expect(wrapper(reply.body)).toMatchObject({
      success: false,
      messages: ['Requests from other sites are not accepted.'],
    });
    expect(await customersNamed('Request')).toEqual([]);
  });

  it('refuses another port or subdomain of the same site, which SameSite=Lax lets through', async () => {
    for (const origin of [`http://${HOST}:8080`, 'https://shop.cards.example.com', 'null']) {
      const reply = await forged({ origin, 'content-type': 'application/json' });
      expect(reply.status, origin).toBe(403);
    }
    for (const site of ['same-site', 'cross-site']) {
      const reply = await forged({ 'sec-fetch-site': site, 'content-type': 'application/json' });
      expect(reply.status, site).toBe(403);
    }
  });

  it('refuses a multipart upload from another site', async () => {
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }), 'a.jpg');
    const reply = await raw('/api/employee/submission/1/cards/upload-batch', {
      method: 'POST',
      headers: { host: HOST, cookie: admin, origin: 'https://evil.example' },
      body: form,
    });
    expect(reply.status).toBe(403);
  });

  it('takes JSON only as application/json, even without an Origin', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', undefined]) {
      const headers: Record<string, string> = { host: HOST, cookie: admin };
      if (type) headers['content-type'] = type;
      const reply = await raw('/api/employee/customer', {
        method: 'PUT',
        headers,
        body: new Blob([JSON.stringify(NEW_CUSTOMER)]),
      });
      expect(reply.status, String(type)).toBe(415);
      expect(wrapper(reply.body).messages).toEqual([
        'Send the request body as JSON (Content-Type: application/json).',
      ]);
    }
    expect(await customersNamed('Request')).toEqual([]);
  });

  it('accepts the app itself: same origin, or a same-origin fetch, or no browser at all', async () => {
    const variants: Record<string, string>[] = [
      { origin: `http://${HOST}` },
      { origin: `https://${HOST}` },
      { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:5173' }, // Vite's dev proxy
      {},
    ];
    for (const headers of variants) {
      const reply = await forged({ ...headers, 'content-type': 'application/json; charset=utf-8' });
      expect(reply.status, JSON.stringify(headers)).toBe(201);
    }
  });
});

describe('3. sign-up is limited per address', () => {
  const register = (n: number, from: string) =>
    call(t.app, 'POST', '/api/auth/register', {
      headers: { 'x-forwarded-for': from },
      body: {
        email: `collector${n}@example.com`,
        phoneNumber: '512-555-0142',
        password: 'a long enough secret',
        firstName: 'Robin',
        lastName: 'Ashby',
      },
    });

  it('takes five sign-ups an hour from one address, then answers 429; others are unaffected', async () => {
    for (let n = 0; n < 5; n += 1) expect((await register(n, '203.0.113.50')).status).toBe(202);
    const sixth = await register(5, '203.0.113.50');
    expect(sixth.status).toBe(429);
    expect(wrapper(sixth.body).messages).toEqual([
      'Too many new accounts from this network. Please try again in an hour.',
    ]);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await register(6, '198.51.100.50')).status).toBe(202);
    t.clock.advance(60 * 60 * 1000 + 1000);
    expect((await register(7, '203.0.113.50')).status).toBe(202);
  });
});

describe('4. unbounded lists and dates answer 400, never 500', () => {
  const expect400 = async (url: string, body: unknown, message: string) => {
    const reply = await call(t.app, 'POST', url, { cookie: admin, body });
    expect(reply.status, message).toBe(400);
    expect(wrapper(reply.body).success).toBe(false);
    expect(wrapper(reply.body).messages).toContain(message);
  };
  const sortTerms = (field: string, count: number) => Array.from({ length: count }, () => ({ field }));

  it('caps submission search lists', async () => {
    const url = '/api/employee/submission/search';
    const ids = Array.from({ length: 32_766 }, (_, index) => index + 1);
    await expect400(url, { customerIds: ids }, 'customerIds may hold at most 1000 entries');
    await expect400(url, { statuses: Array(40_000).fill(1) }, 'statuses may hold at most 20 entries');
    await expect400(url, { sort: sortTerms('id', 2000) }, 'sort may hold at most 10 entries');
  });

  it('caps sort terms on customers and the prescreen queue', async () => {
    await expect400(
      '/api/employee/customer/search',
      { sort: sortTerms('lastName', 1000) },
      'sort may hold at most 10 entries',
    );
    await expect400(
      '/api/employee/prescreening/search',
      { sort: sortTerms('submissionId', 3000) },
      'sort may hold at most 10 entries',
    );
  });

  it('refuses dates outside 1900–9999 instead of overflowing', async () => {
    await expect400(
      '/api/employee/submission/search',
      { createdAt: '+275760-09-13' },
      'createdAt must be a date (YYYY-MM-DD)',
    );
    await expect400(
      '/api/employee/submission/search',
      { createdFrom: '0001-01-01' },
      'createdFrom must be between 1900-01-01 and 9999-12-31',
    );
  });

  it('refuses days the calendar does not have instead of moving them into the next month', async () => {
    for (const day of ['2024-02-30', '2023-02-29', '2024-04-31']) {
      await expect400('/api/employee/submission/search', { createdAt: day }, 'createdAt is not a real date');
    }
    // A leap day in a leap year is a real date.
    const leap = await call(t.app, 'POST', '/api/employee/submission/search', {
      cookie: admin,
      body: { createdAt: '2024-02-29' },
    });
    expect(leap.status).toBe(200);
  });
});

describe('6. every stored text has a length cap', () => {
  const huge = 'x'.repeat(900 * 1024);
  const customer = { firstName: 'Ana', lastName: 'Ruiz', email: 'ana.ruiz@example.com' };
  const cases: [string, string, Record<string, unknown>, string][] = [
    ['PUT', '/api/employee/customer', { ...customer, firstName: huge }, 'firstName'],
    ['PUT', '/api/employee/customer', { ...customer, address1: huge }, 'address1'],
    ['PUT', '/api/employee/customer', { ...customer, phoneNumber: huge }, 'phoneNumber'],
    ['PUT', '/api/employee/employees', { ...customer, role: huge }, 'role'],
    ['PUT', '/api/settings/prescreen-recommendations', { name: huge }, 'name'],
    ['PUT', '/api/settings/card-grade-errors', { code: 'E1', name: huge }, 'name'],
    ['PUT', '/api/employee/workflow/workflowtype', { name: huge }, 'name'],
  ];

  it('refuses 900 KB names, addresses, phones, roles and catalogue names with 400', async () => {
    for (const [method, url, body, field] of cases) {
      const reply = await call(t.app, method, url, { cookie: admin, body });
      expect(reply.status, `${url} ${field}`).toBe(400);
      expect(wrapper(reply.body).messages.join()).toMatch(
        new RegExp(`^${field} must be at most \\d+ characters`),
      );
    }
  });

  it('takes names of 100 characters and refuses 101; notes 1000 and not 1001', async () => {
    const name = (length: number) => ({
      ...customer,
      email: `n${length}@example.com`,
      lastName: 'L'.repeat(length),
    });
    expect(
      (await call(t.app, 'PUT', '/api/employee/customer', { cookie: admin, body: name(100) })).status,
    ).toBe(201);
    const long = await call(t.app, 'PUT', '/api/employee/customer', { cookie: admin, body: name(101) });
    expect(wrapper(long.body).messages).toEqual(['lastName must be at most 100 characters']);
    const notes = (length: number) =>
      call(t.app, 'POST', '/api/employee/submission/1', {
        cookie: admin,
        body: { notes: 'n'.repeat(length) },
      });
    expect((await notes(1000)).status).toBe(200);
    expect(wrapper((await notes(1001)).body).messages).toEqual(['Notes must be 1000 characters or fewer']);
  });
});

describe('7. smaller findings', () => {
  it('saves a blank estimated grade as no grade, not 0', async () => {
    const reply = await call(t.app, 'POST', '/api/employee/prescreening/cards/1', {
      cookie: admin,
      body: { estimatedGrade: ' ' },
    });
    expect(reply.status).toBe(200);
    expect(record(reply.body)).toMatchObject({ card: { estimatedGrade: null } });
  });

  it('answers 400, not a crash, to a body nested 100 000 levels deep', async () => {
    const deep = `{"firstName":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    const reply = await raw('/api/employee/customer', {
      method: 'PUT',
      headers: { host: HOST, cookie: admin, 'content-type': 'application/json' },
      body: deep,
    });
    expect(reply.status).toBe(400);
    expect(wrapper(reply.body).messages).toEqual(['The request body nests deeper than 32 levels.']);
    // Brackets inside text are not nesting.
    const bracketed = await call(t.app, 'PUT', '/api/employee/customer', {
      cookie: admin,
      body: { firstName: '[['.repeat(40), lastName: 'Ruiz', email: 'brackets@example.com' },
    });
    expect(bracketed.status).toBe(201);
  });

  it('refuses a lone surrogate instead of storing three replacement characters', async () => {
    const reply = await raw('/api/employee/customer', {
      method: 'PUT',
      headers: { host: HOST, cookie: admin, 'content-type': 'application/json' },
      body: '{"firstName":"Ana\\ud800","lastName":"Ruiz","email":"lone@example.com"}',
    });
    expect(reply.status).toBe(400);
    expect(wrapper(reply.body).messages).toEqual([
      'The request body holds text that is not valid Unicode (a lone surrogate).',
    ]);
    // A proper pair (an emoji) is fine.
    const emoji = await call(t.app, 'PUT', '/api/employee/customer', {
      cookie: admin,
      body: { firstName: 'Ana 🃏', lastName: 'Ruiz', email: 'emoji@example.com' },
    });
    expect(emoji.status).toBe(201);
  });

  it('reads ids strictly: 00000000001 and " 1" are not record 1', async () => {
    for (const id of ['00000000001', '%201', '1%20', '+1', '1e0']) {
      const reply = await call(t.app, 'GET', `/api/employee/customer/${id}`, { cookie: admin });
      expect(reply.status, id).toBe(400);
    }
    expect((await call(t.app, 'GET', '/api/employee/customer/1', { cookie: admin })).status).toBe(200);
  });

  it('sends a Permissions-Policy that turns off camera, microphone and location', async () => {
    const reply = await call(t.app, 'GET', '/api/auth/user');
    expect(reply.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
    expect(PERMISSIONS_POLICY).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
  });

  it('names no feature Chromium does not know, so the console stays free of policy errors', () => {
    const features = PERMISSIONS_POLICY.split(', ').map((entry) => entry.split('=')[0]);
    expect(features).not.toContain('bluetooth');
  });

  it('builds source maps but never serves them', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'cgbo-maps-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(
      path.join(dist, 'assets', 'app-1a2b.js'),
      'console.log(1)\n//# sourceMappingURL=app-1a2b.js.map',
    );
    writeFileSync(path.join(dist, 'assets', 'app-1a2b.js.map'), '{"version":3,"sources":["secret.ts"]}');
    const served = await createTestApp({ staticDir: dist });
    try {
      expect((await served.app.request('/assets/app-1a2b.js')).status).toBe(200);
      for (const url of ['/assets/app-1a2b.js.map', '/assets/APP-1A2B.JS.MAP']) {
        const reply = await served.app.request(url, { headers: { accept: '*/*' } });
        expect(reply.status, url).toBe(404);
        expect(await reply.text()).not.toContain('secret.ts');
      }
    } finally {
      served.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('a database that is briefly unusable', () => {
  it('answers 503 with Retry-After, not a 500, once the database is closed for shutdown', async () => {
    const t = await createTestApp();
    const admin = await signIn(t.app, ACCOUNTS.admin);
    t.db.close();
    try {
      const reply = await call(t.app, 'GET', '/api/employee/customer/1', { cookie: admin });
      expect(reply.status).toBe(503);
      expect(reply.headers.get('retry-after')).toBe('2');
      expect(wrapper(reply.body).messages).toEqual(['The server is busy. Please try again in a moment.']);
    } finally {
      rmSync(t.dataDir, { recursive: true, force: true });
    }
  });
});
