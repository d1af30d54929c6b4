// @vitest-environment node
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { call, isRecord, record, wrapper } from './harness';
import { graderOrderFile } from './graderOrderScenario';

const { session, scenario } = graderOrderFile();

const post = (url: string, body: unknown) =>
  call(session.t.app, 'POST', url, { cookie: session.staff, body });
const describeUrl = (submissionId: number, cardId: number) =>
  `/api/employee/submission/${submissionId}/cards/${cardId}/description`;

/** An order of `service` with no cards yet; its id. */
async function emptyOrder(service: string, label = 'Cards test'): Promise<number> {
  const created = await scenario.as('PUT', scenario.orders, {
    service,
    orderNumber: '',
    label,
    targetReturnOn: null,
    notes: '',
  });
  return Number(wrapper(created.body).data);
}

const { orderCards } = scenario;

describe("a card's grading description on the server (decision 0520)", () => {
  it('keeps year, set, subject and card number normalised, lists them on the order, and records the change', async () => {
    const { customer, submissionWithCards } = scenario;
    const { submissionId, cardIds } = await submissionWithCards(await customer('Desc', true), 2);
    const [cardId = 0] = cardIds;
    const saved = await post(describeUrl(submissionId, cardId), {
      year: ' 1986-87 ',
      set: 'Fleer   Basketball',
      subject: 'Michael Jordan',
      cardNumber: '#57',
    });
    expect(saved.status).toBe(200);
    const expected = {
      year: '1986-87',
      set: 'Fleer Basketball',
      subject: 'Michael Jordan',
      cardNumber: '57',
    };
    expect(record(saved.body).gradingDescription).toEqual(expected);

    const order = await emptyOrder('psaRegularCount');
    await scenario.as('POST', `${scenario.orders}/${order}/cards`, {
      cards: cardIds.map((id) => ({ cardId: id, declaredValue: 10 })),
    });
    expect((await orderCards(order)).map((card) => card.gradingDescription)).toEqual([
      expected,
      { year: '', set: '', subject: '', cardNumber: '' },
    ]);

    const { rows } = await sql<{ changes: string }>`SELECT changes FROM audit_entries
      WHERE record_type = 'card' AND record_id = ${cardId} AND action = 'update'`.execute(
      session.t.queryBuilder,
    );
    expect(rows.map((row) => JSON.parse(row.changes) as unknown)).toEqual([
      [
        { field: 'year', before: '', after: '1986-87' },
        { field: 'set', before: '', after: 'Fleer Basketball' },
        { field: 'subject', before: '', after: 'Michael Jordan' },
        { field: 'cardNumber', before: '', after: '57' },
      ],
    ]);
  });

  it('refuses a year that is not one, parts that are too long or not text, and a card of another submission', async () => {
    const { customer, submissionWithCards } = scenario;
    const mine = await submissionWithCards(await customer('Rules', true), 1);
    const other = await submissionWithCards(await customer('Other', true), 1);
    const [cardId = 0] = mine.cardIds;
    const refused = await post(describeUrl(mine.submissionId, cardId), {
      year: '86',
      set: 'x'.repeat(121),
      subject: 7,
      cardNumber: '',
    });
    expect(refused.status).toBe(400);
    expect(wrapper(refused.body).messages).toEqual([
      'Year must be like 1986 or 1986-87.',
      'Set must be at most 120 characters.',
      'Subject must be text.',
    ]);
    const elsewhere = await post(describeUrl(other.submissionId, cardId), { year: '1999' });
    expect(elsewhere.status).toBe(404);
    expect(wrapper(elsewhere.body).extra.code).toBe('CARD_NOT_FOUND');
    // Nothing of the refused description was kept.
    const listed = record(
      (await scenario.as('GET', `/api/employee/submission/${mine.submissionId}/cards`)).body,
    );
    const [card] = Array.isArray(listed.cards) ? listed.cards.filter(isRecord) : [];
    expect(card?.gradingDescription).toEqual({ year: '', set: '', subject: '', cardNumber: '' });
  });
});

describe('a service change that would leave cards over the new limit (decision 0520)', () => {
  it('is refused naming the cards, while preparing and after shipping; a change they fit is taken', async () => {
    const { customer, submissionWithCards, step } = scenario;
    const { cardIds } = await submissionWithCards(await customer('Limit', true), 3);
    const [dear = 0, fair = 0, cheap = 0] = cardIds;
    const order = await emptyOrder('psaRegularCount', 'Regular to bulk');
    await scenario.as('POST', `${scenario.orders}/${order}/cards`, {
      cards: [
        { cardId: dear, declaredValue: 1000 },
        { cardId: fair, declaredValue: 500.5 },
        { cardId: cheap, declaredValue: 499 },
      ],
    });
    const edit = (service: string) =>
      call(session.t.app, 'POST', `${scenario.orders}/${order}`, {
        cookie: session.staff,
        body: { service, orderNumber: '', label: 'Regular to bulk', targetReturnOn: null, notes: '' },
      });
    const refusal = [
      `Cards ${dear} ($1,000) and ${fair} ($500.50) are over PSA Value Bulk's limit (max $499 per card): ` +
        'lower their declared values before changing the service.',
    ];
    const bulk = await edit('psaValueBulk');
    expect(bulk.status).toBe(409);
    expect(wrapper(bulk.body).extra.code).toBe('INVALID_TRANSITION');
    expect(wrapper(bulk.body).messages).toEqual(refusal);
    expect(record((await scenario.as('GET', `${scenario.orders}/${order}`)).body).service).toBe(
      'psaRegularCount',
    );

    await step(order, 'ship', { trackingNumber: '1Z-LIMIT' });
    const afterShipping = await edit('psaValueBulk');
    expect(afterShipping.status).toBe(409);
    expect(wrapper(afterShipping.body).messages).toEqual(refusal);
    // PSA Dual has no per-card limit: every card fits.
    const dual = await edit('psaDualCount');
    expect(dual.status).toBe(200);
    expect(record((await scenario.as('GET', `${scenario.orders}/${order}`)).body).service).toBe(
      'psaDualCount',
    );
  });
});

describe('a card in at most one open order, guarded by the database (decision 0521)', () => {
  it('refuses a second open row for a card, not one beside a closed or cancelled order', async () => {
    const { customer, submissionWithCards, order, step } = scenario;
    const { submissionId, cardIds } = await submissionWithCards(await customer('Guard', true), 1);
    const [cardId = 0] = cardIds;
    const held = await order([cardId]);
    const other = await emptyOrder('psaRegularCount');
    const row = (orderId: number) => ({
      order_id: orderId,
      card_id: cardId,
      submission_id: submissionId,
      grading_company: 1,
      declared_value: 1,
    });
    const db = session.t.queryBuilder;
    // Past the route, straight into the table: the index itself refuses it.
    await expect(db.insertInto('grader_order_cards').values(row(other)).execute()).rejects.toThrow(
      /unique|UNIQUE/,
    );
    await step(held, 'cancel');
    await db.insertInto('grader_order_cards').values(row(other)).execute();
    expect(
      (await db.selectFrom('grader_order_cards').select('order_id').where('card_id', '=', cardId).execute())
        .map((one) => one.order_id)
        .sort((a, b) => a - b),
    ).toEqual([held, other]);
  });
});
