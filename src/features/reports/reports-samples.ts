import { formatDollars, formatNumber } from '../../domain/format';

// Seed B §2 Static placeholder pages: Reports & Insights shows sample revenue, payout and margin
// figures, a channel mix and KPIs. Nothing is fetched; these are hard-coded samples.

export interface MonthFigures {
  /** Short month label on the chart's axis. */
  month: string;
  /** What the business earned: grading fees plus its consignment commission, in dollars. */
  revenue: number;
  /** What was paid out to consignors, in dollars. */
  payouts: number;
}

export const MONTHS: readonly MonthFigures[] = [
  { month: 'Jan', revenue: 58400, payouts: 41200 },
  { month: 'Feb', revenue: 61900, payouts: 43800 },
  { month: 'Mar', revenue: 72300, payouts: 50100 },
  { month: 'Apr', revenue: 68800, payouts: 47300 },
  { month: 'May', revenue: 79600, payouts: 54900 },
  { month: 'Jun', revenue: 84200, payouts: 57600 },
];

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Margin as a whole percentage of revenue (seed: numbers with no decimals); no revenue is 0%. */
export function marginPercent(revenue: number, payouts: number): number {
  if (revenue <= 0) return 0;
  return Math.round(((revenue - payouts) / revenue) * 100);
}

export interface Headline {
  label: string;
  value: string;
  detail: string;
  trend: readonly number[];
  trendLabel: string;
}

/** The three headline tiles over the six sample months: revenue, payouts and margin. */
export function headlines(months: readonly MonthFigures[] = MONTHS): Headline[] {
  const revenue = months.map((month) => month.revenue);
  const payouts = months.map((month) => month.payouts);
  const margins = months.map((month) => marginPercent(month.revenue, month.payouts));
  const span = months.length > 0 ? `${months[0]?.month}–${months[months.length - 1]?.month}` : '';
  const trend = (values: readonly number[], format: (value: number) => string) =>
    `Trend ${span}: ${values.map(format).join(', ')}`;
  const percent = (value: number) => `${formatNumber(value)}%`;
  return [
    {
      label: 'Revenue',
      value: formatDollars(sum(revenue)),
      detail: `${months.length} months · grading fees and commission`,
      trend: revenue,
      trendLabel: trend(revenue, formatDollars),
    },
    {
      label: 'Consignor payouts',
      value: formatDollars(sum(payouts)),
      detail: `${months.length} months · paid after sales settle`,
      trend: payouts,
      trendLabel: trend(payouts, formatDollars),
    },
    {
      label: 'Gross margin',
      value: percent(marginPercent(sum(revenue), sum(payouts))),
      detail: 'Revenue less payouts, as a share of revenue',
      trend: margins,
      trendLabel: trend(margins, percent),
    },
  ];
}

export interface ChannelShare {
  label: string;
  /** Share of consignment sales, whole percent; the shares add up to 100. */
  percent: number;
}

export const CHANNEL_MIX: readonly ChannelShare[] = [
  { label: 'eBay auctions', percent: 42 },
  { label: 'Live breaks (Whatnot)', percent: 27 },
  { label: 'Direct and in-store', percent: 19 },
  { label: 'Auction houses', percent: 12 },
];

export interface Kpi {
  label: string;
  value: string;
  detail: string;
  trend: readonly number[];
  trendLabel: string;
}

export const KPIS: readonly Kpi[] = [
  {
    label: 'Average turnaround',
    value: '18 days',
    detail: 'Intake to cards back in hand',
    trend: [24, 23, 21, 20, 19, 18],
    trendLabel: 'Trend Jan–Jun: 24, 23, 21, 20, 19, 18 days',
  },
  {
    label: 'On-time returns',
    value: '94%',
    detail: 'Returned by the promised date',
    trend: [88, 90, 89, 92, 93, 94],
    trendLabel: 'Trend Jan–Jun: 88%, 90%, 89%, 92%, 93%, 94%',
  },
  {
    label: 'Sell-through',
    value: '71%',
    detail: 'Consigned cards sold within 60 days',
    trend: [64, 66, 65, 69, 70, 71],
    trendLabel: 'Trend Jan–Jun: 64%, 66%, 65%, 69%, 70%, 71%',
  },
  {
    label: 'Average sale price',
    value: formatDollars(238),
    detail: 'Per consigned card sold',
    trend: [212, 219, 225, 221, 231, 238],
    trendLabel: 'Trend Jan–Jun: $212, $219, $225, $221, $231, $238',
  },
];
