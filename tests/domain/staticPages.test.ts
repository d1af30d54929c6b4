import { describe, expect, it } from 'vitest';
import { dashboardAudience } from '../../src/domain/dashboard';
import {
  checkedPercent,
  gradeCsv,
  GRADING_TILES,
  qaSummary,
  SAMPLE_GRADES,
  SHIPMENT_STAGES,
  SHIPMENTS,
  stageStep,
  tileValue,
} from '../../src/features/grading/grading-samples';
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

describe('Grading & Returns samples (seed B §2)', () => {
  it('has the three tiles the seed names, figures without decimals', () => {
    expect(GRADING_TILES.map((tile) => tile.label)).toEqual([
      'At grading lab',
      'Grades posted',
      'In transit home',
    ]);
    expect(tileValue({ label: 'x', cards: 1284, detail: '' })).toBe('1,284');
  });

  it('places each shipment on its stage, step n of 5', () => {
    expect(stageStep('Received by grader')).toEqual({ step: 1, of: 5 });
    expect(stageStep('Delivered')).toEqual({ step: 5, of: 5 });
    for (const shipment of SHIPMENTS) expect(SHIPMENT_STAGES).toContain(shipment.stage);
  });

  it('reports Returns QA progress per consignor as a whole percentage', () => {
    expect(checkedPercent({ consignor: 'a', returned: 3, checked: 2, issues: 0 })).toBe(67);
    expect(checkedPercent({ consignor: 'a', returned: 0, checked: 0, issues: 0 })).toBe(100);
    expect(checkedPercent({ consignor: 'a', returned: 10, checked: 12, issues: 0 })).toBe(100);
    expect(qaSummary({ consignor: 'a', returned: 48, checked: 48, issues: 0 })).toBe('All checked');
    expect(qaSummary({ consignor: 'a', returned: 1064, checked: 51, issues: 1 })).toBe(
      '1,013 to check · 1 issue',
    );
    expect(qaSummary({ consignor: 'a', returned: 64, checked: 64, issues: 2 })).toBe(
      'All checked · 2 issues',
    );
  });

  it('exports the sample grades as CSV: a header, one row per grade, en-US dates, CRLF rows', () => {
    const lines = gradeCsv().split('\r\n');
    expect(lines[0]).toBe('Cert number,Consignor,Card,Grader,Grade,Posted');
    expect(lines[1]).toBe('84120931,Casey Morgan,1986 Fleer Michael Jordan #57,PSA,8,"May 28, 2026"');
    expect(lines).toHaveLength(SAMPLE_GRADES.length + 2);
    expect(lines.at(-1)).toBe('');
  });

  it('quotes commas and neutralises a formula in a cell', () => {
    const csv = gradeCsv([
      {
        certNumber: '=HYPERLINK("x")',
        consignor: 'Lee, Jordan',
        card: 'c',
        grader: 'PSA',
        grade: '9',
        postedOn: '2026-01-05',
      },
    ]);
    expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""x"")","Lee, Jordan",c,PSA,9,"Jan 5, 2026"`);
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
