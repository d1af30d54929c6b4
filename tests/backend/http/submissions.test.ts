// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { SubmissionInput } from '../../../src/domain/submission';
import { ok, setupHttpBackend } from './harness';

const t = setupHttpBackend();

const counts = {
  psaValueBulk: 0,
  psaRegularCount: 2,
  cgcBulkCount: 0,
  cgcComicCount: 1,
  psaDualCount: 0,
  bgsBaseCount: 0,
  sgcStandardCount: 0,
};
const input: SubmissionInput = {
  ...counts,
  customerId: '15',
  prescreening: 3,
  consignAfterGrading: true,
  notes: 'Rush',
};

describe('submission search', () => {
  it('sends the filters and hydrates every row from its detail call', async () => {
    t.server.on('POST', '/api/employee/submission/search', {
      json: { 'is-success': true, data: [{ id: 1 }, { id: 2 }], totalRecords: 42 },
    });
    t.server.on('GET', '/api/employee/submission/:id', (request) =>
      ok({ id: Number(request.params.id), notes: `detail ${request.params.id}`, status: 1 }),
    );
    const page = await t.backend.submissions.search({
      pageNumber: 3,
      pageSize: 2,
      customerIds: ['15', '16'],
      statuses: [0, 4],
      isActive: true,
      createdFrom: '2024-01-01',
      sort: [{ field: 'createdAt', desc: true }],
    });
    expect(t.server.requests[0]?.json).toEqual({
      pageNumber: 3,
      pageSize: 2,
      customerIds: [15, 16],
      statuses: [0, 4],
      isActive: true,
      createdFrom: '2024-01-01',
      sort: [{ field: 'createdAt', desc: true }],
    });
    expect(page).toMatchObject({ totalRecords: 42, pageNumber: 3, pageSize: 2 });
    expect(page.items.map((s) => [s.id, s.notes, s.statusCode])).toEqual([
      ['1', 'detail 1', 1],
      ['2', 'detail 2', 1],
    ]);
  });

  it('hydrates in parallel but never more than six detail calls at once', async () => {
    const rows = Array.from({ length: 14 }, (_, index) => ({ id: index + 1 }));
    t.server.on('POST', '/api/employee/submission/search', ok({ items: rows, total: 14 }));
    let inFlight = 0;
    let peak = 0;
    t.server.on('GET', '/api/employee/submission/:id', async (request) => {
      inFlight += 1;
      peak = Math.max(peak, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 25));
      inFlight -= 1;
      return ok({ id: request.params.id });
    });
    const page = await t.backend.submissions.search({ pageNumber: 1, pageSize: 20 });
    expect(page.items.map((s) => s.id)).toEqual(rows.map((row) => String(row.id)));
    expect(peak).toBeGreaterThan(1);
    expect(peak).toBeLessThanOrEqual(6);
  });

  it('keeps the summary of a row whose detail fails, and logs it without customer data', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    t.server.on('POST', '/api/employee/submission/search', {
      json: { Data: [{ id: 1, customerName: 'Secret Person', notes: 'summary' }, { id: 2 }], totalCount: 2 },
    });
    t.server.on('GET', '/api/employee/submission/:id', (request) =>
      request.params.id === '1' ? { status: 500 } : ok({ id: 2, notes: 'detail' }),
    );
    const page = await t.backend.submissions.search({ pageNumber: 1, pageSize: 20 });
    expect(page.items.map((s) => s.notes)).toEqual(['summary', 'detail']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(warn.mock.calls)).not.toContain('Secret Person');
    expect(JSON.stringify(warn.mock.calls)).toContain('"submissionId":"1"');
  });

  it('makes no detail call for rows that already carry what the list shows, and hydrates only the others', async () => {
    const full = {
      id: 7,
      customerId: 15,
      firstName: 'Ada',
      lastName: 'Lovelace',
      createdAt: '2026-01-05T10:00:00Z',
      status: 1,
      totalCards: 3,
    };
    t.server.on('POST', '/api/employee/submission/search', ok({ items: [full, { id: 8 }], total: 2 }));
    t.server.on('GET', '/api/employee/submission/:id', (request) =>
      ok({ id: Number(request.params.id), notes: 'detail' }),
    );
    const page = await t.backend.submissions.search({ pageNumber: 1, pageSize: 20, search: '#7' });
    expect(t.server.requests[0]?.json).toMatchObject({ search: '#7' });
    expect(t.server.requests.filter((r) => r.method === 'GET').map((r) => r.path)).toEqual([
      '/api/employee/submission/8',
    ]);
    expect(page.items.map((s) => [s.id, s.totalCards])).toEqual([
      ['7', 3],
      ['8', 0],
    ]);
  });

  it("uses 'Submission search failed' when the search fails without a message", async () => {
    t.server.on('POST', '/api/employee/submission/search', { status: 400 });
    await expect(t.backend.submissions.search({ pageNumber: 1, pageSize: 20 })).rejects.toMatchObject({
      message: 'Submission search failed',
    });
  });
});

