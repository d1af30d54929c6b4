import { expect, test } from 'vitest';
import { ageingBucket } from '../../src/domain/dashboard';
import {
  dashboardFigureFilters,
  submissionFilterPhrases,
  submissionListHref,
  submissionSearchFilters,
} from '../../src/domain/submissionFilters';
import { isWithin, MS_PER_DAY, wholeDaysSince } from '../../src/domain/time';

const asOf = new Date('2026-11-27T16:00:00.000Z');
const lists = dashboardFigureFilters(asOf);

test('an ageing bucket is created from one millisecond after its upper age to its lower age, inclusive', () => {
  const { createdFrom, createdTo } = submissionSearchFilters(lists.followUp);
  expect([createdFrom, createdTo]).toEqual(['2026-10-28T16:00:00.001Z', '2026-11-13T16:00:00.000Z']);
  // the bounds are exactly where the board's whole-day age changes bucket
  const bucket = (at: string) => ageingBucket(wholeDaysSince(at, asOf) ?? 0);
  expect(bucket(createdTo!)).toBe('followUp');
  expect(bucket(new Date(Date.parse(createdTo!) + 1).toISOString())).toBeNull();
  expect(bucket(createdFrom!)).toBe('followUp');
  expect(bucket(new Date(Date.parse(createdFrom!) - 1).toISOString())).toBe('lateFee');
  expect(submissionSearchFilters(lists.collections)).toEqual({
    open: true,
    createdTo: new Date(asOf.getTime() - 60 * MS_PER_DAY).toISOString(),
  });
});

test("'Invoices paid overnight' asks for Completed updated since 24 hours before the board", () => {
  const { updatedFrom, statuses } = submissionSearchFilters(lists.invoicesPaid);
  expect(statuses).toEqual([2]);
  expect(isWithin(updatedFrom!, 24 * 60 * 60 * 1000, asOf)).toBe(true);
  expect(isWithin(new Date(Date.parse(updatedFrom!) - 1), 24 * 60 * 60 * 1000, asOf)).toBe(false);
});

test('the list says which filters it shows; unknown or malformed values ask for nothing', () => {
  expect(submissionListHref(lists.awaitingPrescreen)).toBe('/submissions?status=open&prescreening=requested');
  expect(submissionFilterPhrases(lists.awaitingPrescreen)).toEqual([
    'Status: Open (not Completed or Cancelled)',
    'Prescreening requested',
  ]);
  expect(submissionFilterPhrases({ changeRequests: 'yes', createdFrom: '2026-01-05' })).toEqual([
    'On hold or notes mention an invoice change',
    'Created from Jan 5, 2026',
  ]);
  expect(
    submissionSearchFilters({ status: 'done', createdTo: 'yesterday', updatedFrom: '2026-13-45T00:00Z' }),
  ).toEqual({});
});
