// @vitest-environment node
// Issue 40 items 3 and 4: the business profile every invoice carries, and the invoice's own number,
// given once when first issued and never reused. Runs on SQLite and, in the postgres project, on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as harness from './harness';

const { ACCOUNTS, call, createTestApp, record, records, signIn, wrapper } = harness;

let t: harness.TestApp;
let admin: string;
let employee: string;
let customer: string;
/** The customer persona's own record (the seed links it to customer@example.com). */
const OWN_CUSTOMER = 1;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, ACCOUNTS.admin);
  employee = await signIn(t.app, ACCOUNTS.employee);
  customer = await signIn(t.app, ACCOUNTS.customer);
});
afterAll(() => t.close());

const as = (cookie: string, method: string, url: string, body?: unknown, headers?: Record<string, string>) =>
  call(t.app, method, url, {
    cookie,
    ...(body === undefined ? {} : { body }),
    ...(headers ? { headers } : {}),
  });

const PROFILE = {
  name: 'Northside Card Grading',
  address: '12 Harbor Road\nPortland, OR 97201',
  email: 'Billing@Northside.example',
  phone: '503-555-0142',
  logo: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==',
  paymentTerms: 'Due in 30 days',
  paymentDueDays: 30,
};

async function currentProfile(cookie = admin): Promise<Record<string, unknown>> {
  const reply = await as(cookie, 'GET', '/api/business-profile');
  expect(reply.status).toBe(200);
  return record(reply.body);
}

async function submissionIdsOf(customerId: number): Promise<number[]> {
  const reply = await as(admin, 'POST', '/api/employee/submission/search', {
    pageSize: 1000,
    customerIds: [customerId],
    isActive: true,
  });
  return records(reply.body).map((row) => Number(row.id));
}

async function otherCustomersSubmissions(): Promise<number[]> {
  const reply = await as(admin, 'POST', '/api/employee/submission/search', { pageSize: 50, isActive: true });
  return records(reply.body)
    .filter((row) => Number(row.customerId) !== OWN_CUSTOMER)
    .map((row) => Number(row.id));
}

const issue = async (id: number, cookie = employee) => {
  const reply = await as(cookie, 'POST', `/api/employee/submission/${id}/invoice`);
  expect(reply.status).toBe(200);
  return record(reply.body);
};

describe('the business profile', () => {
  it('is read by every signed-in user and changed only by admins, version-checked', async () => {
    const before = await currentProfile(customer);
    expect(before).toMatchObject({ paymentTerms: 'Due in 14 days', paymentDueDays: 14, version: 1 });
    expect(await currentProfile(employee)).toEqual(before);
    expect((await call(t.app, 'GET', '/api/business-profile')).status).toBe(401);

    const body = { ...PROFILE, nextInvoiceNumber: Number(before.nextInvoiceNumber) };
    expect((await as(employee, 'PUT', '/api/business-profile', body)).status).toBe(403);
    expect((await as(customer, 'PUT', '/api/business-profile', body)).status).toBe(403);

    const saved = await as(admin, 'PUT', '/api/business-profile', body, { 'If-Match': '"1"' });
    expect(saved.status).toBe(200);
    expect(record(saved.body)).toMatchObject({ ...PROFILE, email: 'billing@northside.example', version: 2 });

    const stale = await as(
      admin,
      'PUT',
      '/api/business-profile',
      { ...body, name: 'Late' },
      { 'If-Match': '"1"' },
    );
    expect(stale.status).toBe(409);
    expect(record(stale.body)).toMatchObject({ name: PROFILE.name, version: 2 });
    expect((await currentProfile()).name).toBe(PROFILE.name);
  });

  it('refuses a missing name, an SVG or oversized logo and impossible numbers, with their messages', async () => {
    const { version: _version, updatedAt: _updatedAt, ...current } = await currentProfile();
    const refused = async (change: Record<string, unknown>) => {
      const reply = await as(admin, 'PUT', '/api/business-profile', { ...current, ...change });
      expect(reply.status).toBe(400);
      return wrapper(reply.body).messages;
    };
    expect(await refused({ name: '  ' })).toEqual(['Business name is required']);
    const logoMessage = ['The logo must be a PNG, JPEG or WebP image of at most 100 KB'];
    expect(await refused({ logo: 'data:image/svg+xml;base64,PHN2Zz4=' })).toEqual(logoMessage);
    expect(await refused({ logo: `data:image/png;base64,${'A'.repeat(140_001)}` })).toEqual(logoMessage);
    expect(await refused({ paymentDueDays: -1 })).toEqual([
      'Days until due must be a whole number from 0 to 365',
    ]);
    expect(await refused({ nextInvoiceNumber: 0 })).toEqual([
      'The next invoice number must be a whole number from 1',
    ]);
    expect(await refused({ email: 'not-an-address' })).toEqual(['Enter a valid email address']);
  });
});

