import type { GraderStage } from './graderOrder';
import { STATUS } from './statuses';

/**
 * Where an open submission's cards are, as its owner's dashboard says it (issues 39 and 40): the
 * grader orders' word on it, finer than the submission's status (In progress covers everything from
 * the cards leaving for the grader until they go home), and never naming staff.
 */

/** The steps after the cards left the shop, in order; null (no step) while none of them has left. */
export const PROGRESS_STEPS = ['atGrader', 'gradesPosted', 'shippedBack', 'backWithUs', 'returned'] as const;
export type ProgressStep = (typeof PROGRESS_STEPS)[number];

export interface MyProgress {
  step: ProgressStep;
  /** The grading company of the order at that step ('PSA'). */
  company: string;
  /** Shipped back: the grader's carrier is not recorded (''); returned: the carrier staff logged. */
  carrier: string;
  /** Shipped back: the grader's tracking number to the shop; returned: the shop's to the customer. */
  trackingNumber: string;
}

/** One order holding some of the submission's cards, as both backends read it. */
export interface ProgressOrder {
  stage: GraderStage;
  /** The stage an order on hold returns to. */
  heldFrom: GraderStage | null;
  company: string;
  returnTrackingNumber: string;
  /** The submission's shipment home from this order, once staff logged it. */
  returnShipment: { carrier: string; trackingNumber: string } | null;
}

/** The step one order has taken the cards to; null when it has not taken them out (or never will). */
function stepOf(stage: GraderStage, heldFrom: GraderStage | null, returned: boolean): ProgressStep | null {
  if (returned) return 'returned';
  switch (stage) {
    case 'preparing':
    case 'cancelled':
      return null;
    case 'onHold':
      // Held where it was: before shipping the cards are still in the shop.
      return heldFrom === null || heldFrom === 'onHold' ? 'atGrader' : stepOf(heldFrom, null, false);
    case 'gradesPosted':
      return 'gradesPosted';
    case 'shippedBack':
      return 'shippedBack';
    case 'received':
    case 'closed':
      return 'backWithUs';
    default:
      return 'atGrader';
  }
}

/**
 * The submission's progress: the least advanced of the orders that took its cards out (as the status
 * rule of decision 0394 reads them), with that order's company and the tracking number of the step.
 */
export function progressOf(orders: readonly ProgressOrder[]): MyProgress | null {
  let least: { order: ProgressOrder; step: ProgressStep } | null = null;
  for (const order of orders) {
    const step = stepOf(order.stage, order.heldFrom, order.returnShipment !== null);
    if (step === null) continue;
    if (least === null || PROGRESS_STEPS.indexOf(step) < PROGRESS_STEPS.indexOf(least.step)) {
      least = { order, step };
    }
  }
  if (least === null) return null;
  const { order, step } = least;
  const shipment = step === 'returned' ? order.returnShipment : null;
  return {
    step,
    company: order.company,
    carrier: shipment?.carrier ?? '',
    trackingNumber:
      step === 'shippedBack'
        ? order.returnTrackingNumber
        : step === 'returned'
          ? (shipment?.trackingNumber ?? '')
          : '',
  };
}

/** ' (tracking 9400 …)', or nothing when no number was given. */
const tracking = (carrier: string, number: string): string => {
  const text = [carrier, number].filter((part) => part.trim() !== '').join(' ');
  return text === '' ? '' : ` (tracking ${text})`;
};

/** The sentence of each step: where the cards are and what happens next. */
function nextOfProgress(progress: MyProgress): string {
  const { company } = progress;
  switch (progress.step) {
    case 'atGrader':
      return `Your cards are at ${company} for grading; their grades appear here once posted.`;
    case 'gradesPosted':
      return `${company} has posted your grades: open the submission to see them. Your cards come back to us next.`;
    case 'shippedBack':
      return `${company} has shipped your graded cards back to us${tracking('', progress.trackingNumber)}; we send them on to you once they arrive.`;
    case 'backWithUs':
      return 'Your graded cards are back with us and go out to you shortly.';
    case 'returned':
      return `Your graded cards are on their way to you${tracking(progress.carrier, progress.trackingNumber)}.`;
  }
}

/**
 * The one sentence the customer's dashboard says about an open submission: a hold or a problem staff
 * flagged first (they will call), then where the grader orders have taken its cards, else its status.
 */
export function nextStepOf(row: { statusCode: number | null; progress: MyProgress | null }): string {
  switch (row.statusCode) {
    case STATUS.onHold:
      return 'On hold: we will contact you about this submission.';
    case STATUS.failed:
      return 'Something needs attention: we will contact you about this submission.';
  }
  if (row.progress) return nextOfProgress(row.progress);
  switch (row.statusCode) {
    case STATUS.pending:
      return 'We have your cards and will start on them shortly.';
    case STATUS.inProgress:
      return 'We are working on your cards; grades and return tracking appear here once posted.';
    default:
      return 'Grades and return tracking appear here once posted.';
  }
}
