// @vitest-environment node
// Issue 40: the customer's own calls under /api/me answer for the linked customer only; every staff
// route refuses a customer. Runs on SQLite and, in the postgres project, on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as harness from './harness';
import { jpeg } from './images';

const { ACCOUNTS, PASSWORD, call, createTestApp, isRecord, record, records, signIn, wrapper } = harness;

let t: harness.TestApp;
let customer: string;
let admin: string;
/** The customer persona's own record: customer 1, linked to user 3 by the seed. */
const OWN_CUSTOMER = 1;

beforeAll(async () => {
  t = await createTestApp();
  customer = await signIn(t.app, ACCOUNTS.customer);
  admin = await signIn(t.app, ACCOUNTS.admin);
});
afterAll(() => t.close());

const asCustomer = (method: string, url: string, body?: unknown) =>
  call(t.app, method, url, { cookie: customer, ...(body === undefined ? {} : { body }) });
const asAdmin = (method: string, url: string, body?: unknown) =>
  call(t.app, method, url, { cookie: admin, ...(body === undefined ? {} : { body }) });

/** Active submission ids of one customer, as staff see them. */
async function submissionIdsOf(customerId: number): Promise<number[]> {
  const reply = await asAdmin('POST', '/api/employee/submission/search', {
    pageSize: 1000,
    customerIds: [customerId],
    isActive: true,
  });
  return records(reply.body).map((row) => Number(row.id));
}

async function mySubmissionIds(search?: string): Promise<number[]> {
  const reply = await asCustomer('POST', '/api/me/submissions/search', { pageSize: 1000, search });
  expect(reply.status).toBe(200);
  return records(reply.body).map((row) => Number(row.id));
}

