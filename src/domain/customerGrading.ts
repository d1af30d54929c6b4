import type { CustomerActivity, FollowUpItem, GradingBatch, ReturnMetrics } from './customer';
import { type GraderOrder, stageText } from './graderOrder';
import { SERVICE_PRICING } from './pricing';
import { gradingCompanyLabel } from './statuses';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The parts of an order a customer's panels read. */
export type BatchOrder = { gradingCompany: number } & Pick<
  GraderOrder,
  | 'id'
  | 'orderNumber'
  | 'service'
  | 'label'
  | 'stage'
  | 'shippedOn'
  | 'targetReturnOn'
  | 'fulfilledAt'
  | 'createdAt'
  | 'updatedAt'
>;

/**
 * A grader order as one customer's grading batch (issue 39 item 7, the seed's batch made real): their
 * cards in it, sent on the day it shipped (or created, while it is prepared), due back on the order's
 * target return date, completed when the order is fulfilled.
 */
export function batchOfOrder(order: BatchOrder, customerCards: number): GradingBatch {
  const partner = gradingCompanyLabel(order.gradingCompany);
  return {
    id: order.id,
    label: order.label.trim() || `${partner} order ${order.orderNumber || order.id}`,
    status: order.fulfilledAt ? 'Completed' : stageText(order.stage),
    stage: stageText(order.stage),
    cards: customerCards,
    service: SERVICE_PRICING[order.service].label,
    partner,
    submittedAt: order.shippedOn ?? order.createdAt,
    lastUpdatedAt: order.updatedAt,
    targetShipDate: order.targetReturnOn,
    consignAfterGrading: false,
    fulfilledAt: order.fulfilledAt,
  };
}

/** The customer's batches from the orders holding their cards; cancelled orders sent nothing. */
export function batchesOfOrders(
  orders: ReadonlyArray<{ order: BatchOrder; customerCards: number }>,
): GradingBatch[] {
  return orders
    .filter(({ order }) => order.stage !== 'cancelled')
    .map(({ order, customerCards }) => batchOfOrder(order, customerCards))
    .sort((a, b) => (b.submittedAt ?? '').localeCompare(a.submittedAt ?? ''));
}

/** Calendar days from a date (or instant) to an instant, counted on UTC days. */
const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(to.slice(0, 10)) - Date.parse(from.slice(0, 10))) / DAY_MS);

/**
 * Return performance over the fulfilled batches (seed A: sample size, average days, range, on-time
 * rate): days from sending to fulfilment, on time when fulfilled on or before the target date. A batch
 * with no target date counts as on time (nothing was promised).
 */
export function returnMetricsOf(batches: readonly GradingBatch[]): ReturnMetrics {
  const done = batches.filter((batch) => batch.fulfilledAt !== null && batch.submittedAt !== null);
  if (done.length === 0) return { sampleSize: 0, averageDays: null, range: null, onTimePercentage: null };
  const days = done.map((batch) => daysBetween(batch.submittedAt ?? '', batch.fulfilledAt ?? ''));
  const onTime = done.filter(
    (batch) =>
      batch.targetShipDate === null ||
      (batch.fulfilledAt ?? '').slice(0, 10) <= batch.targetShipDate.slice(0, 10),
  ).length;
  return {
    sampleSize: done.length,
    averageDays: Math.round(days.reduce((sum, value) => sum + value, 0) / days.length),
    range: `${Math.min(...days)}–${Math.max(...days)} days`,
    onTimePercentage: Math.round((onTime / done.length) * 100),
  };
}

const OVERDUE_ID = 'overdue-batches';

/** The follow-up item for batches still out after their target date, or null when none is. */
export function overdueFollowUp(batches: readonly GradingBatch[], now: Date): FollowUpItem | null {
  const count = batches.filter(
    (batch) => batch.fulfilledAt === null && Date.parse(batch.targetShipDate ?? '') < now.getTime(),
  ).length;
  return count === 0
    ? null
    : {
        id: OVERDUE_ID,
        label: 'Batches past target ship date',
        count,
        tone: 'danger',
        guidance: 'Call the customer with a new return estimate before they ask.',
      };
}

interface GradedCustomer {
  activity: CustomerActivity;
  returnMetrics: ReturnMetrics;
  followUps: FollowUpItem[];
}

/**
 * A customer record with its batches, return performance and overdue follow-up computed from its
 * grader orders; its other follow-up items stay as they are.
 */
export function withGrading<Customer extends GradedCustomer>(
  customer: Customer,
  orders: ReadonlyArray<{ order: BatchOrder; customerCards: number }>,
  now: Date,
): Customer {
  const gradingBatches = batchesOfOrders(orders);
  const overdue = overdueFollowUp(gradingBatches, now);
  const others = customer.followUps.filter((item) => item.id !== OVERDUE_ID);
  return {
    ...customer,
    activity: { ...customer.activity, gradingBatches },
    returnMetrics: returnMetricsOf(gradingBatches),
    followUps: overdue ? [overdue, ...others] : others,
  };
}
