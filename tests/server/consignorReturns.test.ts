// @vitest-environment node
// Decision 0570: the returns list per consignor is read from a line kept per consignor, which every
// write that can change it recounts in its own transaction. After each kind of write the kept lines
// must equal the lines counted afresh here, in plain code, from the rows; and the list's order and pages
// are the work queue's (waiting first, longest waiting first; then the latest returned). The /grading
// tiles, read from the orders on their way only and kept between writes (decision 0575), equal the
// count over every order. Both engines.
import { describe, expect, it } from 'vitest';
import { BACK_STAGES } from '../../src/domain/returns';
import { figureOf, type GradingFigures, type GraderStage } from '../../src/domain/graderOrder';
import { graderOrderFile } from './graderOrderScenario';
import { call, record, records, wrapper } from './harness';

const { session, scenario } = graderOrderFile();

interface Line {
  consignor: number;
  submissions: number;
  ready: number;
  returned: number;
  waiting_since: string | null;
  last_returned_at: string | null;
}

/** Every consignor's line counted from the rows, without SQL aggregates. */
async function linesFromRows(): Promise<Line[]> {
  const db = session.t.queryBuilder;
  const [cards, orders, submissions, returns] = await Promise.all([
    db.selectFrom('grader_order_cards').select(['order_id', 'submission_id']).execute(),
    db.selectFrom('grader_orders').select(['id', 'stage', 'received_on']).execute(),
    db.selectFrom('submissions').select(['id', 'customer_id']).execute(),
    db.selectFrom('return_shipments').select(['order_id', 'submission_id', 'recorded_at']).execute(),
  ]);
  const orderOf = new Map(orders.map((order) => [Number(order.id), order]));
  const customerOf = new Map(submissions.map((row) => [Number(row.id), row.customer_id]));
  const returnOf = new Map(returns.map((row) => [`${row.order_id}/${row.submission_id}`, row.recorded_at]));
  const pairs = new Set(cards.map((card) => `${card.order_id}/${card.submission_id}`));
  const lines = new Map<number, Line>();
  for (const pair of pairs) {
    const [orderId, submissionId] = pair.split('/').map(Number) as [number, number];
    const order = orderOf.get(orderId);
    if (!order || !(BACK_STAGES as readonly string[]).includes(order.stage)) continue;
    if (!customerOf.has(submissionId)) continue;
    const consignor = Number(customerOf.get(submissionId) ?? 0);
    const line = lines.get(consignor) ?? {
      consignor,
      submissions: 0,
      ready: 0,
      returned: 0,
      waiting_since: null,
      last_returned_at: null,
    };
    line.submissions += 1;
    const returnedAt = returnOf.get(pair);
    if (returnedAt === undefined) {
      line.ready += 1;
      const since = order.received_on ?? '';
      if (line.waiting_since === null || since < line.waiting_since) line.waiting_since = since;
    } else {
      line.returned += 1;
      if (line.last_returned_at === null || returnedAt > line.last_returned_at)
        line.last_returned_at = returnedAt;
    }
    lines.set(consignor, line);
  }
  return [...lines.values()].sort((a, b) => a.consignor - b.consignor);
}

async function keptLines(): Promise<Line[]> {
  const rows = await session.t.queryBuilder
    .selectFrom('consignor_returns')
    .selectAll()
    .orderBy('consignor')
    .execute();
  return rows.map((row) => ({
    consignor: Number(row.consignor),
    submissions: Number(row.submissions),
    ready: Number(row.ready),
    returned: Number(row.returned),
    waiting_since: row.waiting_since,
    last_returned_at: row.last_returned_at,
  }));
}