describe('a customer sees their own submissions', () => {
  it('lists exactly the linked customer’s active submissions, newest first', async () => {
    const own = await submissionIdsOf(OWN_CUSTOMER);
    expect(own.length).toBeGreaterThan(0);
    const reply = await asCustomer('POST', '/api/me/submissions/search', { pageSize: 1000 });
    const rows = records(reply.body);
    expect(rows.map((row) => Number(row.id)).sort((a, b) => a - b)).toEqual([...own].sort((a, b) => a - b));
    expect(wrapper(reply.body).extra.totalRecords).toBe(own.length);
    const dates = rows.map((row) => String(row.createdAt));
    expect(dates).toEqual([...dates].sort().reverse());
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(
      ['createdAt', 'id', 'status', 'statusCode', 'totalCards', 'totalDue'].sort(),
    );
  });

  it('pages and finds a submission by the start of its number', async () => {
    const own = await submissionIdsOf(OWN_CUSTOMER);
    const target = String(own[0]);
    const found = await mySubmissionIds(`#${target}`);
    expect(found).toContain(Number(target));
    expect(found.every((id) => String(id).startsWith(target))).toBe(true);
    expect(await mySubmissionIds('not a number')).toEqual([]);
    const second = await asCustomer('POST', '/api/me/submissions/search', { pageSize: 1, pageNumber: 2 });
    expect(records(second.body)).toHaveLength(own.length > 1 ? 1 : 0);
  });

  it('shows a submission with its cards, without notes, staff names or the customer record', async () => {
    const own = await submissionIdsOf(OWN_CUSTOMER);
    const id = own[0] ?? 0;
    const reply = await asCustomer('GET', `/api/me/submissions/${id}`);
    expect(reply.status).toBe(200);
    const detail = record(reply.body);
    expect(detail.id).toBe(String(id));
    for (const hidden of ['notes', 'customer', 'customerId', 'customerName', 'firstName', 'lastName']) {
      expect(detail).not.toHaveProperty(hidden);
    }
    const text = JSON.stringify(detail);
    for (const hidden of ['uploadedBy', 'rawNotes', 'prescreenNotes', 'aiGrade', 'Ezra Mbeki']) {
      expect(text).not.toContain(hidden);
    }
    expect(Array.isArray(detail.cards)).toBe(true);
  });

  it('names the saved recommendation and estimate of a card once staff save them', async () => {
    const id = (await submissionIdsOf(OWN_CUSTOMER))[0] ?? 0;
    const form = new FormData();
    form.append('cards[0].frontFilename', 'front.jpg');
    form.append('cards[0].backFilename', 'back.jpg');
    form.append('files', new File([new Uint8Array(jpeg(8, 8))], 'card-0.jpg', { type: 'image/jpeg' }));
    const uploaded = await t.app.request(`/api/employee/submission/${id}/cards/upload-batch`, {
      method: 'POST',
      headers: { cookie: admin },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const cardId = Number((record(await uploaded.json()).cardIds as unknown[])[0]);
    const before = record((await asCustomer('GET', `/api/me/submissions/${id}`)).body);
    const fresh = (before.cards as unknown[]).filter(isRecord).find((card) => card.id === String(cardId));
    expect(fresh).toMatchObject({ recommendation: null, estimatedGrade: null, grade: null });

    const recommendation = records((await asAdmin('GET', '/api/settings/prescreen-recommendations')).body)[0];
    const saved = await asAdmin('POST', `/api/employee/prescreening/cards/${cardId}`, {
      prescreenRecommendationTypeId: Number(recommendation?.id),
      estimatedGrade: 9,
      notes: 'Internal: watch the holo scratch QX7',
    });
    expect(saved.status).toBe(200);
    const after = record((await asCustomer('GET', `/api/me/submissions/${id}`)).body);
    const card = (after.cards as unknown[]).filter(isRecord).find((each) => each.id === String(cardId));
    expect(card).toMatchObject({ recommendation: recommendation?.name, estimatedGrade: 9 });
    expect(JSON.stringify(after)).not.toContain('QX7');

    // Its photo comes from the customer's own path; another customer gets it as missing.
    const photo = String(card?.photoUrl);
    expect(photo).toMatch(/^\/api\/me\/uploads\//);
    const mine = await t.app.request(photo, { headers: { cookie: customer } });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/jpeg');
    const other = await otherCustomerCookie();
    expect((await t.app.request(photo, { headers: { cookie: other } })).status).toBe(404);
  });
});

/** A second customer account: signed up (which links a new customer record) and signed in. */
let otherCookie: Promise<string> | undefined;
function otherCustomerCookie(): Promise<string> {
  otherCookie ??= (async () => {
    const email = 'second.customer@example.com';
    const registered = await call(t.app, 'POST', '/api/auth/register', {
      body: {
        firstName: 'Robin',
        lastName: 'Vale',
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        phoneNumber: '555-222-3333',
      },
    });
    expect(registered.status).toBe(202);
    return signIn(t.app, email);
  })();
  return otherCookie;
}

describe('sign-up links the new customer', () => {
  it('answers the new account with its own details and no submissions', async () => {
    const cookie = await otherCustomerCookie();
    const details = record((await call(t.app, 'GET', '/api/me/customer', { cookie })).body);
    expect(details).toMatchObject({
      firstName: 'Robin',
      lastName: 'Vale',
      email: 'second.customer@example.com',
    });
    const list = await call(t.app, 'POST', '/api/me/submissions/search', { cookie, body: {} });
    expect(records(list.body)).toEqual([]);
  });
});

describe('My details', () => {
  it('reads and saves contact details, address and preferences, keeping the account link', async () => {
    const before = record((await asCustomer('GET', '/api/me/customer')).body);
    expect(before.id).toBe(String(OWN_CUSTOMER));
    expect(before).not.toHaveProperty('notes');
    expect(before).not.toHaveProperty('accountManager');
    const saved = await call(t.app, 'POST', '/api/me/customer', {
      cookie: customer,
      headers: { 'if-match': `"${String(before.version)}"` },
      body: {
        ...before,
        address1: '12 Harbour Road',
        city: 'Portland',
        state: 'OR',
        zipCode: '97201',
        canEmail: false,
        canText: true,
        canCall: true,
        // Not the customer's to change: ignored.
        userId: '99',
        isActive: false,
      },
    });
    expect(saved.status).toBe(200);
    expect(record(saved.body)).toMatchObject({ address1: '12 Harbour Road', canText: true, canEmail: false });
    const staffView = record((await asAdmin('GET', `/api/employee/customer/${OWN_CUSTOMER}`)).body);
    expect(staffView).toMatchObject({ userId: '3', isActive: true, city: 'Portland', canCall: true });

    const stale = await call(t.app, 'POST', '/api/me/customer', {
      cookie: customer,
      headers: { 'if-match': `"${String(before.version)}"` },
      body: before,
    });
    expect(stale.status).toBe(409);
    const invalid = await asCustomer('POST', '/api/me/customer', { ...before, email: 'not an email' });
    expect(invalid.status).toBe(400);
  });
});

/** Every route path the app registers under a prefix, its parameters filled with a seeded id. */
function routesUnder(prefix: string): { method: string; path: string }[] {
  const seen = new Set<string>();
  return t.app.routes
    .filter((route) => route.path.startsWith(prefix) && route.method !== 'ALL')
    .map((route) => ({ method: route.method, path: route.path.replace(/:\w+/g, '1') }))
    .filter((route) => {
      const key = `${route.method} ${route.path}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

describe('server scope, not screen scope', () => {
  it('refuses a customer on every staff route', async () => {
    const staffRoutes = ['/api/employee/', '/api/settings/', '/api/uploads/'].flatMap(routesUnder);
    expect(staffRoutes.length).toBeGreaterThan(40);
    for (const route of staffRoutes) {
      const reply = await asCustomer(route.method, route.path, route.method === 'GET' ? undefined : {});
      expect(reply.status, `${route.method} ${route.path}`).toBe(403);
    }
  });

  it('answers every customer route with another customer’s ids as missing', async () => {
    const others = (await submissionIdsOf(2)).concat(await submissionIdsOf(3));
    expect(others.length).toBeGreaterThan(0);
    const meRoutes = routesUnder('/api/me/').filter((route) => route.path.includes('/1'));
    expect(meRoutes.map((route) => `${route.method} ${route.path}`)).toEqual([
      'GET /api/me/submissions/1',
      'POST /api/me/submissions/1/invoice',
      'GET /api/me/uploads/1',
    ]);
    for (const id of others) {
      for (const [method, path] of [
        ['GET', `/api/me/submissions/${id}`],
        ['POST', `/api/me/submissions/${id}/invoice`],
      ] as const) {
        const reply = await asCustomer(method, path);
        expect(reply.status, `${method} ${path}`).toBe(404);
        expect(wrapper(reply.body).extra.code).toBe('SUBMISSION_NOT_FOUND');
      }
    }
    const mine = await mySubmissionIds();
    expect(mine.some((id) => others.includes(id))).toBe(false);
  });

  it('needs a session, and a linked customer', async () => {
    expect((await call(t.app, 'GET', '/api/me/customer')).status).toBe(401);
    const reply = await asAdmin('GET', '/api/me/customer');
    expect(reply.status).toBe(404);
    expect(wrapper(reply.body).extra.code).toBe('CUSTOMER_NOT_FOUND');
  });
});
