import type { Card } from '../card';
import type { GraderOrder, GraderStage, StoredOrderCardFields } from '../graderOrder';
import type { ReturnShipment } from '../returns';
import { STATUS } from '../statuses';
import type { ServiceKey, Submission } from '../submission';
import { PERSONA_PROFILES } from './personas';
import { DAY } from './random';

/** A card in a sample order, as both data modes store it, with the day its grade was posted. */
export type SampleOrderCard = StoredOrderCardFields & { gradedAt: string | null };

/** A sample grader order: its totals are counted on read. */
export type SampleGraderOrder = Omit<GraderOrder, 'cards' | 'cardCount' | 'gradedCount' | 'declaredValue'> & {
  cards: SampleOrderCard[];
  /** Each submission's logged shipment home, by submission id (only an order back in the shop has any). */
  returnShipments: Record<string, ReturnShipment>;
};

/** The sample catalogue's PSA 10 (catalogues.ts): the grade every graded sample card got. */
const PSA_10 = '5';

/** The customer persona's own customer record (customers.ts): the one the customer pages show. */
const PERSONA_CUSTOMER = '1';

/**
 * Submissions the end-to-end walks put in grader orders of their own (grading.spec.ts: 3 and 13;
 * grade-import.spec.ts: 66, 72 and 73): a sample order holding their cards would refuse them there.
 */
const WALK_FIXTURES: ReadonlySet<string> = new Set(['3', '13', '66', '72', '73']);

/** Who logged the sample's return shipments: the employee persona. */
const RETURNS_CLERK = PERSONA_PROFILES.employee.user.fullName;

interface Plan {
  label: string;
  service: ServiceKey;
  stage: GraderStage;
  /** Days ago it was created, shipped, shipped back and received (null: not yet). */
  days: [created: number, shipped: number | null, back: number | null, received: number | null];
  graded: boolean;
  /** Closed and fulfilled: every submission's return shipment is logged. */
  closed?: boolean;
  /** Takes the customer persona's submissions first, so the customer pages show real grades. */
  persona?: boolean;
}

/**
 * Four PSA orders at different stages (issue 39): one being prepared, one at the grader, one shipped
 * back with its grades, one closed with every return logged. Built from the sample's own PSA
 * submissions that have cards, each submission's cards in one order, so /grading, an order's page, its
 * packing slip and labels show real content on a fresh start in both data modes. The closed order holds
 * a submission of the customer persona, so customer@example.com sees grades and return tracking.
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
    days: [16, 14, null, null],
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
    label: 'PSA week 44 · Regular',
    service: 'psaRegularCount',
    stage: 'closed',
    days: [36, 34, 14, 11],
    graded: true,
    closed: true,
    persona: true,
  },
];

/**
 * Whether a submission's status already is the one its cards' journey in this order gives (decision
 * 0394: statusOfJourney in ../returns.ts, which the behaviour suite holds the sample to), so the sample
 * needs no status moved: Pending while its order is being prepared (its status is kept then; a
 * submission not started yet is the one waiting to go), Completed once returned, In progress in between. Held, cancelled and failed submissions are not sent. (The rule
 * itself is not imported: it travels with the grading screens, not with the demo's first load.)
 */
function statusFits(plan: Plan, status: number | null): boolean {
  if (plan.stage === 'preparing') return status === STATUS.pending;
  return status === (plan.closed ? STATUS.completed : STATUS.inProgress);
}

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
    const [created, shipped, back, received] = plan.days;
    // Two submissions of the order's service taken in before the order was made, not yet in another
    // order, from the newest end of the sample (the persona's first where the plan asks for them).
    const madeAt = now.getTime() - created * DAY;
    const chosen = [...submissions]
      .reverse()
      .filter(
        (submission) =>
          submission.isActive &&
          submission[plan.service] > 0 &&
          cardsOf.has(submission.id) &&
          !WALK_FIXTURES.has(submission.id) &&
          !used.has(submission.id) &&
          Date.parse(submission.createdAt ?? '') <= madeAt &&
          statusFits(plan, submission.statusCode),
      )
      .sort((a, b) =>
        plan.persona
          ? Number(b.customerId === PERSONA_CUSTOMER) - Number(a.customerId === PERSONA_CUSTOMER)
          : 0,
      )
      .slice(0, 2);
    for (const submission of chosen) used.add(submission.id);
    const day = (days: number | null) => (days === null ? null : isoDay(now, days).slice(0, 10));
    const gradedAt = plan.graded && back !== null ? isoDay(now, back + 3) : null;
    const fulfilledAt = plan.closed && received !== null ? isoDay(now, received - 1) : null;
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
      fulfilledAt,
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
      // The last return logged fulfilled the order: each went home the day it was fulfilled.
      returnShipments: Object.fromEntries(
        fulfilledAt === null
          ? []
          : chosen.map((submission) => [
              submission.id,
              {
                carrier: 'UPS',
                trackingNumber: `1Z4RET${String(70_000_000 + Number(submission.id))}`,
                shippedOn: fulfilledAt.slice(0, 10),
                recordedBy: RETURNS_CLERK,
                recordedAt: fulfilledAt,
              },
            ]),
      ),
    };
  });
}
