import { describe, expect, it } from 'vitest';
import { ageingBucket, dashboardMetrics } from '../../src/domain/dashboard';
import type { Submission } from '../../src/domain/submission';
import { makeSubmission } from './fixtures';

const NOW = new Date('2026-06-15T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** The instant `ms` before NOW, as the server would send it. */
const ago = (ms: number): string => new Date(NOW.getTime() - ms).toISOString();

const metricsOf = (...submissions: Submission[]) => dashboardMetrics(submissions, NOW);
const completed = (overrides: Partial<Submission>) =>
  makeSubmission({ status: 'Completed', statusCode: 2, ...overrides });

describe('invoices paid overnight: completed and updated within 24 hours', () => {
  it.each([
    ['23 h 59 min ago', 24 * HOUR - 60_000, 1],
    ['exactly 24 h ago', 24 * HOUR, 1],
    ['24 h and 1 ms ago', 24 * HOUR + 1, 0],
  ])('a completed submission updated %s counts %i', (_when, age, count) => {
    expect(metricsOf(completed({ updatedAt: ago(age) })).invoicesPaid.submissions).toBe(count);
  });

  it('ignores recently updated submissions that are not completed, and counts cards', () => {
    const metrics = metricsOf(
      completed({ updatedAt: ago(HOUR), totalCards: 12 }),
      makeSubmission({ statusCode: 1, status: 'In progress', updatedAt: ago(HOUR) }),
    );
    expect(metrics.invoicesPaid).toEqual({ submissions: 1, cards: 12 });
  });

  it('reads the status label when the code is missing', () => {
    expect(
      metricsOf(completed({ statusCode: null, status: 'completed', updatedAt: ago(HOUR) })).invoicesPaid
        .submissions,
    ).toBe(1);
  });

  it('uses createdAt when a submission was never updated', () => {
    expect(metricsOf(completed({ createdAt: ago(2 * HOUR) })).invoicesPaid.submissions).toBe(1);
  });
});

describe('invoice change requests: on hold, or notes mentioning invoice and change', () => {
  it.each([
    ['on hold', makeSubmission({ statusCode: 4, status: 'On hold' }), 1],
    [
      'notes "Customer asked to CHANGE the Invoice"',
      makeSubmission({ notes: 'Customer asked to CHANGE the Invoice' }),
      1,
    ],
    ['notes "invoice changes pending"', makeSubmission({ notes: 'invoice changes pending' }), 1],
    ['notes mentioning only "invoice"', makeSubmission({ notes: 'invoice sent' }), 0],
    ['notes mentioning only "change"', makeSubmission({ notes: 'change of address' }), 0],
  ])('%s counts %i', (_case, submission, count) => {
    expect(metricsOf(submission).changeRequests.submissions).toBe(count);
  });

  it.each([
    ['exactly 3 days ago', 3 * DAY, 1],
    ['3 days and 1 ms ago', 3 * DAY + 1, 0],
  ])("is 'new' when updated %s: %i", (_when, age, fresh) => {
    const metrics = metricsOf(makeSubmission({ statusCode: 4, status: 'On hold', updatedAt: ago(age) }));
    expect(metrics.changeRequests).toMatchObject({ submissions: 1, new: fresh });
  });
});

describe('cards awaiting prescreen: prescreening 2 or 3 and still open', () => {
  it.each([
    ['pass/fail, pending', { prescreening: 2, statusCode: 0 }, 1],
    ['detailed, in progress', { prescreening: 3, statusCode: 1 }, 1],
    ['detailed, on hold', { prescreening: 3, statusCode: 4 }, 1],
    ['not requested', { prescreening: 1, statusCode: 0 }, 0],
    ['detailed, completed', { prescreening: 3, statusCode: 2 }, 0],
    ['detailed, cancelled', { prescreening: 3, statusCode: 3 }, 0],
  ] as const)('%s counts %i', (_case, overrides, count) => {
    expect(metricsOf(makeSubmission(overrides)).awaitingPrescreen.submissions).toBe(count);
  });

  it.each([
    ['exactly 1 day ago', DAY, 1],
    ['1 day and 1 ms ago', DAY + 1, 0],
  ])("is 'new' when created %s: %i", (_when, age, fresh) => {
    const metrics = metricsOf(makeSubmission({ prescreening: 2, createdAt: ago(age), totalCards: 30 }));
    expect(metrics.awaitingPrescreen).toEqual({ submissions: 1, cards: 30, new: fresh });
  });
});

describe('cards out for grading: in progress', () => {
  it.each([
    ['exactly 7 days ago', 7 * DAY, 1],
    ['7 days and 1 ms ago', 7 * DAY + 1, 0],
  ])("is 'due this week' when updated %s: %i", (_when, age, due) => {
    const metrics = metricsOf(makeSubmission({ statusCode: 1, status: 'In progress', updatedAt: ago(age) }));
    expect(metrics.outForGrading).toMatchObject({ submissions: 1, dueThisWeek: due });
  });

  it('sums the service counts when totalCards is 0', () => {
    const submission = makeSubmission({ statusCode: 1, totalCards: 0, psaValueBulk: 4, bgsBaseCount: 6 });
    expect(metricsOf(submission).outForGrading.cards).toBe(10);
  });
});

describe('ageing of open submissions by days since creation (exclusive buckets)', () => {
  it.each([
    [13, null],
    [14, 'followUp'],
    [29, 'followUp'],
    [30, 'lateFee'],
    [59, 'lateFee'],
    [60, 'collections'],
    [400, 'collections'],
  ] as const)('%i days → %s', (days, bucket) => {
    expect(ageingBucket(days)).toBe(bucket);
  });

  it('puts each open submission in exactly one bucket at the day boundaries', () => {
    const metrics = metricsOf(
      makeSubmission({ createdAt: ago(14 * DAY - 1), totalCards: 1 }),
      makeSubmission({ createdAt: ago(14 * DAY), totalCards: 2 }),
      makeSubmission({ createdAt: ago(30 * DAY), totalCards: 3 }),
      makeSubmission({ createdAt: ago(60 * DAY), totalCards: 4 }),
      makeSubmission({ createdAt: ago(90 * DAY), totalCards: 5 }),
    );
    expect(metrics.ageing).toEqual({
      followUp: { submissions: 1, cards: 2 },
      lateFee: { submissions: 1, cards: 3 },
      collections: { submissions: 2, cards: 9 },
    });
  });

  it('leaves completed and cancelled submissions out of ageing', () => {
    const metrics = metricsOf(
      completed({ createdAt: ago(90 * DAY) }),
      makeSubmission({ statusCode: 3, status: 'Cancelled', createdAt: ago(90 * DAY) }),
      makeSubmission({ statusCode: 4, status: 'On hold', createdAt: ago(90 * DAY) }),
    );
    expect(metrics.ageing.collections.submissions).toBe(1);
  });
});

it('counts deleted (inactive) submissions nowhere', () => {
  const metrics = metricsOf(
    makeSubmission({ isActive: false, statusCode: 4, prescreening: 3, createdAt: ago(90 * DAY) }),
  );
  expect(metrics).toEqual(metricsOf());
});
