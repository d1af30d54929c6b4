import { describe, expect, it } from 'vitest';
import { priceSubmission } from '../../src/domain/pricing';
import type { ServiceKey } from '../../src/domain/submission';

/** The seed's pricing table, per card, at the tier boundaries 1, 9, 10, 19 and 20 (dollars). */
const RATES: Record<ServiceKey, [number, number][]> = {
  psaValueBulk: [
    [1, 27],
    [9, 27],
    [10, 23],
    [19, 23],
    [20, 22],
  ],
  psaRegularCount: [
    [1, 75],
    [9, 75],
    [10, 70],
    [19, 70],
    [20, 70],
  ],
  cgcBulkCount: [
    [1, 14],
    [9, 14],
    [10, 14],
    [19, 14],
    [20, 14],
  ],
  cgcComicCount: [
    [1, 35],
    [9, 35],
    [10, 35],
    [19, 35],
    [20, 35],
  ],
  psaDualCount: [
    [1, 30],
    [9, 30],
    [10, 35],
    [19, 35],
    [20, 35],
  ],
  bgsBaseCount: [
    [1, 19],
    [9, 19],
    [10, 19],
    [19, 19],
    [20, 19],
  ],
  sgcStandardCount: [
    [1, 20],
    [9, 20],
    [10, 19],
    [19, 19],
    [20, 18],
  ],
};

const cases = Object.entries(RATES).flatMap(([service, rows]) =>
  rows.map(([count, rate]) => ({ service: service as ServiceKey, count, rate })),
);

describe('totals at the tier boundaries', () => {
  it.each(cases)('$service × $count at $$rate a card', ({ service, count, rate }) => {
    const service$ = count * rate;
    const plain = priceSubmission({ [service]: count }, 1, { includePolicySurcharge: false });
    expect(plain.serviceValue).toBe(service$);
    expect(plain.estimatedTotal).toBe(service$);
    // Intake is $1 a card; no surcharge when it is switched off.
    expect(plain.intakeFee).toBe(count);
    expect(plain.totalDue).toBe(service$ + count);

    const passFail = priceSubmission({ [service]: count }, 2);
    expect(passFail.prescreeningFee).toBe(3 * count);
    expect(passFail.estimatedTotal).toBe(service$ + 3 * count);
    expect(passFail.totalDue).toBe(service$ + 3 * count + count + 10);

    const detailed = priceSubmission({ [service]: count }, 3);
    expect(detailed.prescreeningFee).toBe(5 * count);
    expect(detailed.totalDue).toBe(service$ + 5 * count + count + 10);
    expect(detailed.policySurcharge).toBe(10);
  });

  it('prices each service by its own count when several are mixed', () => {
    const price = priceSubmission({ psaValueBulk: 10, sgcStandardCount: 9, psaRegularCount: 1 }, 2);
    // 10 × 23 + 9 × 20 + 1 × 75 = 485; 20 cards: prescreening 60, intake 20, surcharge 10.
    expect(price.serviceValue).toBe(485);
    expect(price.totalCards).toBe(20);
    expect(price.totalDue).toBe(485 + 60 + 20 + 10);
  });
});
