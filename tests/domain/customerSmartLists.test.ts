import { blankCustomer, type Customer } from '../../src/domain/customer';
import { smartListById } from '../../src/domain/customerSmartLists';

const now = new Date('2026-11-01T12:00:00Z');
const customer = (metrics: Partial<Customer['metrics']>, changes: Partial<Customer> = {}): Customer => {
  const base = blankCustomer('1', '2024-01-01');
  return { ...base, ...changes, metrics: { ...base.metrics, ...metrics } };
};
const matches = (id: string, subject: Customer) => smartListById(id)!.matches(subject, now);

test('lapsed: 10 or more lifetime cards and none in the last 12 months', () => {
  expect(matches('lapsed', customer({ cardsSubmittedLifetime: 10, annualCardsSubmitted: 0 }))).toBe(true);
  expect(matches('lapsed', customer({ cardsSubmittedLifetime: 9, annualCardsSubmitted: 0 }))).toBe(false);
  expect(matches('lapsed', customer({ cardsSubmittedLifetime: 50, annualCardsSubmitted: 1 }))).toBe(false);
});

test('premium submitters with under $20,000 sales', () => {
  const list = 'premium-submitters-low-sales';
  expect(matches(list, customer({ annualCardsSubmitted: 500, annualConsignmentSales: 19_999 }))).toBe(true);
  expect(matches(list, customer({ annualCardsSubmitted: 500, annualConsignmentSales: 20_000 }))).toBe(false);
  expect(matches(list, customer({ annualCardsSubmitted: 499, annualConsignmentSales: 0 }))).toBe(false);
});

test('premium consignors with no contact in over 45 days (never contacted counts)', () => {
  const list = 'quiet-premium-consignors';
  const premium = { annualConsignmentSales: 50_000 };
  expect(matches(list, customer(premium, { lastContactedAt: '2026-09-01T12:00:00Z' }))).toBe(true);
  expect(matches(list, customer(premium, { lastContactedAt: '2026-10-01T12:00:00Z' }))).toBe(false);
  expect(matches(list, customer(premium, { lastContactedAt: null }))).toBe(true);
  expect(matches(list, customer({ annualConsignmentSales: 49_999 }, { lastContactedAt: null }))).toBe(false);
});

test('active clients: any cards or sales this year; unknown list ids are no list', () => {
  expect(matches('active-clients', customer({ annualCardsSubmitted: 1 }))).toBe(true);
  expect(matches('active-clients', customer({}))).toBe(false);
  expect(smartListById('nope')).toBeNull();
  expect(smartListById(undefined)).toBeNull();
});
