import { describe, expect, it } from 'vitest';
import {
  countCards,
  priceSubmission,
  rateFor,
  SERVICE_PRICING,
  serviceLabelWithMaximum,
  toCents,
} from '../../src/domain/pricing';
import { SERVICE_KEYS } from '../../src/domain/submission';
import type { ServiceCounts, ServiceKey } from '../../src/domain/submission';

const none: ServiceCounts = Object.fromEntries(SERVICE_KEYS.map((key) => [key, 0])) as ServiceCounts;
const only = (service: ServiceKey, count: number): ServiceCounts => ({ ...none, [service]: count });

// The specification's table, read at every tier boundary: count → expected per-card rate.
const RATE_TABLE: [ServiceKey, Record<number, number>][] = [
  ['psaValueBulk', { 1: 27, 9: 27, 10: 23, 19: 23, 20: 22, 500: 22 }],
  ['psaRegularCount', { 1: 75, 9: 75, 10: 70, 19: 70, 20: 70, 500: 70 }],
  ['cgcBulkCount', { 1: 14, 9: 14, 10: 14, 19: 14, 20: 14, 500: 14 }],
  ['cgcComicCount', { 1: 35, 9: 35, 10: 35, 19: 35, 20: 35, 500: 35 }],
  ['psaDualCount', { 1: 30, 9: 30, 10: 35, 19: 35, 20: 35, 500: 35 }],
  ['bgsBaseCount', { 1: 19, 9: 19, 10: 19, 19: 19, 20: 19, 500: 19 }],
  ['sgcStandardCount', { 1: 20, 9: 20, 10: 19, 19: 19, 20: 18, 500: 18 }],
];

describe('per-card rates', () => {
  for (const [service, rates] of RATE_TABLE) {
    for (const [count, rate] of Object.entries(rates)) {
      it(`${service} × ${count} is $${rate} per card and $${rate * Number(count)} in all`, () => {
        expect(rateFor(service, Number(count))).toBe(rate);
        const price = priceSubmission(only(service, Number(count)), 1);
        const line = price.lines.find((candidate) => candidate.service === service);
        expect(line).toMatchObject({ count: Number(count), rate, amount: rate * Number(count) });
        expect(price.serviceValue).toBe(rate * Number(count));
      });
    }
  }

  it("chooses each service's tier by that service's own count, not the submission's total", () => {
    const price = priceSubmission({ ...none, psaValueBulk: 5, sgcStandardCount: 25 }, 1);
    expect(price.lines.find((line) => line.service === 'psaValueBulk')?.rate).toBe(27);
    expect(price.lines.find((line) => line.service === 'sgcStandardCount')?.rate).toBe(18);
    expect(price.serviceValue).toBe(5 * 27 + 25 * 18);
  });

  it('uses the defined alternate rates only when asked', () => {
    expect(rateFor('cgcComicCount', 3, { useAlternateRate: true })).toBe(50);
    expect(rateFor('psaDualCount', 12, { useAlternateRate: true })).toBe(40);
    // Services without an alternate keep their table rate.
    expect(rateFor('bgsBaseCount', 3, { useAlternateRate: true })).toBe(19);
    const price = priceSubmission(only('cgcComicCount', 2), 1, { alternateRates: ['cgcComicCount'] });
    expect(price.serviceValue).toBe(100);
  });
});

describe('service labels and label maximums', () => {
  it.each([
    ['psaValueBulk', 'PSA Value Bulk (max $499)', 499],
    ['psaRegularCount', 'PSA Regular (max $1,499)', 1499],
    ['cgcBulkCount', 'CGC Bulk (max $1,000)', 1000],
    ['cgcComicCount', 'CGC Comic/Magazine (max $400)', 400],
    ['psaDualCount', 'PSA Dual', null],
    ['bgsBaseCount', 'BGS Base', null],
    ['sgcStandardCount', 'SGC Standard (max $1,499)', 1499],
  ] as const)('%s reads %s', (service, label, maximum) => {
    expect(serviceLabelWithMaximum(service)).toBe(label);
    expect(SERVICE_PRICING[service].labelMaximum).toBe(maximum);
  });
});

describe('priceSubmission totals', () => {
  const mixed: ServiceCounts = { ...none, psaValueBulk: 10, psaRegularCount: 2, bgsBaseCount: 3 };
  // 10 × 23 + 2 × 75 + 3 × 19 = 230 + 150 + 57 = 437 for 15 cards.

  it.each([
    [1, 'Not requested', 0],
    [2, 'Pass/Fail', 45],
    [3, 'Detailed', 75],
  ] as const)('prescreening level %i (%s) adds $%i for 15 cards', (level, label, fee) => {
    const price = priceSubmission(mixed, level);
    expect(price).toMatchObject({
      totalCards: 15,
      serviceValue: 437,
      prescreeningLabel: label,
      prescreeningFee: fee,
      intakeFee: 15,
      policySurcharge: 10,
      estimatedTotal: 437 + fee,
      totalDue: 437 + fee + 15 + 10,
    });
  });

  it('leaves the $10 post-approval removal fee out when it is switched off', () => {
    const price = priceSubmission(mixed, 2, { includePolicySurcharge: false });
    expect(price.policySurcharge).toBe(0);
    expect(price.totalDue).toBe(437 + 45 + 15);
  });

  it('lists all seven services in display order, empty ones at $0', () => {
    const price = priceSubmission(only('bgsBaseCount', 1), 1);
    expect(price.lines.map((line) => line.service)).toEqual([...SERVICE_KEYS]);
    expect(price.lines[0]).toMatchObject({ label: 'PSA Value Bulk', count: 0, rate: 27, amount: 0 });
  });

  it('prices an empty submission at the surcharge alone', () => {
    const price = priceSubmission(none, 3);
    expect(price).toMatchObject({ totalCards: 0, estimatedTotal: 0, intakeFee: 0, totalDue: 10 });
  });

  it('treats negative, fractional and missing counts as whole non-negative cards', () => {
    const price = priceSubmission({ psaValueBulk: -4, cgcBulkCount: 2.9, bgsBaseCount: Number.NaN }, 1);
    expect(price.totalCards).toBe(2);
    expect(price.serviceValue).toBe(28);
  });

  it('stays exact to the cent for a very large submission', () => {
    const huge = Object.fromEntries(SERVICE_KEYS.map((key) => [key, 123_457])) as ServiceCounts;
    const price = priceSubmission(huge, 3);
    const perCardSum = 22 + 70 + 14 + 35 + 35 + 19 + 18;
    expect(price.serviceValue).toBe(perCardSum * 123_457);
    // Each of the 7 × 123,457 cards also pays $5 detailed prescreening and $1 intake.
    expect(price.totalDue).toBe((perCardSum + 7 * (5 + 1)) * 123_457 + 10);
    expect(countCards(huge)).toBe(7 * 123_457);
  });
});

describe('rounding to cents', () => {
  it.each([
    [1.005, 101],
    [0.1 + 0.2, 30],
    [2.675, 268],
    [-1.005, -101],
    [499, 49900],
    [1e-7, 0],
    [Number.NaN, 0],
  ])('%d dollars is %i cents', (dollars, cents) => {
    expect(toCents(dollars)).toBe(cents);
  });
});