/** The /grading tiles counted from every order's cards, as before only the orders on their way were read. */
async function figuresFromRows(): Promise<GradingFigures> {
  const db = session.t.queryBuilder;
  const orders = await db.selectFrom('grader_orders').select(['id', 'stage']).execute();
  const cards = await db.selectFrom('grader_order_cards').select('order_id').execute();
  const stageOf = new Map(orders.map((order) => [Number(order.id), order.stage as GraderStage]));
  const figures: GradingFigures = { atGradingLab: 0, gradesPosted: 0, inTransitHome: 0 };
  for (const card of cards) {
    const figure = figureOf(stageOf.get(Number(card.order_id)) ?? 'closed');
    if (figure) figures[figure] += 1;
  }
  return figures;
}

const tiles = async () => record((await scenario.as('GET', `${scenario.orders}/figures`)).body);

/** What the kept lines and the tiles must be after `what`: the same as counted from the rows. */
async function expectKeptAsCounted(what: string) {
  expect(await keptLines(), what).toEqual(await linesFromRows());
  expect(await tiles(), what).toEqual(await figuresFromRows());
}

async function returnsPage(pageNumber: number, pageSize: number) {
  const reply = await scenario.as('POST', '/api/employee/returns/search', { pageNumber, pageSize });
  return { lines: records(reply.body), total: Number(wrapper(reply.body).extra.totalRecords) };
}

const logReturn = (orderId: number, submissionId: number) =>
  scenario.as('POST', `${scenario.orders}/${orderId}/returns`, {
    submissionId,
    carrier: 'UPS',
    trackingNumber: `1Z-HOME-${submissionId}`,
  });

