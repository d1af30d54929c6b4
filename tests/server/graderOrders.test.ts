// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, type TestApp, call, createTestApp, record, signIn, wrapper } from './harness';

let t: TestApp;
let staff: string;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t.app, ACCOUNTS.employee);
  customer = await signIn(t.app, ACCOUNTS.customer);
});
afterAll(() => t.close());

const base = '/api/employee/grader-orders';
const body = {
  service: 'psaValueBulk',
  orderNumber: 'PSA-77',
  label: 'Week 47',
  targetReturnOn: null,
  notes: '',
};

describe('grader orders on the server (issue 39)', () => {
  it('are staff-only: a customer is refused every call', async () => {
    expect((await call(t.app, 'PUT', base, { cookie: customer, body })).status).toBe(403);
    expect((await call(t.app, 'POST', `${base}/search`, { cookie: customer, body: {} })).status).toBe(403);
  });

  it('refuses a transition started from an older version, and one the lifecycle does not allow', async () => {
    const created = await call(t.app, 'PUT', base, { cookie: staff, body });
    expect(created.status).toBe(201);
    const id = String(wrapper(created.body).data);
    const order = record((await call(t.app, 'GET', `${base}/${id}`, { cookie: staff })).body);
    expect(order).toMatchObject({ stage: 'preparing', gradingCompany: 1, version: 1 });

    const held = await call(t.app, 'POST', `${base}/${id}/transition`, {
      cookie: staff,
      body: { action: 'hold' },
      headers: { 'if-match': '"1"' },
    });
    expect(record(held.body)).toMatchObject({ stage: 'onHold', heldFrom: 'preparing', version: 2 });
    const stale = await call(t.app, 'POST', `${base}/${id}/transition`, {
      cookie: staff,
      body: { action: 'resume' },
      headers: { 'if-match': '"1"' },
    });
    expect(stale.status).toBe(409);
    expect(wrapper(stale.body).extra.code).toBe('VERSION_CONFLICT');

    const notAllowed = await call(t.app, 'POST', `${base}/${id}/transition`, {
      cookie: staff,
      body: { action: 'receive' },
    });
    expect(notAllowed.status).toBe(409);
    expect(wrapper(notAllowed.body).extra.code).toBe('INVALID_TRANSITION');
    expect(wrapper(notAllowed.body).messages).toEqual([
      'An order that is On hold cannot do that (Received).',
    ]);
    const unknown = await call(t.app, 'POST', `${base}/${id}/transition`, {
      cookie: staff,
      body: { action: 'teleport' },
    });
    expect(unknown.status).toBe(400);
  });

  it('answers 404 for an order that does not exist', async () => {
    const reply = await call(t.app, 'GET', `${base}/999999`, { cookie: staff });
    expect(reply.status).toBe(404);
    expect(wrapper(reply.body).extra.code).toBe('GRADER_ORDER_NOT_FOUND');
  });
});
