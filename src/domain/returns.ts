import type { GraderStage } from './graderOrder';
import type { JourneyPlace, JourneyStep } from './journey';
import { GRADING_COMPANY_LABELS, STATUS } from './statuses';
import type { GradingCompanyCode, StatusCode } from './status';

/**
 * Returns (issue 39 item 5): where a submission's cards are on their trip, and the submission status
 * that follows from it (decision 0394).
 */

// The journey's rules live with its types: the submission's detail and the demo's first load need them
// without this module, which travels with the grading screens (decision 0303).
export {
  JOURNEY_STEPS,
  journeyOf,
  journeyPlaceOf,
  type JourneyPlace,
  type JourneyStep,
  type SubmissionInOrder,
} from './journey';

export const JOURNEY_LABELS: Readonly<Record<JourneyStep, string>> = {
  received: 'Received',
  atGrader: 'At the grader',
  gradesPosted: 'Grades posted',
  readyToReturn: 'Ready to return',
  returned: 'Returned',
};

const companiesText = (companies: readonly GradingCompanyCode[]) =>
  companies.map((code) => GRADING_COMPANY_LABELS[code]).join(' and ');

/**
 * The step as staff read it beside the status: 'At PSA', 'PSA grades posted', 'Ready to return',
 * 'Returned'; null while its cards are in the shop (the status says enough).
 */
export function journeyPlaceText(place: JourneyPlace | null | undefined): string | null {
  if (!place || place.step === 'received') return null;
  const companies = companiesText(place.companies);
  if (place.step === 'atGrader') return companies ? `At ${companies}` : JOURNEY_LABELS.atGrader;
  if (place.step === 'gradesPosted')
    return companies ? `${companies} grades posted` : JOURNEY_LABELS.gradesPosted;
  return JOURNEY_LABELS[place.step];
}

/**
 * The seed's status that follows the journey, or null to keep the one the submission has: it is In
 * progress while its cards are away or waiting to go home, Completed once returned. A submission staff
 * put On hold, cancelled or marked failed keeps that status (decision 0394).
 */
export function statusOfJourney(step: JourneyStep, current: number | null): StatusCode | null {
  const followsJourney =
    current === null ||
    current === STATUS.pending ||
    current === STATUS.inProgress ||
    current === STATUS.completed;
  if (!followsJourney || step === 'received') return null;
  const next = step === 'returned' ? STATUS.completed : STATUS.inProgress;
  return next === current ? null : next;
}

/** The stages in which an order is back in the shop: its submissions are on the returns list. */
export const BACK_STAGES = ['received', 'closed'] as const satisfies readonly GraderStage[];

/** The refusal of a return for a submission with no card in the order (404 SUBMISSION_NOT_FOUND). */
export const NOT_IN_ORDER = 'That submission is not in this order.';

/** Why a return cannot be logged for this submission of this order, or null. */
export function returnProblem(stage: GraderStage, alreadyReturned: boolean): string | null {
  if (!(BACK_STAGES as readonly GraderStage[]).includes(stage)) {
    return 'A return is logged once the order is back (Received).';
  }
  if (alreadyReturned) return "This submission's return is already logged.";
  return null;
}

/** One consignor's line of the returns list: submissions back from the grader, ready and returned. */
export interface ConsignorReturns {
  customerId: string | null;
  customerName: string;
  submissions: number;
  ready: number;
  returned: number;
}

/** How many consignors' lines the returns list shows at a time. */
export const CONSIGNOR_RETURNS_PAGE_SIZE = 20;

/** What the returns list orders a consignor's line by, beside its counts. */
export interface ConsignorQueueFacts {
  customerId: string | null;
  ready: number;
  /** The received day of the oldest order holding a submission of theirs ready to return ('' unknown). */
  waitingSince: string | null;
  /** When their latest return was logged. */
  lastReturnedAt: string | null;
}

/** A line without a customer sorts as customer 0, as the server keys it. */
const consignorKey = (line: Pick<ConsignorQueueFacts, 'customerId'>) => Number(line.customerId ?? 0);
const byText = (a: string | null, b: string | null) => {
  const left = a ?? '';
  const right = b ?? '';
  return left < right ? -1 : left > right ? 1 : 0;
};

/**
 * The returns list's order (decision 0570), a work queue: consignors with submissions ready to return
 * first, the longest waiting first; then those whose returns are all logged, the latest first; ties
 * by customer id (ascending among the waiting, descending among the rest, as the server's indexes
 * read them).
 */
export function compareConsignorLines(a: ConsignorQueueFacts, b: ConsignorQueueFacts): number {
  const waiting = (line: ConsignorQueueFacts) => line.ready > 0;
  if (waiting(a) !== waiting(b)) return waiting(a) ? -1 : 1;
  if (waiting(a)) return byText(a.waitingSince, b.waitingSince) || consignorKey(a) - consignorKey(b);
  return byText(b.lastReturnedAt, a.lastReturnedAt) || consignorKey(b) - consignorKey(a);
}

/** A submission's shipment home, as staff logged it. */
export interface ReturnShipment {
  carrier: string;
  trackingNumber: string;
  /** YYYY-MM-DD. */
  shippedOn: string;
  recordedBy: string;
  recordedAt: string;
}

/** What staff type to log a return; the shipped date is today when left out. */
export interface ReturnShipmentInput {
  submissionId: string;
  carrier: string;
  trackingNumber: string;
  shippedOn?: string | null;
}

/** One submission with cards in an order, and its return once logged. */
export interface OrderReturn {
  submissionId: string;
  customerId: string | null;
  customerName: string;
  cardCount: number;
  returnShipment: ReturnShipment | null;
}

/** An order's returns: its submissions, and the fulfilment the last return sets. */
export interface OrderReturns {
  orderId: string;
  stage: GraderStage;
  fulfilledAt: string | null;
  version: number;
  submissions: OrderReturn[];
}

/** The typed fields' problems, with the server's texts (both modes refuse alike). */
export function returnInputProblems(input: Omit<ReturnShipmentInput, 'submissionId'>): string[] {
  const problems: string[] = [];
  if (!input.carrier.trim()) problems.push('Carrier is required.');
  if (!input.trackingNumber.trim()) problems.push('Tracking number is required.');
  const on = input.shippedOn?.trim();
  if (on && !/^\d{4}-\d{2}-\d{2}$/.test(on)) problems.push('Shipped date must be a date (YYYY-MM-DD)');
  return problems;
}
