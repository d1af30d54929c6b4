// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, type TestApp, call, createTestApp, record, records, signIn, wrapper } from './harness';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signIn(t.app, ACCOUNTS.employee);
});
afterAll(() => t.close());

const search = (body: Record<string, unknown>) =>
  call(t.app, 'POST', '/api/employee/submission/search', { cookie, body });
const NEW_SUBMISSION = {
  customerId: '3',
  psaValueBulk: 12,
  psaRegularCount: 0,
  cgcBulkCount: 2,
  cgcComicCount: 0,
  psaDualCount: 0,
  bgsBaseCount: 1,
  sgcStandardCount: 0,
  prescreening: 3,
  consignAfterGrading: true,
  notes: '  Handle the holo with care. ',
};

describe('submission search', () => {
  it('defaults to newest first, 20 per page, with the total', async () => {
    const reply = await search({ pageNumber: 1 });
    const rows = records(reply.body);
    expect(rows).toHaveLength(20);
    expect(wrapper(reply.body).extra).toMatchObject({ totalRecords: 120, pageNumber: 1, pageSize: 20 });
    const dates = rows.map((row) => String(row.createdAt));
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('sorts by customer (last then first name), status and total count', async () => {
    const byCustomer = records(
      (await search({ pageSize: 200, sort: [{ field: 'customer', desc: false }] })).body,
    )
      .filter((row) => row.lastName !== null)
      .map((row) => `${String(row.lastName)} ${String(row.firstName)}`.toLowerCase());
    expect(byCustomer).toEqual([...byCustomer].sort());
    const totals = records(
      (await search({ pageSize: 200, sort: [{ field: 'totalCount', desc: true }] })).body,
    ).map((row) => Number(row.totalCount));
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
  });

  it('filters by customers, status codes, active flag and creation dates', async () => {
    const mine = records((await search({ pageSize: 200, customerIds: ['1'] })).body);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((row) => row.customerId === 1)).toBe(true);

    const held = records((await search({ pageSize: 200, statuses: [4, 5] })).body);
    expect(held.length).toBeGreaterThan(0);
    expect(held.every((row) => row.statusCode === 4 || row.statusCode === 5)).toBe(true);

    const inactive = records((await search({ pageSize: 200, isActive: false })).body);
    expect(inactive.length).toBeGreaterThan(0);
    expect(inactive.every((row) => row.isActive === false)).toBe(true);

    const day = String(records((await search({ pageSize: 1 })).body)[0]?.createdAt).slice(0, 10);
    const onDay = records((await search({ pageSize: 200, createdAt: day })).body);
    expect(onDay.length).toBeGreaterThan(0);
    expect(onDay.every((row) => String(row.createdAt).startsWith(day))).toBe(true);
    const from = records((await search({ pageSize: 200, createdFrom: day })).body);
    expect(from.every((row) => String(row.createdAt) >= day)).toBe(true);
    const to = records((await search({ pageSize: 200, createdTo: '2025-12-01' })).body);
    expect(to.every((row) => String(row.createdAt) < '2025-12-02')).toBe(true);
  });

  it('rejects a date that is not a date', async () => {
    const reply = await search({ createdFrom: 'last tuesday' });
    expect(reply.status).toBe(400);
    expect(wrapper(reply.body).messages).toEqual(['createdFrom must be a date (YYYY-MM-DD)']);
  });
});

describe('submission create, update, delete', () => {
  it('creates a Pending submission with the customer and derived totals', async () => {
    const created = await call(t.app, 'PUT', '/api/employee/submission', { cookie, body: NEW_SUBMISSION });
    expect(created.status).toBe(201);
    const submission = record(
      (await call(t.app, 'GET', `/api/employee/submission/${String(wrapper(created.body).data)}`, { cookie }))
        .body,
    );
    expect(submission).toMatchObject({
      customerId: 3,
      status: 'Pending',
      statusCode: 0,
      prescreening: 3,
      consignAfterGrading: true,
      notes: 'Handle the holo with care.',
      totalCards: 15,
      isActive: true,
    });
    expect(submission.customer).toMatchObject({ id: 3 });
  });

  it('updates only the fields given', async () => {
    const id = String(
      wrapper((await call(t.app, 'PUT', '/api/employee/submission', { cookie, body: NEW_SUBMISSION })).body)
        .data,
    );
    expect(
      (
        await call(t.app, 'POST', `/api/employee/submission/${id}`, {
          cookie,
          body: { status: 1, sgcStandardCount: 4 },
        })
      ).status,
    ).toBe(200);
    expect(
      record((await call(t.app, 'GET', `/api/employee/submission/${id}`, { cookie })).body),
    ).toMatchObject({
      status: 'In progress',
      statusCode: 1,
      sgcStandardCount: 4,
      psaValueBulk: 12,
      notes: 'Handle the holo with care.',
      totalCards: 19,
    });
  });

  it('treats prescreening outside 2 and 3 as not requested', async () => {
    const created = await call(t.app, 'PUT', '/api/employee/submission', {
      cookie,
      body: { ...NEW_SUBMISSION, prescreening: 7 },
    });
    const id = String(wrapper(created.body).data);
    expect(
      record((await call(t.app, 'GET', `/api/employee/submission/${id}`, { cookie })).body).prescreening,
    ).toBe(1);
  });

  it('deletes softly: the submission stays readable, inactive, and leaves active searches', async () => {
    const id = String(
      wrapper((await call(t.app, 'PUT', '/api/employee/submission', { cookie, body: NEW_SUBMISSION })).body)
        .data,
    );
    expect((await call(t.app, 'DELETE', `/api/employee/submission/${id}`, { cookie })).status).toBe(200);
    expect(
      record((await call(t.app, 'GET', `/api/employee/submission/${id}`, { cookie })).body).isActive,
    ).toBe(false);
    const active = records((await search({ pageSize: 1000, isActive: true })).body).map((row) =>
      String(row.id),
    );
    expect(active).not.toContain(id);
  });

  it('answers 400 with the spec messages for bad input', async () => {
    const missing = await call(t.app, 'PUT', '/api/employee/submission', {
      cookie,
      body: { ...NEW_SUBMISSION, customerId: '' },
    });
    expect(missing.status).toBe(400);
    expect(wrapper(missing.body).messages).toEqual(['Customer id is required']);
    const bad = await call(t.app, 'PUT', '/api/employee/submission', {
      cookie,
      body: { ...NEW_SUBMISSION, psaValueBulk: -1, notes: 'x'.repeat(1001) },
    });
    expect(bad.status).toBe(400);
    expect(wrapper(bad.body).messages).toEqual([
      'Enter a non-negative number',
      'Notes must be 1000 characters or fewer',
    ]);
    const notNumeric = await call(t.app, 'PUT', '/api/employee/submission', {
      cookie,
      body: { ...NEW_SUBMISSION, customerId: 'abc' },
    });
    expect(wrapper(notNumeric.body).messages).toEqual(['Customer id must be numeric']);
  });

  it('answers 404 for unknown submissions and unknown customers', async () => {
    const unknown = await call(t.app, 'GET', '/api/employee/submission/424242', { cookie });
    expect(unknown.status).toBe(404);
    expect(wrapper(unknown.body).messages).toEqual(['Submission not found']);
    const noCustomer = await call(t.app, 'PUT', '/api/employee/submission', {
      cookie,
      body: { ...NEW_SUBMISSION, customerId: 98765 },
    });
    expect(noCustomer.status).toBe(404);
    expect(wrapper(noCustomer.body).messages).toEqual(['Customer not found']);
  });

  it('never answers 500 to malformed JSON', async () => {
    const response = await t.app.request('/api/employee/submission', {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json' },
      body: '{"customerId": 3,',
    });
    expect(response.status).toBe(400);
    expect(wrapper(await response.json()).messages).toEqual(['The request body must be valid JSON.']);
  });
});

// The searches read trigram indexes (decision 0262): on SQLite FTS5 tables that triggers keep, on
// PostgreSQL pg_trgm indexes. These check the index follows every write and reads text literally.
describe('submission text search through the index', () => {
  const CUSTOMER = {
    userId: '',
    firstName: 'Odalys',
    lastName: 'Pemberwick',
    email: 'odalys.pemberwick@example.com',
    phoneNumber: '(512) 555-0142',
    canEmail: true,
    canText: false,
    canCall: false,
    address1: '4 Vellum Row',
    address2: '',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    isActive: true,
  };
  const idsFor = async (text: string, extra: Record<string, unknown> = {}) => {
    const reply = await search({ pageSize: 1000, search: text, ...extra });
    const ids = records(reply.body).map((row) => String(row.id));
    // The total is counted apart from the page: it must agree with the rows.
    expect(wrapper(reply.body).extra.totalRecords).toBe(ids.length);
    return ids;
  };
  let customerId = '';
  let id = '';
  beforeAll(async () => {
    customerId = String(
      wrapper((await call(t.app, 'PUT', '/api/employee/customer', { cookie, body: CUSTOMER })).body).data,
    );
    id = String(
      wrapper(
        (
          await call(t.app, 'PUT', '/api/employee/submission', {
            cookie,
            body: { ...NEW_SUBMISSION, customerId, notes: 'Slab QX7 ribbon: 100% ready' },
          })
        ).body,
      ).data,
    );
  });

  it('finds a new submission by its notes or its customer, ignoring case, % and _ read literally', async () => {
    expect(await idsFor('QX7 RIBBON')).toEqual([id]);
    expect(await idsFor('ribbon qx7')).toEqual([]);
    expect(await idsFor('100% ready')).toEqual([id]);
    expect(await idsFor('100_ ready')).toEqual([]);
    expect(await idsFor('pemberw')).toEqual([id]);
    expect(await idsFor('wick odaly')).toEqual([id]);
    expect(await idsFor(`#${id}`)).toEqual([id]);
  });

  it('finds text shorter than a trigram too (read without the index)', async () => {
    expect(await idsFor('0%')).toContain(id);
    expect(await idsFor('x7', { customerIds: [customerId] })).toEqual([id]);
  });

  it('follows edits: new notes, a renamed customer, a deletion', async () => {
    const edit = await call(t.app, 'POST', `/api/employee/submission/${id}`, {
      cookie,
      body: { notes: 'Moved to the vault' },
    });
    expect(edit.status).toBe(200);
    expect(await idsFor('qx7')).toEqual([]);
    expect(await idsFor('the vault')).toEqual([id]);

    const rename = await call(t.app, 'POST', `/api/employee/customer/${customerId}`, {
      cookie,
      body: { ...CUSTOMER, lastName: 'Quillfeather' },
    });
    expect(rename.status).toBe(200);
    expect(await idsFor('pemberwick')).toEqual([]);
    expect(await idsFor('quillfeather')).toEqual([id]);

    // Given to another customer, it is found by that customer's names and no longer by the old ones.
    const other = wrapper(
      (
        await call(t.app, 'PUT', '/api/employee/customer', {
          cookie,
          body: { ...CUSTOMER, firstName: 'Thaddeus', lastName: 'Vorlicky', email: 'thaddeus@example.com' },
        })
      ).body,
    ).data;
    const moved = await call(t.app, 'POST', `/api/employee/submission/${id}`, {
      cookie,
      body: { customerId: other },
    });
    expect(moved.status).toBe(200);
    expect(await idsFor('vorlicky thad')).toEqual([id]);
    expect(await idsFor('quillfeather')).toEqual([]);
    const customers = await call(t.app, 'POST', '/api/employee/customer/search', {
      cookie,
      body: { lastName: 'QUILLF' },
    });
    expect(records(customers.body).map((row) => String(row.id))).toEqual([customerId]);

    expect((await call(t.app, 'DELETE', `/api/employee/submission/${id}`, { cookie })).status).toBe(200);
    expect(await idsFor('the vault', { isActive: true })).toEqual([]);
    expect(await idsFor('the vault', { isActive: false })).toEqual([id]);
    expect(await idsFor('the vault')).toEqual([id]);
  });
});
