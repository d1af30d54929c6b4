import { describe, expect, it } from 'vitest';
import {
  customerTierBadges,
  directoryCounts,
  isActiveClient,
  isPremiumConsignor,
  isPremiumSubmitter,
} from '../../src/domain/tiers';
import { makeCustomer } from './fixtures';

const metrics = (annualCardsSubmitted: number, annualConsignmentSales: number) => ({
  annualCardsSubmitted,
  annualConsignmentSales,
});

describe('customer tiers', () => {
  it.each([
    [499, false],
    [500, true],
    [5000, true],
  ])('%i annual cards → premium submitter %s', (cards, premium) => {
    expect(isPremiumSubmitter(metrics(cards, 0))).toBe(premium);
  });

  it.each([
    [49_999.99, false],
    [50_000, true],
  ])('$%d annual sales → premium consignor %s', (sales, premium) => {
    expect(isPremiumConsignor(metrics(0, sales))).toBe(premium);
  });

  it.each([
    [0, 0, false],
    [1, 0, true],
    [0, 0.01, true],
  ])('%i cards and $%d sales → active client %s', (cards, sales, active) => {
    expect(isActiveClient(metrics(cards, sales))).toBe(active);
  });

  it('badges premium tiers, submitter first', () => {
    expect(customerTierBadges(metrics(500, 50_000)).map((badge) => badge.label)).toEqual([
      'Premium submitter',
      'Premium consignor',
    ]);
    expect(customerTierBadges(metrics(20, 100))).toEqual([]);
  });

  it('counts the directory headline figures', () => {
    const base = makeCustomer().metrics;
    const customers = [
      makeCustomer({ metrics: { ...base, annualCardsSubmitted: 600 } }),
      makeCustomer({ metrics: { ...base, annualConsignmentSales: 75_000 } }),
      makeCustomer({ isActive: false, metrics: { ...base, annualCardsSubmitted: 3 } }),
      makeCustomer({ isActive: false }),
    ];
    expect(directoryCounts(customers)).toEqual({
      total: 4,
      active: 2,
      inactive: 2,
      premiumSubmitters: 1,
      premiumConsignors: 1,
      activeClients: 3,
    });
  });
});
