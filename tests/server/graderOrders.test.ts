// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GRADER_ACTIONS,
  GRADER_STAGES,
  type GraderAction,
  type GraderStage,
} from '../../src/domain/graderOrder';
import { graderOrderScenario } from './graderOrderScenario';
import { ACCOUNTS, type TestApp, call, createTestApp, record, records, signIn, wrapper } from './harness';

let t: TestApp;
let staff: string;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t.app, ACCOUNTS.employee);
  customer = await signIn(t.app, ACCOUNTS.customer);
});
afterAll(() => t.close());
const scenario = graderOrderScenario(
  () => t,
  () => staff,
);

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

/** Where each allowed step leads, written out by hand from decision 0390 (not from the rules' code). */
const LIFECYCLE: ReadonlyArray<{
  stage: GraderStage;
  heldFrom?: GraderStage;
  allowed: Partial<Record<GraderAction, GraderStage>>;
}> = [
  { stage: 'preparing', allowed: { ship: 'shippedToGrader', hold: 'onHold', cancel: 'cancelled' } },
  { stage: 'shippedToGrader', allowed: { arrive: 'orderPrep', hold: 'onHold' } },
  { stage: 'orderPrep', allowed: { advance: 'researchId', postGrades: 'gradesPosted', hold: 'onHold' } },
  { stage: 'researchId', allowed: { advance: 'grading', postGrades: 'gradesPosted', hold: 'onHold' } },
  { stage: 'grading', allowed: { advance: 'assembly', postGrades: 'gradesPosted', hold: 'onHold' } },
  { stage: 'assembly', allowed: { advance: 'qa', postGrades: 'gradesPosted', hold: 'onHold' } },
  { stage: 'qa', allowed: { postGrades: 'gradesPosted', hold: 'onHold' } },
  { stage: 'gradesPosted', allowed: { shipBack: 'shippedBack' } },
  { stage: 'shippedBack', allowed: { receive: 'received' } },
  { stage: 'received', allowed: { close: 'closed' } },
  { stage: 'closed', allowed: {} },
  { stage: 'onHold', heldFrom: 'preparing', allowed: { resume: 'preparing', cancel: 'cancelled' } },
  { stage: 'onHold', heldFrom: 'shippedToGrader', allowed: { resume: 'shippedToGrader' } },
  { stage: 'onHold', heldFrom: 'grading', allowed: { resume: 'grading' } },
  { stage: 'cancelled', allowed: {} },
];

/** What each step carries: the tracking numbers Ship and Shipped back need (their days default to today). */
const BODY: Partial<Record<GraderAction, Record<string, string>>> = {
  ship: { trackingNumber: '1Z-TABLE' },
  shipBack: { trackingNumber: '9400-TABLE' },
};

let orderId = 0;
/** One order whose every card is graded, so that no step is refused for want of cards or grades. */
async function gradedOrder() {
  const customer = await scenario.customer('Tab', false);
  const { cardIds } = await scenario.submissionWithCards(customer, 2);
  orderId = await scenario.order(cardIds);
  await scenario.step(orderId, 'ship', { trackingNumber: '1Z-OUT', on: '2026-01-02' });
  await scenario.step(orderId, 'arrive');
  const grade = records((await scenario.as('GET', '/api/settings/card-grades')).body).find(
    (entry) => entry.gradingCompany === 1,
  );
  for (const [index, cardId] of cardIds.entries())
    await scenario.as('POST', `${scenario.orders}/${orderId}/grades`, {
      cardId,
      gradeId: grade?.id,
      qualifierId: null,
      gradeErrorId: null,
      certificateNumber: `LIFE-${orderId}-${index}`,
    });
}

/** Puts the order in a stage as the table names it (the steps' own effects are tested elsewhere). */
const putIn = (stage: GraderStage, heldFrom: GraderStage | null) =>
  t.queryBuilder
    .updateTable('grader_orders')
    .set({ stage, held_from: heldFrom })
    .where('id', '=', orderId)
    .execute();

// Decision 0390 as a table: in every stage, each step the lifecycle allows answers with the stage it
// leads to, and every other step is refused by the server (409 INVALID_TRANSITION), whatever the
// screen offers.
describe('every stage × every step of a grader order, on the server', () => {
  beforeAll(gradedOrder);

  it('lists every stage of the lifecycle', () => {
    expect(new Set(LIFECYCLE.map((row) => row.stage)).size).toBe(GRADER_STAGES.length);
  });

  for (const { stage, heldFrom, allowed } of LIFECYCLE) {
    const name = heldFrom ? `${stage} (held from ${heldFrom})` : stage;
    it(`${name}: ${Object.keys(allowed).join(', ') || 'nothing'} allowed, the rest refused`, async () => {
      for (const action of GRADER_ACTIONS) {
        await putIn(stage, heldFrom ?? null);
        const reply = await call(t.app, 'POST', `${scenario.orders}/${orderId}/transition`, {
          cookie: staff,
          body: { action, ...BODY[action] },
        });
        const to = allowed[action];
        if (to) {
          expect(reply.status, `${name} → ${action}`).toBe(200);
          expect(record(reply.body), `${name} → ${action}`).toMatchObject({
            stage: to,
            heldFrom: action === 'hold' ? stage : null,
          });
        } else {
          expect(reply.status, `${name} → ${action}`).toBe(409);
          const refusal = wrapper(reply.body);
          expect(refusal.extra.code, `${name} → ${action}`).toBe('INVALID_TRANSITION');
          expect(refusal.messages[0], `${name} → ${action}`).toMatch(/ cannot do that \(.+\)\.$/);
          // Nothing of a refused step is applied.
          const now = record((await scenario.as('GET', `${scenario.orders}/${orderId}`)).body);
          expect(now.stage, `${name} → ${action}`).toBe(stage);
        }
      }
    });
  }
});
