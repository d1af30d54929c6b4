// @vitest-environment node
// Issue 40: the customer's own calls under /api/me answer for the linked customer only; every staff
// route refuses a customer. Both walks list the routes from the server's own route table, so a route
// added later is walked too. Runs on SQLite and, in the postgres project, on PostgreSQL.
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
      ['createdAt', 'id', 'progress', 'status', 'statusCode', 'totalCards', 'totalDue'].sort(),
    );
    // Submission 67 went to PSA in the sample's closed order and home again (decision 0511).
    expect(rows.find((row) => row.id === '67')?.progress).toMatchObject({
      step: 'returned',
      company: 'PSA',
      carrier: 'UPS',
    });
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

/** One route of the server's table: its method and its path with Hono's parameters (`:id`). */
interface Route {
  method: string;
  path: string;
}

/** Every route the app registers, once each; the guards mounted for a whole prefix (ALL) left out. */
function routeTable(): Route[] {
  const seen = new Set<string>();
  return t.app.routes
    .filter((route) => route.method !== 'ALL')
    .filter((route) => {
      const key = `${route.method} ${route.path}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
const keyOf = (route: Route) => `${route.method} ${route.path}`;
const filled = (path: string, value: string | number) => path.replace(/:\w+/g, String(value));

/**
 * The routes that are not staff's, by name: anyone's (version, health, error reports, signing in and
 * out, one's own password) and every signed-in user's business profile, which heads the invoices
 * customers read. Everything else in the table is staff's or the customer's own (/api/me): a route
 * added later is walked as staff's until it is named here.
 */
const NOT_STAFF = new Set([
  'GET /version.json',
  'GET /api/version.json',
  'GET /api/health',
  'POST /api/error-reports',
  'POST /api/auth/login',
  'POST /api/auth/register',
  'POST /api/auth/password-reset',
  'POST /api/auth/password-link',
  'POST /api/auth/password',
  'POST /api/auth/change-password',
  'POST /api/auth/logout',
  'POST /api/auth/refresh',
  'GET /api/auth/user',
  'GET /api/business-profile',
]);
const isCustomers = (route: Route) => route.path.startsWith('/api/me/');

/** Another customer's things: their submissions' ids, one of their card photos, their record. */
interface Others {
  customerId: number;
  submissionIds: number[];
  photoKey: string;
}

/** What the admin reads of a customer record, to see that a customer's call left it as it was. */
const staffRecordOf = async (id: number) =>
  record((await asAdmin('GET', `/api/employee/customer/${id}`)).body);

/**
 * Each customer route called with another customer's ids (in the path, the query or the body), and
 * what it must answer. The walk fails when the route table has a customer route this does not name.
 */
const CUSTOMER_PROBES: Readonly<Record<string, (others: Others) => Promise<void>>> = {
  'GET /api/me/customer': async (others) => {
    const reply = await asCustomer('GET', `/api/me/customer?id=${others.customerId}`);
    expect(record(reply.body).id).toBe(String(OWN_CUSTOMER));
  },
  'POST /api/me/customer': async (others) => {
    const theirs = await staffRecordOf(others.customerId);
    const own = record((await asCustomer('GET', '/api/me/customer')).body);
    const saved = await call(t.app, 'POST', '/api/me/customer', {
      cookie: customer,
      headers: { 'if-match': `"${String(own.version)}"` },
      body: { ...own, id: String(others.customerId), customerId: others.customerId, city: 'Probe City' },
    });
    // The id in the body is not the customer's to choose: their own record is the one saved.
    expect(saved.status).toBe(200);
    expect(record(saved.body).id).toBe(String(OWN_CUSTOMER));
    expect((await staffRecordOf(OWN_CUSTOMER)).city).toBe('Probe City');
    expect(await staffRecordOf(others.customerId)).toEqual(theirs);
  },
  'POST /api/me/submissions/search': async (others) => {
    const own = await submissionIdsOf(OWN_CUSTOMER);
    const everything = await asCustomer('POST', '/api/me/submissions/search', {
      pageSize: 1000,
      customerId: others.customerId,
      customerIds: [others.customerId],
    });
    expect(
      records(everything.body)
        .map((row) => Number(row.id))
        .sort(),
    ).toEqual([...own].sort());
    for (const id of others.submissionIds.filter(
      (other) => !own.some((mine) => String(mine).startsWith(String(other))),
    )) {
      expect(await mySubmissionIds(`#${id}`), `search #${id}`).toEqual([]);
    }
  },
  'GET /api/me/submissions/:id': async (others) => {
    for (const id of others.submissionIds) {
      const reply = await asCustomer('GET', `/api/me/submissions/${id}`);
      expect(reply.status, `GET ${id}`).toBe(404);
      expect(wrapper(reply.body).extra.code).toBe('SUBMISSION_NOT_FOUND');
    }
  },
  'POST /api/me/submissions/:id/invoice': async (others) => {
    const before = record((await asAdmin('GET', '/api/business-profile')).body).nextInvoiceNumber;
    for (const id of others.submissionIds) {
      const reply = await asCustomer('POST', `/api/me/submissions/${id}/invoice`);
      expect(reply.status, `POST ${id}/invoice`).toBe(404);
      expect(wrapper(reply.body).extra.code).toBe('SUBMISSION_NOT_FOUND');
    }
    // Refused before anything is issued: no invoice number was taken for another's submission.
    expect(record((await asAdmin('GET', '/api/business-profile')).body).nextInvoiceNumber).toBe(before);
  },
  'GET /api/me/uploads/:key': async (others) => {
    expect(
      (await t.app.request(`/api/uploads/${others.photoKey}`, { headers: { cookie: admin } })).status,
    ).toBe(200);
    const reply = await t.app.request(`/api/me/uploads/${others.photoKey}`, {
      headers: { cookie: customer },
    });
    expect(reply.status).toBe(404);
  },
};

