// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CustomerInput } from '../../../src/domain/customer';
import { ok, setupHttpBackend } from './harness';

const t = setupHttpBackend();

const input: CustomerInput = {
  userId: '8',
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  phoneNumber: '555-010-2000',
  canEmail: true,
  canText: false,
  canCall: true,
  address1: '1 Main St',
  address2: '',
  city: 'Austin',
  state: 'TX',
  zipCode: '73301',
  isActive: true,
};

describe('customer search', () => {
  it('sends the search and reads the page', async () => {
    t.server.on(
      'POST',
      '/api/employee/customer/search',
      ok({ data: [{ id: 1, lastName: 'Lee' }], totalRecords: 9 }),
    );
    const page = await t.backend.customers.search({
      pageNumber: 1,
      pageSize: 20,
      sort: [{ field: 'lastName', desc: false }],
      isActive: true,
      email: 'ann@',
    });
    expect(t.server.requests[0]?.json).toEqual({
      pageNumber: 1,
      pageSize: 20,
      sort: [{ field: 'lastName', desc: false }],
      isActive: true,
      email: 'ann@',
    });
    expect(page).toMatchObject({
      totalRecords: 9,
      pageNumber: 1,
      pageSize: 20,
      items: [{ id: '1', lastName: 'Lee' }],
    });
  });

  it.each([
    ['results + total', { results: [{ id: 1 }], total: 5 }, 5],
    ['items + totalCount', { items: [{ id: 1 }], totalCount: '6' }, 6],
    ['a bare array', [{ id: 1 }, { id: 2 }], 2],
  ])('reads a list given as %s', async (_label, payload, total) => {
    t.server.on('POST', '/api/employee/customer/search', ok(payload));
    expect((await t.backend.customers.search({ pageNumber: 1, pageSize: 20 })).totalRecords).toBe(total);
  });

  it('fails the whole page with CUSTOMER_PARSE_ERROR when a row cannot be read', async () => {
    t.server.on('POST', '/api/employee/customer/search', ok({ data: [{ id: 1 }, { firstName: 'no id' }] }));
    await expect(t.backend.customers.search({ pageNumber: 1, pageSize: 20 })).rejects.toMatchObject({
      code: 'CUSTOMER_PARSE_ERROR',
    });
  });
});

describe('customer record', () => {
  it('reads alternative names and defaults the optional sections', async () => {
    t.server.on(
      'GET',
      '/api/employee/customer/:id',
      ok({ id: 4, userId: 8, phoneNumber: '555', zipcode: '73301', canEmail: 1, tags: ['vip', 3, null] }),
    );
    const customer = await t.backend.customers.get('4');
    expect(customer).toMatchObject({
      id: '4',
      userId: '8',
      phone: '555',
      zipCode: '73301',
      canEmail: true,
      isActive: true,
      tags: ['vip', '3'],
      metrics: { annualCardsSubmitted: 0, lifetimeRevenue: 0 },
      activity: { lastSubmissionAt: null, gradingBatches: [] },
      returnMetrics: { sampleSize: 0, averageDays: null },
      followUps: [],
    });
  });

  it('reads metrics, activity and return metrics when present', async () => {
    t.server.on(
      'GET',
      '/api/employee/customer/:id',
      ok({
        id: 4,
        isActive: false,
        metrics: { annualCardsSubmitted: '520', annualConsignmentSales: 51000 },
        activity: {
          lastSubmissionAt: '2024-05-01',
          gradingBatches: [{ id: 'b1', cards: 4 }, { label: 'no id' }],
        },
        returnMetrics: { sampleSize: 3, averageDays: 41.5, onTimePercentage: 80 },
        followUps: [{ id: 'f', label: 'Call back', count: 2, tone: 'warning', guidance: 'Soon' }],
      }),
    );
    expect(await t.backend.customers.get('4')).toMatchObject({
      isActive: false,
      lastSubmissionAt: '2024-05-01',
      metrics: { annualCardsSubmitted: 520, annualConsignmentSales: 51000 },
      activity: { gradingBatches: [{ id: 'b1', label: 'b1', cards: 4, fulfilledAt: null }] },
      returnMetrics: { sampleSize: 3, averageDays: 41.5, onTimePercentage: 80 },
      followUps: [{ id: 'f', tone: 'warning', count: 2 }],
    });
  });

  it('creates with PUT (numeric userId), then reads the new customer', async () => {
    t.server.on('PUT', '/api/employee/customer', ok({ id: 30 }));
    t.server.on('GET', '/api/employee/customer/:id', ok({ id: 30, firstName: 'Ann' }));
    expect((await t.backend.customers.create(input)).id).toBe('30');
    expect(t.server.requests[0]?.json).toEqual({ ...input, userId: 8 });
    expect(t.server.requests[1]?.path).toBe('/api/employee/customer/30');
  });

  it('sends an empty linked user as null', async () => {
    t.server.on('PUT', '/api/employee/customer', ok(31));
    t.server.on('GET', '/api/employee/customer/:id', ok({ id: 31 }));
    await t.backend.customers.create({ ...input, userId: '' });
    expect(t.server.requests[0]?.json).toMatchObject({ userId: null });
  });

  it('refuses a create answer without an id', async () => {
    t.server.on('PUT', '/api/employee/customer', ok({ created: true }));
    await expect(t.backend.customers.create(input)).rejects.toMatchObject({
      code: 'MISSING_CUSTOMER_ID',
      message: 'Customer creation succeeded but no id was returned',
    });
  });

  it('updates with POST, reloads, and deletes with DELETE', async () => {
    t.server.on('POST', '/api/employee/customer/:id', { status: 204 });
    t.server.on('GET', '/api/employee/customer/:id', ok({ id: 4, city: 'Austin' }));
    t.server.on('DELETE', '/api/employee/customer/:id', { status: 204 });
    expect((await t.backend.customers.update('4', input)).city).toBe('Austin');
    await t.backend.customers.remove('4');
    expect(t.server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/employee/customer/4',
      'GET /api/employee/customer/4',
      'DELETE /api/employee/customer/4',
    ]);
  });

  it("refuses a blank id with 'Customer id is required'", async () => {
    await expect(t.backend.customers.get('')).rejects.toMatchObject({
      code: 'CUSTOMER_ID_REQUIRED',
      message: 'Customer id is required',
    });
    expect(t.server.requests).toHaveLength(0);
  });

  it.each([
    [
      'search',
      () => t.backend.customers.search({ pageNumber: 1, pageSize: 20 }),
      'POST',
      '/api/employee/customer/search',
      'Customer search failed',
    ],
    [
      'get',
      () => t.backend.customers.get('3'),
      'GET',
      '/api/employee/customer/:id',
      'Failed to load customer',
    ],
    [
      'create',
      () => t.backend.customers.create(input),
      'PUT',
      '/api/employee/customer',
      'Failed to create customer',
    ],
    [
      'update',
      () => t.backend.customers.update('3', input),
      'POST',
      '/api/employee/customer/:id',
      'Failed to update customer',
    ],
    [
      'remove',
      () => t.backend.customers.remove('3'),
      'DELETE',
      '/api/employee/customer/:id',
      'Failed to delete customer',
    ],
  ])('uses the fallback message when %s fails silently', async (_name, call, method, path, message) => {
    t.server.on(method, path, { status: 400 });
    await expect(call()).rejects.toMatchObject({ message });
  });
});
