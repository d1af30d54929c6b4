import { render } from '@testing-library/react';
import { waitingForReview } from '../../machines/prescreenDraft/prescreenDraft.rules';
import type { Card } from '../../src/domain/card';
import { EMPTY_PRESCREEN_VALUES } from '../../src/domain/prescreenNotes';
import { PRESCREEN_COLUMNS } from '../../src/features/prescreen/prescreen-columns';
import { waitingText } from '../../src/features/prescreen/review-waiting';

const cards = [{ id: 'a' }, { id: 'b' }, { id: 'c' }] as unknown as Card[];
const reviewed = { ...EMPTY_PRESCREEN_VALUES, recommendationId: 1 };

test('cards wait for review until a save gives them a recommendation (issue 37, decision 0364)', () => {
  const none = { a: EMPTY_PRESCREEN_VALUES, b: EMPTY_PRESCREEN_VALUES, c: EMPTY_PRESCREEN_VALUES };
  expect(waitingForReview({ cards, saved: none })).toBe(3);
  expect(waitingForReview({ cards, saved: { ...none, b: reviewed } })).toBe(2);
  // a grade alone is not a review
  expect(
    waitingForReview({ cards, saved: { ...none, a: { ...EMPTY_PRESCREEN_VALUES, estimatedGrade: 9 } } }),
  ).toBe(3);
  expect(waitingForReview({ cards, saved: { a: reviewed, b: reviewed, c: reviewed } })).toBe(0);
});

test('the count reads as a person would say it', () => {
  expect(waitingText(3, 3)).toBe('3 cards waiting for review');
  expect(waitingText(1, 3)).toBe('1 card waiting for review');
  expect(waitingText(0, 3)).toBe('All 3 cards reviewed');
  expect(waitingText(0, 1)).toBe('The card is reviewed');
});

test('a queued submission with no customer reads Unassigned customer, as the list and detail say', () => {
  const customer = PRESCREEN_COLUMNS.find((column) => column.key === 'customerName')!;
  const row = {
    submissionId: '40',
    customerId: null,
    customerName: '',
    numberOfCards: 3,
    stepCreatedDate: null,
  };
  const { container } = render(<>{customer.cell(row)}</>);
  expect(container).toHaveTextContent(/^Unassigned customer$/);
});