describe('submission statuses and fields', () => {
  it.each([
    ['a number', { status: 2 }, '', 2],
    ['text, ignoring case and spaces', { status: 'on HOLD' }, 'on HOLD', 4],
    ['an object with code and name', { status: { code: 1, name: 'In progress' } }, 'In progress', 1],
    ['an object with value and label', { status: { value: '5', label: 'Failed' } }, 'Failed', 5],
    ['unknown text', { status: 'Awaiting courier' }, 'Awaiting courier', null],
    ['an unknown number', { status: 9 }, '', 9],
    ['statusCode beside a label', { status: 'Done', statusCode: 2 }, 'Done', 2],
  ])('reads a status given as %s', async (_label, fields, label, code) => {
    t.server.on('GET', '/api/employee/submission/:id', ok({ id: 5, ...fields }));
    expect(await t.backend.submissions.get('5')).toMatchObject({ status: label, statusCode: code });
  });

  it('normalises ids, counts, the nested customer and the prescreening level', async () => {
    t.server.on(
      'GET',
      '/api/employee/submission/:id',
      ok({
        id: '5',
        customer: { id: 15, displayName: 'Ann Lee' },
        psaRegularCount: '3',
        sgcStandardCount: -2,
        prescreening: 7,
        totalCount: 3,
        isActive: 'true',
      }),
    );
    expect(await t.backend.submissions.get('5')).toMatchObject({
      id: '5',
      customerId: '15',
      customer: { id: '15', displayName: 'Ann Lee' },
      psaRegularCount: 3,
      sgcStandardCount: 0,
      prescreening: 1,
      totalCards: 3,
      isActive: true,
    });
  });

  it('answers an unreadable submission with SUBMISSION_PARSE_ERROR', async () => {
    t.server.on('GET', '/api/employee/submission/:id', ok({ notes: 'no id' }));
    await expect(t.backend.submissions.get('5')).rejects.toMatchObject({ code: 'SUBMISSION_PARSE_ERROR' });
  });
});

