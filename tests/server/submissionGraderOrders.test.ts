// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { call, wrapper } from './harness';
import { graderOrderFile } from './graderOrderScenario';

const { session, scenario } = graderOrderFile();

describe("a submission's grader orders (issue 39 item 3)", () => {
  it('lists every order holding its cards, with which of them, oldest order first', async () => {
    const { customer, submissionWithCards, order, step, orders } = scenario;
    const ada = await customer('Ada', true);
    const { submissionId, cardIds } = await submissionWithCards(ada, 3);
    const [first, second, third] = cardIds;
    const cancelled = await order([first ?? 0]);
    await step(cancelled, 'cancel');
    const preparing = await order([first ?? 0, third ?? 0]);

    const reply = await call(session.t.app, 'GET', `${orders}?submission=${submissionId}`, {
      cookie: session.staff,
    });
    expect(reply.status).toBe(200);
    expect(wrapper(reply.body).data).toEqual([
      expect.objectContaining({ id: cancelled, stage: 'cancelled', gradingCompany: 1, cardIds: [first] }),
      expect.objectContaining({
        id: preparing,
        stage: 'preparing',
        label: 'Test order',
        cardIds: [first, third],
      }),
    ]);
    expect(second).toBeDefined();
  });

  it('answers an empty list for a submission in no order, and 400 without a submission', async () => {
    const { customer, submissionWithCards, orders } = scenario;
    const { submissionId } = await submissionWithCards(await customer('Bea', true), 1);
    const none = await call(session.t.app, 'GET', `${orders}?submission=${submissionId}`, {
      cookie: session.staff,
    });
    expect(wrapper(none.body).data).toEqual([]);
    const missing = await call(session.t.app, 'GET', orders, { cookie: session.staff });
    expect(missing.status).toBe(400);
  });

  it('refuses a card already in another open order, one reason per card', async () => {
    const { customer, submissionWithCards, order, orders } = scenario;
    const { cardIds } = await submissionWithCards(await customer('Cy', true), 2);
    const held = await order([cardIds[0] ?? 0]);
    const other = await order([]);
    const reply = await call(session.t.app, 'POST', `${orders}/${other}/cards`, {
      cookie: session.staff,
      body: { cards: cardIds.map((cardId) => ({ cardId, declaredValue: 50 })) },
    });
    expect(reply.status).toBe(409);
    expect(wrapper(reply.body).extra.code).toBe('ASSIGNMENT_REFUSED');
    expect(wrapper(reply.body).messages).toEqual([`Card ${cardIds[0]} is already in open order ${held}.`]);
  });
});
