import type { GradingBatch } from './customer';
import { AGEING_COLLECTIONS_DAYS, AGEING_FOLLOW_UP_DAYS, AGEING_LATE_FEE_DAYS } from './dashboard';
import { isActiveBatch } from './names';
import { wholeDaysSince } from './time';

export interface AgeingBucket {
  id: 'follow-up' | 'late-fee' | 'collections';
  label: string;
  detail: string;
  count: number;
}

/**
 * A customer's active batches by age since submission, in the dashboard's exclusive buckets
 * (14–29 days follow-up, 30–59 late fee, 60+ collections).
 */
export function batchAgeing(batches: readonly GradingBatch[], now: Date): AgeingBucket[] {
  const ages = batches
    .filter(isActiveBatch)
    .map((batch) => wholeDaysSince(batch.submittedAt, now))
    .filter((days): days is number => days !== null);
  const between = (min: number, max: number) => ages.filter((days) => days >= min && days < max).length;
  return [
    {
      id: 'follow-up',
      label: 'Follow-up',
      detail: 'Open 14–29 days',
      count: between(AGEING_FOLLOW_UP_DAYS, AGEING_LATE_FEE_DAYS),
    },
    {
      id: 'late-fee',
      label: 'Late fee',
      detail: 'Open 30–59 days',
      count: between(AGEING_LATE_FEE_DAYS, AGEING_COLLECTIONS_DAYS),
    },
    {
      id: 'collections',
      label: 'Collections',
      detail: 'Open 60 days or more',
      count: between(AGEING_COLLECTIONS_DAYS, Number.POSITIVE_INFINITY),
    },
  ];
}