describe('the returns list kept per consignor (decision 0570)', () => {
  it('equals the lines counted from the rows after every kind of write', async () => {
    const { customer, submissionWithCards, order, step, as, orders } = scenario;
    await expectKeptAsCounted('as seeded');
    const dee = await customer('Dee', false);
    const eve = await customer('Eve', false);
    const fay = await customer('Fay', false);
    const dees = await submissionWithCards(dee, 2);
    const eves = await submissionWithCards(eve, 2);
    const id = await order([...dees.cardIds, ...eves.cardIds]);
    await expectKeptAsCounted('cards assigned');
    await as('DELETE', `${orders}/${id}/cards/${eves.cardIds[1]}`);
    await expectKeptAsCounted('a card removed');

    await step(id, 'ship', { trackingNumber: '1Z-OUT', on: '2025-12-01' });
    await expectKeptAsCounted('shipped');
    await step(id, 'hold');
    await step(id, 'resume');
    await step(id, 'arrive');
    await step(id, 'advance');
    await expectKeptAsCounted('held, resumed, at the grader');
    const grades = records((await as('GET', '/api/settings/card-grades')).body);
    const gradeId = Number(grades.find((grade) => grade.gradingCompany === 1)?.id);
    for (const [index, cardId] of [...dees.cardIds, eves.cardIds[0]].entries()) {
      await as('POST', `${orders}/${id}/grades`, {
        cardId,
        gradeId,
        qualifierId: null,
        gradeErrorId: null,
        certificateNumber: `5000${id}${index}`,
      });
    }
    await expectKeptAsCounted('grades posted per card');
    await step(id, 'postGrades');
    await step(id, 'shipBack', { trackingNumber: '9400-K', on: '2026-01-08' });
    await expectKeptAsCounted('grades posted, shipped back');

    await step(id, 'receive', { on: '2026-01-10' });
    await expectKeptAsCounted('received: both ready to return');
    expect((await keptLines()).filter((line) => [dee, eve].includes(line.consignor))).toMatchObject([
      { consignor: dee, ready: 1, returned: 0, waiting_since: '2026-01-10' },
      { consignor: eve, ready: 1, returned: 0, waiting_since: '2026-01-10' },
    ]);

    await logReturn(id, dees.submissionId);
    await expectKeptAsCounted('a return logged');
    await as('POST', `/api/employee/submission/${eves.submissionId}`, { customerId: fay });
    await expectKeptAsCounted('a submission moved to another customer');
    expect((await keptLines()).some((line) => line.consignor === eve)).toBe(false);

    await step(id, 'close');
    await expectKeptAsCounted('closed with a return still to log');
    await logReturn(id, eves.submissionId);
    await expectKeptAsCounted('the last return logged after closing');

    const other = await order((await submissionWithCards(dee, 1)).cardIds);
    await step(other, 'hold');
    await step(other, 'resume');
    await step(other, 'cancel');
    await expectKeptAsCounted('an order held, resumed and cancelled');
  });

  it('pages the waiting consignors first, the longest waiting first, then the latest returned', async () => {
    const { customer, submissionWithCards, order, step, shipAndGrade } = scenario;
    /** An order of one submission of each customer, back in the shop on `day`. */
    const backOn = async (day: string, ...customers: number[]) => {
      const submissions = [];
      for (const owner of customers) submissions.push(await submissionWithCards(owner, 1));
      const id = await order(submissions.flatMap((submission) => submission.cardIds));
      await shipAndGrade(id, '2025-12-01');
      await step(id, 'shipBack', { trackingNumber: `9400-${day}`, on: '2025-12-20' });
      await step(id, 'receive', { on: day });
      return { id, submissions };
    };
    const gil = await customer('Gil', false);
    const hal = await customer('Hal', false);
    const ida = await customer('Ida', false);
    const jon = await customer('Jon', false);
    const late = await backOn('2026-01-09', gil, hal);
    await backOn('2026-01-05', ida);
    const early = await backOn('2026-01-07', jon);
    await logReturn(early.id, early.submissions[0]?.submissionId ?? 0);
    session.t.clock.advance(60_000);
    await logReturn(late.id, late.submissions[1]?.submissionId ?? 0);

    const all = await returnsPage(1, 1000);
    const ours = all.lines.filter((line) => [gil, hal, ida, jon].includes(Number(line.customerId)));
    // Ida has waited since the 5th, Gil since the 9th; Hal's return is the latest, then Jon's.
    expect(ours.map((line) => [line.customerId, line.ready, line.returned])).toEqual([
      [ida, 1, 0],
      [gil, 1, 0],
      [hal, 0, 1],
      [jon, 0, 1],
    ]);
    const waiting = all.lines.findIndex((line) => Number(line.ready) === 0);
    expect(all.lines.slice(waiting).every((line) => Number(line.ready) === 0)).toBe(true);
    expect(all.total).toBe(all.lines.length);
    expect(all.total).toBe((await keptLines()).length);

    // Pages of three, one after the other, are the whole list in the same order.
    const paged = [];
    for (let page = 1; page <= Math.ceil(all.total / 3); page += 1) {
      const { lines, total } = await returnsPage(page, 3);
      expect(total).toBe(all.total);
      paged.push(...lines);
    }
    expect(paged).toEqual(all.lines);
    expect((await returnsPage(Math.ceil(all.total / 3) + 1, 3)).lines).toEqual([]);
  });

  it('keeps the tiles between writes, yet follows a write another server instance made', async () => {
    const { customer, submissionWithCards, order, step } = scenario;
    const id = await order((await submissionWithCards(await customer('Kit', false), 3)).cardIds);
    await step(id, 'ship', { trackingNumber: '1Z-KEPT', on: '2025-12-01' });
    const shipped = await tiles();
    expect(await tiles()).toEqual(shipped);
    // Another instance posts the grades: this one learns of it only through the database.
    await session.t.queryBuilder
      .updateTable('grader_orders')
      .set({ stage: 'gradesPosted' })
      .where('id', '=', id)
      .execute();
    const posted = await tiles();
    expect(posted).toEqual(await figuresFromRows());
    expect(posted).toMatchObject({
      atGradingLab: Number(shipped.atGradingLab) - 3,
      gradesPosted: Number(shipped.gradesPosted) + 3,
    });
  });

  it('is for staff only', async () => {
    const reply = await call(session.t.app, 'POST', '/api/employee/returns/search', { body: {} });
    expect(reply.status).toBe(401);
  });
});