/** A photographed card on a submission of customer 2, as staff upload it; its photo's key. */
async function photoOf(submissionId: number): Promise<string> {
  const form = new FormData();
  form.append('cards[0].frontFilename', 'front.jpg');
  form.append('cards[0].backFilename', 'back.jpg');
  form.append('files', new File([new Uint8Array(jpeg(8, 8))], 'card-0.jpg', { type: 'image/jpeg' }));
  const uploaded = await t.app.request(`/api/employee/submission/${submissionId}/cards/upload-batch`, {
    method: 'POST',
    headers: { cookie: admin },
    body: form,
  });
  expect(uploaded.status).toBe(201);
  const key = /\/api\/uploads\/([^"]+)/.exec(JSON.stringify(await uploaded.json()))?.[1];
  if (!key) throw new Error('the upload answered no photo address');
  return key;
}

describe('server scope, not screen scope', () => {
  it('refuses a customer on every staff route of the route table, even for their own records', async () => {
    const table = routeTable();
    const staffRoutes = table.filter((route) => !NOT_STAFF.has(keyOf(route)) && !isCustomers(route));
    // Every route named as not staff's is still in the table (a renamed one would open silently).
    expect([...NOT_STAFF].filter((key) => !table.some((route) => keyOf(route) === key))).toEqual([]);
    expect(staffRoutes.length).toBeGreaterThan(90);
    expect(staffRoutes.map(keyOf)).toContain('PUT /api/business-profile');
    const own = (await submissionIdsOf(OWN_CUSTOMER))[0] ?? OWN_CUSTOMER;
    for (const route of staffRoutes) {
      const path = filled(route.path, own);
      const reply = await asCustomer(route.method, path, route.method === 'GET' ? undefined : {});
      expect(reply.status, `${route.method} ${path}`).toBe(403);
      expect(wrapper(reply.body).extra.code, `${route.method} ${path}`).toBe('FORBIDDEN');
    }
  });

  it('walks every customer route of the route table with another customer’s ids', async () => {
    const customerRoutes = routeTable().filter(isCustomers).map(keyOf);
    expect(customerRoutes.sort()).toEqual(Object.keys(CUSTOMER_PROBES).sort());
    const OTHER = 2;
    const submissionIds = (await submissionIdsOf(OTHER)).concat(await submissionIdsOf(3));
    expect(submissionIds.length).toBeGreaterThan(0);
    const others: Others = {
      customerId: OTHER,
      submissionIds,
      photoKey: await photoOf((await submissionIdsOf(OTHER))[0] ?? 0),
    };
    for (const key of customerRoutes) {
      const probe = CUSTOMER_PROBES[key];
      if (!probe) throw new Error(`no probe for ${key}`);
      await probe(others);
    }
    const mine = await mySubmissionIds();
    expect(mine.some((id) => submissionIds.includes(id))).toBe(false);
  });

  it('needs a session, and a linked customer', async () => {
    expect((await call(t.app, 'GET', '/api/me/customer')).status).toBe(401);
    const reply = await asAdmin('GET', '/api/me/customer');
    expect(reply.status).toBe(404);
    expect(wrapper(reply.body).extra.code).toBe('CUSTOMER_NOT_FOUND');
  });
});
