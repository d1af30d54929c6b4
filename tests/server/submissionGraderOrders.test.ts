// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { call, records, wrapper } from './harness';
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

  it("says where its cards are in the submissions list, and each card's grade and its return on its orders", async () => {
    const { customer, submissionWithCards, order, step, as, orders } = scenario;
    const dee = await customer('Dee', true);
    const { submissionId, cardIds } = await submissionWithCards(dee, 2);
    const rowOf = async () => {
      const page = wrapper(
        (await as('POST', '/api/employee/submission/search', { customerIds: [dee] })).body,
      );
      return (page.data as Record<string, unknown>[]).find((row) => row.id === submissionId);
    };
    const ofSubmission = async () =>
      (
        wrapper((await as('GET', `${orders}?submission=${submissionId}`)).body).data as Record<
          string,
          unknown
        >[]
      )[0];
    // In no order: no journey; in one being prepared: still received, in the shop.
    expect((await rowOf())?.journey).toBeUndefined();
    const id = await order(cardIds);
    expect((await rowOf())?.journey).toEqual({ step: 'received', companies: [] });

    await step(id, 'ship', { trackingNumber: '1Z-OUT', on: '2026-01-02' });
    expect(await rowOf()).toMatchObject({ statusCode: 1, journey: { step: 'atGrader', companies: [1] } });
    expect(await ofSubmission()).toMatchObject({ grades: [], returned: false });

    await step(id, 'arrive');
    const grades = records((await as('GET', '/api/settings/card-grades')).body);
    const psa = grades.find((grade) => grade.gradingCompany === 1);
    for (const [index, cardId] of cardIds.entries())
      await as('POST', `${orders}/${id}/grades`, {
        cardId,
        gradeId: psa?.id,
        qualifierId: null,
        gradeErrorId: null,
        certificateNumber: `61-${submissionId}-${index}`,
      });
    await step(id, 'postGrades');
    expect((await rowOf())?.journey).toEqual({ step: 'gradesPosted', companies: [1] });
    expect(await ofSubmission()).toMatchObject({
      grades: cardIds.map((cardId) => ({ cardId, gradeText: `PSA ${String(psa?.score)}` })),
    });

    await step(id, 'shipBack', { trackingNumber: '9400', on: '2026-01-10' });
    await step(id, 'receive', { on: '2026-01-12' });
    expect((await rowOf())?.journey).toEqual({ step: 'readyToReturn', companies: [1] });
    await as('POST', `${orders}/${id}/returns`, { submissionId, carrier: 'UPS', trackingNumber: '1Z-HOME' });
    expect(await rowOf()).toMatchObject({ statusCode: 2, journey: { step: 'returned', companies: [1] } });
    expect(await ofSubmission()).toMatchObject({ returned: true });
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
