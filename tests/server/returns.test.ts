// @vitest-environment node
// Issue 39 item 5: once an order is back its submissions are ready to return; staff log each one's
// shipment home, the last fulfils the order, and each submission's status follows its cards. Both engines.
import { describe, expect, it } from 'vitest';
import { graderOrderFile } from './graderOrderScenario';
import { ACCOUNTS, call, isRecord, record, signIn, wrapper } from './harness';

const listOf = (value: unknown) => (Array.isArray(value) ? value.filter(isRecord) : []);

const { session, scenario } = graderOrderFile();

const statusOf = async (submissionId: number) =>
  record((await scenario.as('GET', `/api/employee/submission/${submissionId}`)).body).statusCode;
const logReturn = (orderId: number, submissionId: number, extra: Record<string, unknown> = {}) =>
  call(session.t.app, 'POST', `${scenario.orders}/${orderId}/returns`, {
    cookie: session.staff,
    body: {
      submissionId,
      carrier: 'UPS',
      trackingNumber: `1Z-HOME-${submissionId}`,
      shippedOn: '2026-03-02',
      ...extra,
    },
  });

describe('returns of a grader order', () => {
  it('follows each submission from received to returned and fulfils the order with the last return', async () => {
    const ada = await scenario.customer('Ada', false);
    const ben = await scenario.customer('Ben', false);
    const adas = await scenario.submissionWithCards(ada, 2);
    const bens = await scenario.submissionWithCards(ben, 1);
    const id = await scenario.order([...adas.cardIds, ...bens.cardIds]);
    // Received in the shop: the status it was created with (Pending).
    expect(await statusOf(adas.submissionId)).toBe(0);

    await scenario.shipAndGrade(id, '2026-01-02');
    expect(await statusOf(adas.submissionId)).toBe(1);
    await scenario.step(id, 'shipBack', { trackingNumber: '9400', on: '2026-01-10' });

    // Not back yet: no return can be logged.
    const early = await logReturn(id, adas.submissionId);
    expect(early.status).toBe(409);
    expect(wrapper(early.body).extra.code).toBe('RETURN_REFUSED');
    expect(wrapper(early.body).messages).toEqual(['A return is logged once the order is back (Received).']);

    await scenario.step(id, 'receive', { on: '2026-01-12' });
    const ready = record((await scenario.as('GET', `${scenario.orders}/${id}/returns`)).body);
    expect(ready).toMatchObject({ stage: 'received', fulfilledAt: null });
    expect(
      listOf(ready.submissions).map((s) => [s.submissionId, s.customerName, s.cardCount, s.returnShipment]),
    ).toEqual([
      [adas.submissionId, 'Ada Collector', 2, null],
      [bens.submissionId, 'Ben Collector', 1, null],
    ]);
    const byConsignor = listOf(
      wrapper((await scenario.as('POST', '/api/employee/returns/search', { pageSize: 1000 })).body).data,
    );
    expect(byConsignor.filter((line) => line.customerId === ada || line.customerId === ben)).toEqual([
      { customerId: ada, customerName: 'Ada Collector', submissions: 1, ready: 1, returned: 0 },
      { customerId: ben, customerName: 'Ben Collector', submissions: 1, ready: 1, returned: 0 },
    ]);

    const first = await logReturn(id, adas.submissionId);
    expect(first.status).toBe(201);
    expect(record(first.body)).toMatchObject({ fulfilledAt: null });
    expect(listOf(record(first.body).submissions)[0]?.returnShipment).toMatchObject({
      carrier: 'UPS',
      trackingNumber: `1Z-HOME-${adas.submissionId}`,
      shippedOn: '2026-03-02',
    });
    expect(await statusOf(adas.submissionId)).toBe(2);
    expect(await statusOf(bens.submissionId)).toBe(1);

    const twice = await logReturn(id, adas.submissionId);
    expect(twice.status).toBe(409);
    expect(wrapper(twice.body).messages).toEqual(["This submission's return is already logged."]);

    const last = await logReturn(id, bens.submissionId);
    const fulfilledAt = record(last.body).fulfilledAt;
    expect(typeof fulfilledAt).toBe('string');
    expect(await statusOf(bens.submissionId)).toBe(2);

    // Closing keeps the day the last return fulfilled it.
    const closed = await scenario.step(id, 'close');
    expect(closed).toMatchObject({ stage: 'closed', fulfilledAt });
  });

  it('refuses a submission not in the order, a blank carrier, and customers', async () => {
    const cy = await scenario.customer('Cy', false);
    const cys = await scenario.submissionWithCards(cy, 1);
    const id = await scenario.order(cys.cardIds);
    const stranger = await logReturn(id, 999_999);
    expect(stranger.status).toBe(404);
    expect(wrapper(stranger.body).extra.code).toBe('SUBMISSION_NOT_FOUND');
    const blank = await logReturn(id, cys.submissionId, { carrier: ' ' });
    expect(blank.status).toBe(400);
    expect(wrapper(blank.body).messages).toContain('Carrier is required.');
    const asCustomer = await call(session.t.app, 'POST', '/api/employee/returns/search', {
      cookie: await signIn(session.t.app, ACCOUNTS.customer),
      body: {},
    });
    expect(asCustomer.status).toBe(403);
  });
});
