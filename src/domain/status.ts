/** Status codes shared by submissions, workflows and steps. */
export const STATUS_CODES = [0, 1, 2, 3, 4, 5] as const;
export type StatusCode = (typeof STATUS_CODES)[number];
export type StatusTone = 'pending' | 'in-progress' | 'completed' | 'cancelled' | 'on-hold' | 'failed';

/** Grading companies used by catalogues: 0 Home office, 1 PSA, 2 SGC, 3 BGS, 4 CGC. */
export type GradingCompanyCode = 0 | 1 | 2 | 3 | 4;
