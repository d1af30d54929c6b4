import type { Card } from '../card';
import type { GraderOrder, GraderStage, StoredOrderCardFields } from '../graderOrder';
import type { ServiceKey, Submission } from '../submission';
import { DAY } from './random';

/** A card in a sample order, as both data modes store it, with the day its grade was posted. */
export type SampleOrderCard = StoredOrderCardFields & { gradedAt: string | null };

/** A sample grader order: its totals are counted on read. */
export type SampleGraderOrder = Omit<GraderOrder, 'cards' | 'cardCount' | 'gradedCount' | 'declaredValue'> & {
  cards: SampleOrderCard[];
};

/** The sample catalogue's PSA 10 (catalogues.ts): the grade every graded sample card got. */
const PSA_10 = '5';

interface Plan {
  label: string;
  service: ServiceKey;
  stage: GraderStage;
  /** Days ago it was created, shipped, shipped back and received (null: not yet). */
  days: [created: number, shipped: number | null, back: number | null, received: number | null];
  graded: boolean;
  closed?: boolean;
}

/**
 * Four PSA orders at different stages (issue 39): one being prepared, one at the grader, one shipped
 * back with its grades, one closed. Built from the sample's own PSA submissions that have cards, each
 * submission's cards in one order, so /grading, an order's page, its packing slip and labels show real
 * content on a fresh start in both data modes.
 */
const PLANS: readonly Plan[] = [
  {
    label: 'PSA week 49 · Value Bulk',
    service: 'psaValueBulk',
    stage: 'preparing',
    days: [1, null, null, null],
    graded: false,
  },
  {
    label: 'PSA week 46 · Regular',
    service: 'psaRegularCount',
    stage: 'grading',
    days: [20, 18, null, null],
    graded: false,
  },
  {
    label: 'PSA week 43 · Value Bulk',
    service: 'psaValueBulk',
    stage: 'shippedBack',
    days: [40, 38, 2, null],
    graded: true,
  },
  {
    label: 'PSA week 38 · Regular',
    service: 'psaRegularCount',
    stage: 'closed',
    days: [75, 73, 20, 17],
    graded: true,
    closed: true,
  },
];

const isoDay = (now: Date, days: number) => new Date(now.getTime() - days * DAY).toISOString();

export function sampleGraderOrders(
  now: Date,
  submissions: readonly Submission[],
  cards: readonly Card[],
): SampleGraderOrder[] {
  const cardsOf = new Map<string, Card[]>();
  for (const card of cards) cardsOf.set(card.submissionId, [...(cardsOf.get(card.submissionId) ?? []), card]);
  const used = new Set<string>();
  let certificate = 81_200_000;
  return PLANS.map((plan, index) => {
    // Two submissions of the order's service, not yet in another order.
    // From the newest end of the sample: the walks' own fixtures (submissions 3 and 13) stay free.
    const chosen = [...submissions]
      .reverse()
      .filter(
        (submission) => submission.isActive && submission[plan.service] > 0 && cardsOf.has(submission.id),
      )
      .filter((submission) => !used.has(submission.id))
      .slice(0, 2);
    for (const submission of chosen) used.add(submission.id);
    const [created, shipped, back, received] = plan.days;
    const day = (days: number | null) => (days === null ? null : isoDay(now, days).slice(0, 10));
    const gradedAt = plan.graded && back !== null ? isoDay(now, back + 3) : null;
    return {
      id: String(index + 1),
      gradingCompany: 1,
      orderNumber: shipped === null ? '' : `PSA-${24_310 + index * 7}`,
      service: plan.service,
      label: plan.label,
      stage: plan.stage,
      heldFrom: null,
      shippedOn: day(shipped),
      trackingNumber: shipped === null ? '' : `1Z999AA1${String(10_000_000 + index * 1_234)}`,
      targetReturnOn: day(created - 60),
      returnTrackingNumber: back === null ? '' : `9400 1000 0000 ${String(4_100 + index)}`,
      returnShippedOn: day(back),
      receivedOn: day(received),
      fulfilledAt: plan.closed && received !== null ? isoDay(now, received - 1) : null,
      notes: '',
      createdAt: isoDay(now, created),
      updatedAt: isoDay(now, Math.min(...plan.days.filter((days) => days !== null))),
      version: 1,
      cards: chosen.flatMap((submission) =>
        (cardsOf.get(submission.id) ?? []).map((card) => ({
          cardId: card.id,
          submissionId: submission.id,
          declaredValue: plan.service === 'psaValueBulk' ? 150 : 400,
          gradeId: plan.graded ? PSA_10 : null,
          qualifierId: null,
          gradeErrorId: null,
          certificateNumber: plan.graded ? String((certificate += 1)) : null,
          gradedAt,
        })),
      ),
    };
  });
}
