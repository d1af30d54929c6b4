import { SERVICE_KEYS, type ServiceKey } from '../../src/domain/submission';
import { GRADER_STAGES, type GraderStage } from '../../src/domain/graderOrder';
import type { BatchOrder } from '../../src/domain/customerGrading';
import type { Db } from './database';
import { keptByKeyAtSearchVersion } from './searchTotals';

const isStage = (value: string): value is GraderStage => (GRADER_STAGES as readonly string[]).includes(value);
const isService = (value: string): value is ServiceKey => (SERVICE_KEYS as readonly string[]).includes(value);

/** What a batch reads of an order, selected and grouped by alike. */
const ORDER_COLUMNS = [
  'o.id',
  'o.grading_company',
  'o.order_number',
  'o.service',
  'o.label',
  'o.stage',
  'o.shipped_on',
  'o.target_return_on',
  'o.fulfilled_at',
  'o.created_at',
  'o.updated_at',
] as const;

type CustomerOrders = { order: BatchOrder; customerCards: number }[];

/**
 * The grader orders holding each customer's cards, with how many of theirs each holds (issue 39 item 7):
 * one query for a page of customers.
 */
async function readOrdersOf(db: Db, customerIds: readonly number[]): Promise<Map<number, CustomerOrders>> {
  const found = new Map<number, CustomerOrders>(customerIds.map((id) => [id, []]));
  if (customerIds.length === 0) return found;
  // From the customers' submissions to their cards in orders (the submission index), never from
  // the orders: the planner, misled by one customer with thousands of submissions, walked every
  // order's cards (48,133 at the bench's volume, 0.5 s a customer search) for a join on the
  // customer. The submissions as a list the cards are looked up by keeps it on that path on both
  // engines.
  const rows = await db
    .selectFrom('grader_order_cards as oc')
    .innerJoin('submissions as s', 's.id', 'oc.submission_id')
    .innerJoin('grader_orders as o', 'o.id', 'oc.order_id')
    .select((eb) => ['s.customer_id', ...ORDER_COLUMNS, eb.fn.countAll<number | string>().as('cards')])
    .where('oc.submission_id', 'in', (eb) =>
      eb.selectFrom('submissions').select('id').where('customer_id', 'in', customerIds),
    )
    .groupBy(['s.customer_id', ...ORDER_COLUMNS])
    .execute();
  for (const row of rows) {
    if (row.customer_id === null || !isStage(row.stage) || !isService(row.service)) continue;
    found.get(row.customer_id)?.push({
      order: {
        id: String(row.id),
        gradingCompany: row.grading_company,
        orderNumber: row.order_number,
        service: row.service,
        label: row.label,
        stage: row.stage,
        shippedOn: row.shipped_on,
        targetReturnOn: row.target_return_on,
        fulfilledAt: row.fulfilled_at,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
      },
      customerCards: Number(row.cards),
    });
  }
  return found;
}

/**
 * A customer's orders, kept between writes (decision 0576): the directory asks for the same pages
 * again and again, and on PostgreSQL the query cost as much as the page itself. Every write that can
 * change them moves the search version: an order's (migration 16), a card's in an order (which also
 * writes its order, server/store/graderOrders.ts) and a submission's (migration 6), its customer
 * included.
 */
export function customerGradingStore(db: Db) {
  const ordersOf = keptByKeyAtSearchVersion(readOrdersOf);
  return {
    ordersOf: (customerIds: readonly number[]) => ordersOf(db, customerIds),
  };
}

export type CustomerGradingStore = ReturnType<typeof customerGradingStore>;
