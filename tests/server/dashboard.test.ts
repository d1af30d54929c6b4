// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DashboardMetrics,
  type DashboardPayment,
  dashboardMetrics,
  gradingOutOf,
} from '../../src/domain/dashboard';
import { PRESCREENING_LEVELS } from '../../src/domain/pricing';
import type { PrescreeningLevel } from '../../src/domain/submission';
import { MS_PER_DAY, MS_PER_HOUR } from '../../src/domain/time';
import { sql } from 'kysely';
import { type SubmissionRow, submissionPayload, submissionStore } from '../../server/store/submissions';
import { paymentStore } from '../../server/store/payments';
import { ACCOUNTS, type TestApp, call, createTestApp, record, signIn } from './harness';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signIn(t.app, ACCOUNTS.employee);
});
afterAll(() => t.close());

/** A small deterministic generator, so a failure can be replayed. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T,
  };
}

/**
 * Ages that sit on and beside every window's boundary (24 h, 3 d, 1 d, 7 d, 14/30/60 d), in the future,
 * and anywhere up to 90 days back.
 */
function ageOf(random: ReturnType<typeof generator>): number {
  const edges = [
    MS_PER_DAY,
    3 * MS_PER_DAY,
    7 * MS_PER_DAY,
    14 * MS_PER_DAY,
    30 * MS_PER_DAY,
    60 * MS_PER_DAY,
  ];
  const choice = random.int(4);
  if (choice === 0) return random.pick(edges) + random.pick([-1, 0, 1]);
  if (choice === 1) return -random.int(2 * MS_PER_HOUR);
  return random.int(90 * MS_PER_DAY);
}

const NOTES = [
  '',
  'Please change the invoice',
  'INVOICE sent',
  'change of address',
  'Invoice: Change requested',
  'rush',
];

const LEVELS = new Map<number, PrescreeningLevel>(PRESCREENING_LEVELS.map((level) => [level, level]));

/** Every submission as the API would send it, straight from the table. */
const allSubmissions = async () => {
  const { rows } = await sql<SubmissionRow>`SELECT s.*, c.first_name, c.last_name FROM submissions s
    LEFT JOIN customers c ON c.id = s.customer_id ORDER BY s.id`.execute(t.queryBuilder);
  return rows.map((row) => ({
    ...submissionPayload(row),
    prescreening: LEVELS.get(Number(row.prescreening)) ?? 1,
  }));
};

/** Every payment as the paid figure reads it, straight from the table. */
const allPayments = async (): Promise<DashboardPayment[]> => {
  const { rows } = await sql<{ submission_id: number; amount_cents: number | string; created_at: string }>`
    SELECT submission_id, amount_cents, created_at FROM payments`.execute(t.queryBuilder);
  return rows.map((row) => ({
    submissionId: String(row.submission_id),
    amount: Number(row.amount_cents) / 100,
    createdAt: row.created_at,
  }));
};

/** Every grader order with its card count, one row each, for the domain's 'Cards out for grading' rule. */
const allOrders = async () => {
  const { rows } = await sql<{ stage: string; held_from: string | null; cards: number | string }>`
    SELECT o.stage, o.held_from, (SELECT COUNT(*) FROM grader_order_cards oc WHERE oc.order_id = o.id) AS cards
    FROM grader_orders o`.execute(t.queryBuilder);
  return rows
    .map((row) => ({ stage: row.stage, heldFrom: row.held_from, cards: Number(row.cards) }))
    .filter((order) => order.cards > 0);
};

/** The figures the domain's rules give over every row of the database, as of its clock. */
const expectedFigures = async (): Promise<DashboardMetrics> => ({
  ...dashboardMetrics(await allSubmissions(), t.clock.now(), await allPayments()),
  gradingOut: gradingOutOf(await allOrders()),
});

const figures = async () => {
  const reply = await call(t.app, 'GET', '/api/employee/dashboard', { cookie });
  expect(reply.status).toBe(200);
  return record(reply.body);
};

describe('GET /api/employee/dashboard', () => {
  it('computes exactly the figures the domain rules give over every submission, at its own clock', async () => {
    const random = generator(25);
    const now = t.clock.now().getTime();
    await t.queryBuilder.transaction().execute(async (trx) => {
      const submissions = submissionStore(trx);
      for (let index = 0; index < 3000; index += 1) {
        const created = now - ageOf(random);
        const updated = Math.max(created, now - ageOf(random));
        await submissions.insert(
          {
            customerId: null,
            statusCode: random.int(6),
            prescreening: 1 + random.int(3),
            consignAfterGrading: false,
            notes: random.pick(NOTES),
            psaValueBulk: random.int(30),
            psaRegularCount: random.int(5),
            cgcBulkCount: random.int(3),
            cgcComicCount: 0,
            psaDualCount: random.int(2),
            bgsBaseCount: 0,
            sgcStandardCount: random.int(4),
          },
          new Date(now),
          {
            isActive: random.next() > 0.1,
            createdAt: new Date(created).toISOString(),
            updatedAt: new Date(updated).toISOString(),
          },
        );
      }
      // Payments recorded on and beside the 24-hour window's edge, some in cents that sum unevenly.
      const ids = (await trx.selectFrom('submissions').select('id').limit(400).execute()).map(
        (row) => row.id,
      );
      const payments = paymentStore(trx);
      for (let index = 0; index < 200; index += 1) {
        const recorded =
          now - random.pick([MS_PER_DAY - 1, MS_PER_DAY, MS_PER_DAY + 1, random.int(3 * MS_PER_DAY)]);
        await payments.record(
          random.pick(ids),
          1000 + index,
          { amount: (1 + random.int(50_000)) / 100, method: 'Cash', paidOn: '2026-01-01', reference: '' },
          { id: 1, name: 'Test' },
          new Date(recorded),
        );
      }
    });

    const answer = await figures();
    const expected = await expectedFigures();
    expect(answer.asOf).toBe(t.clock.now().toISOString());
    expect(answer.metrics).toEqual(expected);
    // The sample is wide enough that every figure is exercised.
    expect(expected.invoicesPaid.submissions).toBeGreaterThan(0);
    expect(expected.changeRequests.new).toBeGreaterThan(0);
    expect(expected.awaitingPrescreen.new).toBeGreaterThan(0);
    expect(expected.ageing.collections.cards).toBeGreaterThan(0);
    // the paid figure counts some payments, not all of them, against fewer invoices than payments
    expect(expected.paidOvernight.payments).toBeGreaterThan(0);
    expect(expected.paidOvernight.payments).toBeLessThan((await allPayments()).length);
    expect(expected.paidOvernight.invoices).toBeLessThan(expected.paidOvernight.payments);
    // the seeded sample's grader orders at the grader and shipped back (sample-data/graderOrders.ts)
    expect(expected.gradingOut.orders).toBe(2);
  });

  it('moves with the clock: a day later the same rows give the figures of a day later', async () => {
    t.clock.advance(MS_PER_DAY);
    cookie = await signIn(t.app, ACCOUNTS.employee); // the session of a day ago has lapsed
    expect((await figures()).metrics).toEqual(await expectedFigures());
  });

  it('needs staff: 401 without a session, 403 for a customer', async () => {
    expect((await call(t.app, 'GET', '/api/employee/dashboard')).status).toBe(401);
    const customer = await signIn(t.app, ACCOUNTS.customer);
    expect((await call(t.app, 'GET', '/api/employee/dashboard', { cookie: customer })).status).toBe(403);
  });
});
