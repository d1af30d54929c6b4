// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { call, isRecord, record, records } from './harness';
import { graderOrderFile } from './graderOrderScenario';

const { session, scenario } = graderOrderFile();

const figure = async (): Promise<{ cards: number; orders: number }> => {
  const reply = await call(session.t.app, 'GET', '/api/employee/dashboard', { cookie: session.staff });
  expect(reply.status).toBe(200);
  const { metrics } = record(reply.body);
  const tally = isRecord(metrics) && isRecord(metrics.gradingOut) ? metrics.gradingOut : {};
  return { cards: Number(tally.cards), orders: Number(tally.orders) };
};

const outOrderIds = async () => {
  const reply = await call(session.t.app, 'POST', `${scenario.orders}/search`, {
    cookie: session.staff,
    body: { pageNumber: 1, pageSize: 100, outForGrading: true },
  });
  expect(reply.status).toBe(200);
  return records(reply.body).map((order) => Number(order.id));
};

describe("the dashboard's 'Cards out for grading' from grader orders (issue 39 item 7, decision 0481)", () => {
  it('counts the cards of orders between Shipped to grader and Shipped back, held ones where they were held', async () => {
    const { customer, submissionWithCards, order, step, shipAndGrade } = scenario;
    const before = await figure();
    const beforeIds = await outOrderIds();
    const owner = await customer('Dana', true);
    const cardsOf = async (count: number) => (await submissionWithCards(owner, count)).cardIds;

    // Not out: still preparing, held while preparing, cancelled, received, closed.
    await order(await cardsOf(1));
    await step(await order(await cardsOf(1)), 'hold');
    await step(await order(await cardsOf(1)), 'cancel');
    const received = await order(await cardsOf(1));
    await shipAndGrade(received, '2026-01-05');
    await step(received, 'shipBack', { trackingNumber: '9400-R' });
    await step(received, 'receive');
    const closed = await order(await cardsOf(1));
    await shipAndGrade(closed, '2026-01-05');
    await step(closed, 'shipBack', { trackingNumber: '9400-C' });
    await step(closed, 'receive');
    await step(closed, 'close');

    // Out: 2 shipped, 3 at the grader (Grading), 1 with grades posted, 2 shipped back, 2 held after shipping.
    const shipped = await order(await cardsOf(2));
    await step(shipped, 'ship', { trackingNumber: '1Z-A' });
    const grading = await order(await cardsOf(3));
    await step(grading, 'ship', { trackingNumber: '1Z-B' });
    await step(grading, 'arrive');
    await step(grading, 'advance');
    await step(grading, 'advance');
    const posted = await order(await cardsOf(1));
    await shipAndGrade(posted, '2026-01-06');
    const back = await order(await cardsOf(2));
    await shipAndGrade(back, '2026-01-06');
    await step(back, 'shipBack', { trackingNumber: '9400-B' });
    const held = await order(await cardsOf(2));
    await step(held, 'ship', { trackingNumber: '1Z-H' });
    await step(held, 'hold');

    const after = await figure();
    expect(after).toEqual({ cards: before.cards + 10, orders: before.orders + 5 });
    // The figure's list is exactly those orders.
    const newOut = (await outOrderIds()).filter((id) => !beforeIds.includes(id));
    expect(newOut.sort((a, b) => a - b)).toEqual([shipped, grading, posted, back, held]);
  });
});
