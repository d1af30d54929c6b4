// @vitest-environment node
// Issue 39 item 7: a customer's Active batches, Completed history and return performance come from the
// grader orders holding their cards, checked against figures worked out by hand; the directory keeps
// them between writes (decision 0576) and follows every write. Both engines.
import { describe, expect, it } from 'vitest';
import { graderOrderFile } from './graderOrderScenario';
import { ACCOUNTS, record, records, signIn } from './harness';

const { session, scenario } = graderOrderFile();
const DAY = 24 * 60 * 60 * 1000;

/** Ships, grades, ships back, receives and closes the order: it is fulfilled at the clock's time. */
async function roundTrip(id: number, shippedOn: string) {
  await scenario.shipAndGrade(id, shippedOn);
  await scenario.step(id, 'shipBack', { trackingNumber: '9400', on: shippedOn });
  await scenario.step(id, 'receive');
  return scenario.step(id, 'close');
}

const customer = async (id: number) =>
  record((await scenario.as('GET', `/api/employee/customer/${id}`)).body);

/** The batches of the customer's row in the directory, found by their email: [order id, status]. */
async function listedBatches(email: string, customerId: number) {
  const reply = await scenario.as('POST', '/api/employee/customer/search', {
    pageNumber: 1,
    pageSize: 5,
    email,
  });
  const row = records(reply.body).find((found) => found.id === customerId);
  const batches = (row?.activity as { gradingBatches: Record<string, unknown>[] }).gradingBatches;
  return batches.map((batch) => [batch.id, batch.status]);
}

describe("a customer's grading panels from grader orders", () => {
  it('lists batches and measures returns as worked out by hand', async () => {
    const ada = await scenario.customer('Ada', true);
    const ben = await scenario.customer('Ben', false);
    const adaFirst = await scenario.submissionWithCards(ada, 4);
    const benOnly = await scenario.submissionWithCards(ben, 2);
    const [a1, a2, a3, a4] = adaFirst.cardIds;

    // Nothing sent yet: the seed's empty texts' conditions.
    expect(await customer(ada)).toMatchObject({
      activity: { gradingBatches: [] },
      returnMetrics: { sampleSize: 0, averageDays: null, range: null, onTimePercentage: null },
    });

    // A: two of Ada's cards, shipped Jan 5, due Feb 10, fulfilled at the clock's Jan 15 → 10 days, on time.
    const a = await scenario.order([a1 ?? 0, a2 ?? 0], '2026-02-10');
    expect((await roundTrip(a, '2026-01-05')).fulfilledAt).toBe('2026-01-15T12:00:00.000Z');
    // B: one of Ada's and Ben's card, shipped Jan 2, due Jan 20, fulfilled Jan 25 → 23 days, late.
    const b = await scenario.order([a3 ?? 0, benOnly.cardIds[0] ?? 0], '2026-01-20');
    session.t.clock.advance(10 * DAY);
    session.staff = await signIn(session.t.app, ACCOUNTS.employee); // ten days on, the session has expired
    await roundTrip(b, '2026-01-02');
    // C: Ada's last card, still being prepared; D: cancelled, so never a batch.
    const c = await scenario.order([a4 ?? 0], '2026-03-01');
    const d = await scenario.order([], null);
    await scenario.step(d, 'cancel');

    const adas = await customer(ada);
    // (10 + 23) / 2 = 16.5 → 17 days; 1 of 2 on time.
    expect(adas.returnMetrics).toEqual({
      sampleSize: 2,
      averageDays: 17,
      range: '10–23 days',
      onTimePercentage: 50,
    });
    const batches = (adas.activity as { gradingBatches: Record<string, unknown>[] }).gradingBatches;
    expect(batches.map((batch) => [batch.id, batch.cards, batch.status, batch.fulfilledAt !== null])).toEqual(
      expect.arrayContaining([
        [String(c), 1, 'Preparing', false],
        [String(a), 2, 'Completed', true],
        [String(b), 1, 'Completed', true],
      ]),
    );
    expect(batches).toHaveLength(3);
    expect(batches.find((batch) => batch.id === String(a))).toMatchObject({
      partner: 'PSA',
      service: 'PSA Regular',
      submittedAt: '2026-01-05',
      targetShipDate: '2026-02-10',
    });

    // The directory's rows carry the same batches (its Grading column).
    const listed = records(
      (
        await scenario.as('POST', '/api/employee/customer/search', {
          pageNumber: 1,
          pageSize: 5,
          email: 'ada@',
        })
      ).body,
    );
    expect(listed.find((row) => row.id === ada)?.returnMetrics).toEqual(adas.returnMetrics);

    // Ben's other card waits in an order due back Jan 20; on Jan 25 that is a follow-up.
    await scenario.order([benOnly.cardIds[1] ?? 0], '2026-01-20');
    const bens = await customer(ben);
    expect(bens.followUps).toEqual([
      expect.objectContaining({ id: 'overdue-batches', label: 'Batches past target ship date', count: 1 }),
    ]);
    expect(bens.returnMetrics).toEqual({
      sampleSize: 1,
      averageDays: 23,
      range: '23–23 days',
      onTimePercentage: 0,
    });
  });

  it("keeps the directory's batches between writes, yet follows each write, another instance's too", async () => {
    const cy = await scenario.customer('Cy', true);
    const dot = await scenario.customer('Dot', true);
    const cys = await scenario.submissionWithCards(cy, 2);
    expect(await listedBatches('cy@', cy)).toEqual([]);
    expect(await listedBatches('cy@', cy)).toEqual([]);

    const id = await scenario.order(cys.cardIds, '2026-03-01');
    expect(await listedBatches('cy@', cy)).toEqual([[String(id), 'Preparing']]);
    await scenario.step(id, 'ship', { trackingNumber: '1Z-CY', on: '2026-01-05' });
    expect(await listedBatches('cy@', cy)).toEqual([[String(id), 'Shipped to grader']]);

    // Another instance gives Cy's submission to Dot: this one learns of it only through the database.
    await session.t.queryBuilder
      .updateTable('submissions')
      .set({ customer_id: dot })
      .where('id', '=', cys.submissionId)
      .execute();
    expect(await listedBatches('cy@', cy)).toEqual([]);
    expect(await listedBatches('dot@', dot)).toEqual([[String(id), 'Shipped to grader']]);
  });
});
