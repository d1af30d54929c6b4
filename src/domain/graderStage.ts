// Its own module so that the journey's rules (journey.ts), which the submission's type reaches, can
// name an order's stage without importing the grader orders' rules and pricing.

/** Where an order is. The five at-grader steps are the company's own stages (decision 0390). */
export const GRADER_STAGES = [
  'preparing',
  'shippedToGrader',
  'orderPrep',
  'researchId',
  'grading',
  'assembly',
  'qa',
  'gradesPosted',
  'shippedBack',
  'received',
  'closed',
  'onHold',
  'cancelled',
] as const;
export type GraderStage = (typeof GRADER_STAGES)[number];
