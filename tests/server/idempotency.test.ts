// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, type TestApp, call, createTestApp, records, signIn, wrapper } from './harness';

let t: TestApp;
let employee: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  employee = await signIn(t.app, ACCOUNTS.employee);
  admin = await signIn(t.app, ACCOUNTS.admin);
});
afterAll(() => t.close());

const customer = (lastName: string) => ({
  firstName: 'Idem',
  lastName,
  email: `${lastName.toLowerCase()}@example.com`,
  phoneNumber: '',
});

const create = (cookie: string, key: string, lastName: string) =>
  call(t.app, 'PUT', '/api/employee/customer', {
    cookie,
    body: customer(lastName),
    headers: { 'Idempotency-Key': key },
  });

const countNamed = async (lastName: string) =>
  records(
    (await call(t.app, 'POST', '/api/employee/customer/search', { cookie: employee, body: { lastName } }))
      .body,
  ).length;

describe('idempotent creates', () => {
  it('answers a repeated key with the first answer and creates one record', async () => {
    const first = await create(employee, 'key-same-answer-0001', 'Onceonly');
    const again = await create(employee, 'key-same-answer-0001', 'Onceonly');
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(wrapper(again.body).data).toBe(wrapper(first.body).data);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await countNamed('Onceonly')).toBe(1);
  });

  it("never replays another user's answer for the same key", async () => {
    const mine = await create(employee, 'key-shared-by-two-01', 'Firstuser');
    const theirs = await create(admin, 'key-shared-by-two-01', 'Seconduser');
    expect(theirs.status).toBe(201);
    expect(wrapper(theirs.body).data).not.toBe(wrapper(mine.body).data);
    expect(await countNamed('Seconduser')).toBe(1);
  });

  it('forgets a key after a day, so the same key then creates again', async () => {
    await create(employee, 'key-that-expires-001', 'Dayold');
    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    // (sessions may not last a day: sign in again)
    employee = await signIn(t.app, ACCOUNTS.employee);
    const later = await create(employee, 'key-that-expires-001', 'Dayold');
    expect(later.status).toBe(201);
    expect(later.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await countNamed('Dayold')).toBe(2);
  });

  it('keeps nothing for a refused request: the same key may try again once the form is fixed', async () => {
    const refused = await call(t.app, 'PUT', '/api/employee/customer', {
      cookie: employee,
      body: { ...customer('Fixedlater'), firstName: '' },
      headers: { 'Idempotency-Key': 'key-refused-first-01' },
    });
    expect(refused.status).toBe(400);
    const fixed = await create(employee, 'key-refused-first-01', 'Fixedlater');
    expect(fixed.status).toBe(201);
    expect(await countNamed('Fixedlater')).toBe(1);
  });

  it('refuses a key reused for another call, and a malformed key', async () => {
    await create(employee, 'key-for-customers-01', 'Keyowner');
    const other = await call(t.app, 'PUT', '/api/employee/submission', {
      cookie: employee,
      body: { customerId: 1 },
      headers: { 'Idempotency-Key': 'key-for-customers-01' },
    });
    // The IETF draft's answer to a key reused for a different request (issue 37 item 14).
    expect(other.status).toBe(422);
    expect(wrapper(other.body).extra.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const malformed = await create(employee, 'short', 'Malformed');
    expect(malformed.status).toBe(400);
  });
});
