// Seed B §2 Static placeholder pages: Advanced Search shows three sample saved filters.

export interface SavedFilter {
  name: string;
  description: string;
  /** The filter's conditions, as the chips under its name. */
  criteria: readonly string[];
}

export const SAVED_FILTERS: readonly SavedFilter[] = [
  {
    name: 'Vintage PSA submissions',
    description: 'Cards from before 1980 sent to PSA in the last 90 days.',
    criteria: ['Grader: PSA', 'Year: before 1980', 'Created: last 90 days'],
  },
  {
    name: 'Consignments awaiting photos',
    description: 'Consigned lots checked in without a full photo set.',
    criteria: ['Consign after grading: yes', 'Photos: missing', 'Status: Pending'],
  },
  {
    name: 'High-value returns',
    description: 'Graded cards back from the grader with an estimate over $1,000.',
    criteria: ['Status: Completed', 'Estimated value: over $1,000'],
  },
];
