import type { FollowUpItem, GradingBatch } from '../customer';
import { overdueFollowUp } from '../customerGrading';
import { after, before, DAY, type Random } from './random';
import { PARTNERS } from './reference';

const SERVICES = ['PSA Value Bulk', 'PSA Regular', 'CGC Bulk', 'CGC Comic', 'BGS Base', 'SGC Standard'];
const ACTIVE_STAGES: readonly (readonly [status: string | null, stage: string])[] = [
  ['At grader', 'Grading'],
  ['Received', 'Intake'],
  ['Grades posted', 'Return prep'],
  [null, 'Shipping to grader'],
];

/**
 * Grading batches for one customer: some still in flight (no fulfilledAt), some fulfilled. A few batches
 * have no card count or status so the screen's 'Cards unknown' and 'In progress' fallbacks show.
 */
export function sampleBatches(random: Random, now: Date, customerId: string, count: number): GradingBatch[] {
  const batches: GradingBatch[] = [];
  for (let index = 0; index < count; index += 1) {
    const fulfilled = index % 2 === 1 || random.chance(0.3);
    const submittedAt = before(now, random.int(fulfilled ? 40 : 3, fulfilled ? 400 : 60) * DAY);
    const turnaround = random.int(12, 45);
    const targetShipDate = after(submittedAt, random.int(20, 35) * DAY);
    const fulfilledAt = fulfilled ? after(submittedAt, turnaround * DAY) : null;
    const [status, stage] = fulfilled ? (['Completed', 'Returned'] as const) : random.pick(ACTIVE_STAGES);
    const partner = random.pick(PARTNERS);
    batches.push({
      id: `${customerId}-${index + 1}`,
      label: `${partner} batch ${customerId}-${index + 1}`,
      status: fulfilled && random.chance(0.3) ? null : status,
      stage,
      cards: random.chance(0.1) ? null : random.int(5, 180),
      service: random.pick(SERVICES),
      partner,
      submittedAt,
      lastUpdatedAt: fulfilledAt ?? before(now, random.int(0, 5) * DAY),
      targetShipDate,
      consignAfterGrading: random.chance(0.3),
      fulfilledAt,
    });
  }
  return batches;
}

/** Follow-up items for the return-performance panel; the late-fee guidance names the $10 surcharge. */
export function sampleFollowUps(random: Random, now: Date, batches: readonly GradingBatch[]): FollowUpItem[] {
  const items: FollowUpItem[] = [];
  const overdue = overdueFollowUp(batches, now);
  if (overdue) items.push(overdue);
  if (random.chance(0.4)) {
    items.push({
      id: 'late-fee',
      label: 'Invoices 30+ days unpaid',
      count: random.int(1, 3),
      tone: 'warning',
      guidance: 'Remind the customer that a $10 late-fee surcharge applies to invoices unpaid after 30 days.',
    });
  }
  if (random.chance(0.3)) {
    items.push({
      id: 'check-in',
      label: 'Quarterly check-in due',
      count: 1,
      tone: 'info',
      guidance: 'Ask about upcoming shows and whether they plan to consign.',
    });
  }
  if (batches.some((batch) => batch.fulfilledAt !== null) && random.chance(0.3)) {
    items.push({
      id: 'on-time',
      label: 'Returns delivered on time',
      count: batches.filter((batch) => batch.fulfilledAt !== null).length,
      tone: 'success',
      guidance: 'Mention the on-time record when offering the premium tier.',
    });
  }
  return items;
}
