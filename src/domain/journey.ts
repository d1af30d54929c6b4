import type { GradingCompanyCode } from './status';

/**
 * Where a submission's cards are (issue 39 item 5, decisions 0394 and 0531), apart from the rules in
 * returns.ts so that the submission's own type can name it without importing the grader orders.
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