describe('submission changes', () => {
  it('creates with PUT, then loads the new submission', async () => {
    t.server.on('PUT', '/api/employee/submission', ok(77));
    t.server.on('GET', '/api/employee/submission/:id', ok({ id: 77, notes: 'Rush' }));
    expect((await t.backend.submissions.create(input)).id).toBe('77');
    expect(t.server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'PUT /api/employee/submission',
      'GET /api/employee/submission/77',
    ]);
    expect(t.server.requests[0]?.json).toEqual({ ...input, customerId: 15 });
  });

  it('omits an empty customer id', async () => {
    t.server.on('PUT', '/api/employee/submission', ok({ id: 78 }));
    t.server.on('GET', '/api/employee/submission/:id', ok({ id: 78 }));
    await t.backend.submissions.create({ ...input, customerId: '' });
    expect(t.server.requests[0]?.json).not.toHaveProperty('customerId');
  });

  it('refuses a create answer without an id', async () => {
    t.server.on('PUT', '/api/employee/submission', ok(null));
    await expect(t.backend.submissions.create(input)).rejects.toMatchObject({
      code: 'MISSING_SUBMISSION_ID',
      message: 'Submission creation succeeded but no id was returned',
    });
  });

  it('updates with POST to the id, then reloads it', async () => {
    t.server.on('POST', '/api/employee/submission/:id', ok(null));
    t.server.on('GET', '/api/employee/submission/:id', ok({ id: 9, notes: 'changed' }));
    expect((await t.backend.submissions.update('9', { notes: 'changed' })).notes).toBe('changed');
    expect(t.server.requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/employee/submission/9',
      json: { notes: 'changed' },
    });
  });

  it('deletes with DELETE', async () => {
    t.server.on('DELETE', '/api/employee/submission/:id', { status: 204 });
    await t.backend.submissions.remove('9');
    expect(t.server.requests[0]).toMatchObject({ method: 'DELETE', path: '/api/employee/submission/9' });
  });

  it.each([
    ['get', () => t.backend.submissions.get(' ')],
    ['update', () => t.backend.submissions.update('', { notes: 'x' })],
    ['remove', () => t.backend.submissions.remove('')],
  ])('refuses to %s without an id, sending nothing', async (_name, call) => {
    await expect(call()).rejects.toMatchObject({
      code: 'SUBMISSION_ID_REQUIRED',
      message: 'Submission id is required',
    });
    expect(t.server.requests).toHaveLength(0);
  });

  it.each([
    [
      'create',
      () => t.backend.submissions.create(input),
      'PUT',
      '/api/employee/submission',
      'Failed to create submission',
    ],
    [
      'update',
      () => t.backend.submissions.update('3', {}),
      'POST',
      '/api/employee/submission/:id',
      'Failed to update submission',
    ],
    [
      'remove',
      () => t.backend.submissions.remove('3'),
      'DELETE',
      '/api/employee/submission/:id',
      'Failed to delete submission',
    ],
  ])('uses the fallback message when %s fails silently', async (_name, call, method, path, message) => {
    t.server.on(method, path, { status: 400 });
    await expect(call()).rejects.toMatchObject({ message });
  });
});

describe('dashboard figures', () => {
  const tally = { submissions: 2, cards: 15 };
  const metrics = {
    invoicesPaid: tally,
    changeRequests: { ...tally, new: 1 },
    awaitingPrescreen: { ...tally, new: 0 },
    outForGrading: { ...tally, dueThisWeek: 2 },
    ageing: { followUp: tally, lateFee: tally, collections: { submissions: 0, cards: 0 } },
    paidOvernight: { amount: 1375.5, payments: 3, invoices: 2 },
    gradingOut: { cards: 12, orders: 2 },
  };

  it('reads the figures in one GET', async () => {
    t.server.on('GET', '/api/employee/dashboard', ok({ asOf: '2026-01-12T09:00:00.000Z', metrics }));
    expect(await t.backend.submissions.dashboard()).toEqual({ asOf: '2026-01-12T09:00:00.000Z', metrics });
    expect(t.server.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /api/employee/dashboard',
    ]);
  });

  it('fails the load rather than showing a figure it could not read', async () => {
    const broken = { ...metrics, outForGrading: { submissions: 2, cards: '15', dueThisWeek: 2 } };
    t.server.on('GET', '/api/employee/dashboard', ok({ asOf: '2026-01-12T09:00:00.000Z', metrics: broken }));
    await expect(t.backend.submissions.dashboard()).rejects.toMatchObject({ code: 'DASHBOARD_PARSE_ERROR' });
  });

  it('fails the load when the paid figure is missing or not an amount', async () => {
    for (const paidOvernight of [undefined, { amount: '12.50', payments: 1, invoices: 1 }]) {
      t.server.on(
        'GET',
        '/api/employee/dashboard',
        ok({ asOf: '2026-01-12T09:00:00.000Z', metrics: { ...metrics, paidOvernight } }),
      );
      await expect(t.backend.submissions.dashboard()).rejects.toMatchObject({
        code: 'DASHBOARD_PARSE_ERROR',
      });
    }
  });
});
