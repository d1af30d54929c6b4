import type { GraderStage } from './graderStage';
import type { GradingCompanyCode } from './status';

/**
 * Where a submission's cards are (issue 39 item 5, decisions 0394 and 0531), apart from the rules in
 * returns.ts so that the submission's own type can name it without importing the grader orders, and
 * the submission's detail and the demo's first load can work it out without the grading screens' rules.
 */

/** A submission's cards, from the shop to the grader and home again. */
export const JOURNEY_STEPS = ['received', 'atGrader', 'gradesPosted', 'readyToReturn', 'returned'] as const;
export type JourneyStep = (typeof JOURNEY_STEPS)[number];

/** A submission's step with the grading companies that hold it there ('At PSA'); none while 'Received'. */
export interface JourneyPlace {
  step: JourneyStep;
  /** The companies of the orders at that step, in code order. */
  companies: GradingCompanyCode[];
}

/** One order holding some of a submission's cards, and whether that submission's return is logged. */
export interface SubmissionInOrder {
  stage: GraderStage;
  returned: boolean;
}

/** Where one order has taken the submission's cards in it. */
function stepInOrder(order: SubmissionInOrder): JourneyStep {
  if (order.returned) return 'returned';
  switch (order.stage) {
    case 'preparing':
    case 'cancelled':
      return 'received';
    case 'gradesPosted':
    case 'shippedBack':
      return 'gradesPosted';
    case 'received':
    case 'closed':
      return 'readyToReturn';
    default:
      // Shipped to grader, the five at-grader steps, and On hold (only possible before the grades).
      return 'atGrader';
  }
}

/**
 * The submission's step: the least advanced of the orders that took its cards out (a cancelled order
 * took none), 'Received' while none has; 'Returned' once every one of them brought its cards back.
 */
export function journeyOf(orders: readonly SubmissionInOrder[]): JourneyStep {
  const steps = orders.filter((order) => order.stage !== 'cancelled').map(stepInOrder);
  const out = steps.filter((step) => step !== 'received');
  if (out.length === 0) return 'received';
  return out.reduce((least, step) =>
    JOURNEY_STEPS.indexOf(step) < JOURNEY_STEPS.indexOf(least) ? step : least,
  );
}

/**
 * Where a submission's cards are, for staff beside its status (decision 0531): the journey's step
 * (as journeyOf takes it) and the companies of the orders that hold it at that step.
 */
export function journeyPlaceOf(
  orders: ReadonlyArray<SubmissionInOrder & { gradingCompany: GradingCompanyCode }>,
): JourneyPlace {
  const step = journeyOf(orders);
  const companies = new Set(
    orders
      .filter((order) => order.stage !== 'cancelled' && step !== 'received' && stepInOrder(order) === step)
      .map((order) => order.gradingCompany),
  );
  return { step, companies: [...companies].sort((a, b) => a - b) };
}
