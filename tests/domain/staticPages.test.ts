import { describe, expect, it } from 'vitest';
import { dashboardAudience } from '../../src/domain/dashboard';
import {
  CHANNEL_MIX,
  headlines,
  KPIS,
  marginPercent,
  MONTHS,
} from '../../src/features/reports/reports-samples';
import {
  columnSummary,
  INTAKE_BOARD,
  INTAKE_TILES,
} from '../../src/features/consignments/consignment-samples';
import { SAVED_FILTERS } from '../../src/features/advanced-search/saved-filters';

describe('dashboardAudience (decision 0140)', () => {
  it.each([
    [['ADMIN', 'EMPLOYEE'], 'staff'],
    [['employee'], 'staff'],
    [[' Admin '], 'staff'],
    [['CUSTOMER'], 'customer'],
    [[], 'customer'],
    [['customer', 'Employee'], 'staff'],
  ] as const)('%j gets the %s dashboard', (roles, audience) => {
    expect(dashboardAudience(roles)).toBe(audience);
  });
});

describe('Reports & Insights samples (seed B §2)', () => {
  it('margin is a whole percentage of revenue; no revenue is 0%', () => {
    expect(marginPercent(1000, 700)).toBe(30);
    expect(marginPercent(3, 2)).toBe(33);
    expect(marginPercent(0, 50)).toBe(0);
  });

  it('headlines sum the months in whole dollars and describe each trend in words', () => {
    const [revenue, payouts, margin] = headlines([
      { month: 'Jan', revenue: 1000.4, payouts: 600 },
      { month: 'Feb', revenue: 2000, payouts: 1500 },
    ]);
    expect(revenue?.value).toBe('$3,000');
    expect(payouts?.value).toBe('$2,100');
    expect(margin?.value).toBe('30%');
    expect(revenue?.trendLabel).toBe('Trend Jan–Feb: $1,000, $2,000');
    expect(margin?.trendLabel).toBe('Trend Jan–Feb: 40%, 25%');
  });

  it('has revenue, payout and margin tiles, a channel mix adding to 100%, and KPIs with a trend each', () => {
    expect(headlines().map((tile) => tile.label)).toEqual(['Revenue', 'Consignor payouts', 'Gross margin']);
    expect(MONTHS.length).toBeGreaterThan(1);
    expect(CHANNEL_MIX.reduce((total, channel) => total + channel.percent, 0)).toBe(100);
    for (const kpi of KPIS) expect(kpi.trendLabel.split(',')).toHaveLength(kpi.trend.length);
  });
});

describe('Consignments and Advanced Search samples (seed B §2)', () => {
  it('shows the seed’s three tiles and three intake columns in order', () => {
    expect(INTAKE_TILES.map((tile) => tile.label)).toEqual([
      'Arrived today',
      'Awaiting catalog IDs',
      'Needing photo set',
    ]);
    expect(INTAKE_BOARD.map((column) => column.title)).toEqual([
      'Check-in',
      'Catalog & photo',
      'Ready for prescreen',
    ]);
    for (const column of INTAKE_BOARD) expect(column.cards.length).toBeGreaterThan(0);
  });

  it('sums a column’s lots and cards with singulars', () => {
    expect(columnSummary({ title: 'Check-in', cards: [{ consignor: 'a', cards: 1, note: '' }] })).toBe(
      '1 lot, 1 card',
    );
    expect(
      columnSummary({
        title: 'Check-in',
        cards: [
          { consignor: 'a', cards: 1200, note: '' },
          { consignor: 'b', cards: 6, note: '' },
        ],
      }),
    ).toBe('2 lots, 1,206 cards');
  });

  it('has three saved filters', () => {
    expect(SAVED_FILTERS).toHaveLength(3);
  });
});