describe('the invoice number', () => {
  it('is given once, when first issued, in sequence, and kept with its date', async () => {
    const [first, second] = await otherCustomersSubmissions();
    const next = Number((await currentProfile()).nextInvoiceNumber);
    const issued = await issue(first!);
    expect(issued).toEqual({
      invoiceNumber: next,
      invoiceDate: t.clock.now().toISOString().slice(0, 10),
      paymentTerms: PROFILE.paymentTerms,
      dueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      payments: [],
      total: expect.any(Number),
      amountPaid: 0,
      balance: issued.total,
      status: 'Unpaid',
    });
    const due = new Date(`${String(issued.invoiceDate)}T00:00:00Z`);
    due.setUTCDate(due.getUTCDate() + PROFILE.paymentDueDays);
    expect(issued.dueDate).toBe(due.toISOString().slice(0, 10));

    expect(await issue(first!, admin)).toEqual(issued);
    expect((await issue(second!)).invoiceNumber).toBe(next + 1);
    expect((await currentProfile()).nextInvoiceNumber).toBe(next + 2);
  });

  it('never gives one number twice, even to submissions issued at the same moment', async () => {
    const ids = (await otherCustomersSubmissions()).slice(2, 10);
    const numbers = (await Promise.all(ids.map((id) => issue(id)))).map((row) => Number(row.invoiceNumber));
    expect(new Set(numbers).size).toBe(ids.length);
    // The same submission asked for at once still has one number.
    const [again] = ids;
    const twice = await Promise.all([issue(again!), issue(again!, admin)]);
    expect(twice[0]).toEqual(twice[1]);
  });

  it('may skip ahead but never back to a number already issued', async () => {
    const { version: _version, updatedAt: _updatedAt, ...current } = await currentProfile();
    const issuedSoFar = Number(current.nextInvoiceNumber) - 1;
    const back = await as(admin, 'PUT', '/api/business-profile', {
      ...current,
      nextInvoiceNumber: issuedSoFar,
    });
    expect(back.status).toBe(409);
    expect(wrapper(back.body).extra.code).toBe('INVOICE_NUMBER_USED');
    expect(wrapper(back.body).messages).toEqual([
      `The next invoice number must be higher than ${issuedSoFar}, the last one issued`,
    ]);
    const ahead = await as(admin, 'PUT', '/api/business-profile', { ...current, nextInvoiceNumber: 5000 });
    expect(ahead.status).toBe(200);
    const [unissued] = (await otherCustomersSubmissions()).slice(20);
    expect((await issue(unissued!)).invoiceNumber).toBe(5000);
  });

  it('is issued to a customer for their own submission only, and not for a missing one', async () => {
    const [own] = await submissionIdsOf(OWN_CUSTOMER);
    const mine = await as(customer, 'POST', `/api/me/submissions/${own!}/invoice`);
    expect(mine.status).toBe(200);
    expect(await issue(own!)).toEqual(record(mine.body));

    const [theirs] = await otherCustomersSubmissions();
    expect((await as(customer, 'POST', `/api/me/submissions/${theirs!}/invoice`)).status).toBe(404);
    expect((await as(customer, 'POST', `/api/employee/submission/${theirs!}/invoice`)).status).toBe(403);
    const missing = await as(employee, 'POST', '/api/employee/submission/999999/invoice');
    expect(missing.status).toBe(404);
    expect(wrapper(missing.body).extra.code).toBe('SUBMISSION_NOT_FOUND');
  });
});
