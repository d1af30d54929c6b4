import { describe, expect, it } from 'vitest';
// The panel's detail is the kit's rule for every list now (moved from prescreen-queue to the domain).
import { AppError, failureDetail as queueErrorText } from '../../src/domain/errors';
import {
  filterQueueRows,
  queueRangeText,
  queueReturnPath,
  queueTotals,
  reviewHref,
} from '../../src/features/prescreen/prescreen-queue';

const rows = [
  {
    submissionId: '1042',
    customerId: '7',
    customerName: 'Ada Lovelace',
    numberOfCards: 3,
    stepCreatedDate: null,
  },
  {
    submissionId: '1043',
    customerId: null,
    customerName: 'Grace Hopper',
    numberOfCards: 12,
    stepCreatedDate: null,
  },
];

describe('prescreen queue (seed B §2, §8)', () => {
  it('filters the loaded page by submission id or customer name', () => {
    expect(filterQueueRows(rows, '#1043').map((row) => row.submissionId)).toEqual(['1043']);
    expect(filterQueueRows(rows, 'lovelace').map((row) => row.submissionId)).toEqual(['1042']);
    expect(filterQueueRows(rows, '  ')).toHaveLength(2);
    expect(filterQueueRows(rows, 'nobody')).toEqual([]);
  });

  it("shows 'Showing a-b of N submissions' or 'No submissions', and the page's totals", () => {
    expect(queueRangeText({ from: 21, to: 40 }, 1234)).toBe('Showing 21–40 of 1,234 submissions');
    expect(queueRangeText({ from: 0, to: 0 }, 0)).toBe('No submissions');
    expect(queueTotals(rows)).toEqual({ submissions: 2, cards: 15 });
  });

  it('explains a failed load with the messages, the message, or the fallback', () => {
    expect(queueErrorText(new AppError('HTTP_ERROR', 'x', { messages: ['One', 'Two'] }))).toBe('One; Two');
    expect(queueErrorText(new AppError('HTTP_ERROR', 'Unable to load prescreening queue.'))).toBe(
      'Unable to load prescreening queue.',
    );
    expect(queueErrorText(new AppError('HTTP_ERROR', ''))).toBe('Please try again shortly.');
  });
});

describe('the way back from a review to the queue it was opened from', () => {
  it('carries the queue query into the review link and back out again', () => {
    const href = reviewHref('120', 'q=ada&sort=customerName&dir=asc&page=2');
    const url = new URL(href, 'http://office.test');
    expect(url.pathname).toBe('/prescreen/120');
    expect(queueReturnPath(url.search)).toBe('/prescreen?q=ada&sort=customerName&dir=asc&page=2');
  });

  it('opens a plain review link when the queue has its default query', () => {
    expect(reviewHref('120', '')).toBe('/prescreen/120');
    expect(queueReturnPath('')).toBe('/prescreen');
  });

  it('returns only to the queue itself, never to another page or origin', () => {
    const back = (from: string) => queueReturnPath(new URLSearchParams({ from }).toString());
    expect(back('/prescreen?page=3')).toBe('/prescreen?page=3');
    expect(back('/prescreen')).toBe('/prescreen');
    for (const elsewhere of [
      'https://evil.test/prescreen',
      '//evil.test',
      '/customers',
      '/prescreen/120',
      '/prescreening',
    ]) {
      expect(back(elsewhere)).toBe('/prescreen');
    }
  });
});
