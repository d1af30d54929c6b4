import { useId } from 'react';
import { css, cva, cx } from 'styled-system/css';
import { plainListStyle } from './layout-styles';

// Small charts drawn as plain SVG: a handful of bars or a trend line needs no chart library. Each chart
// is an image with a name and a description for screen readers, and the bar chart also carries its
// figures as a table (visually hidden), so the numbers are never only a picture.

export type ChartTone = 'series1' | 'series2' | 'series3' | 'series4';

const fillRecipe = cva({
  variants: {
    tone: {
      series1: { fill: 'chart.series1' },
      series2: { fill: 'chart.series2' },
      series3: { fill: 'chart.series3' },
      series4: { fill: 'chart.series4' },
    },
  },
});
const strokeRecipe = cva({
  base: { fill: 'transparent' },
  variants: {
    tone: {
      series1: { stroke: 'chart.series1' },
      series2: { stroke: 'chart.series2' },
      series3: { stroke: 'chart.series3' },
      series4: { stroke: 'chart.series4' },
    },
  },
});
const backgroundRecipe = cva({
  variants: {
    tone: {
      series1: { bg: 'chart.series1' },
      series2: { bg: 'chart.series2' },
      series3: { bg: 'chart.series3' },
      series4: { bg: 'chart.series4' },
    },
  },
});

const swatchStyle = css({ display: 'inline-block', w: '3', h: '3', borderRadius: 'sm', flexShrink: 0 });

const figureStyle = css({ display: 'flex', flexDirection: 'column', gap: '2', m: '0' });
const svgStyle = css({ display: 'block', w: 'full', h: '48' });
const axisRowStyle = css({ display: 'grid', textAlign: 'center', fontSize: 'xs', color: 'fg.muted' });
const gridLineStyle = css({ stroke: 'border.default' });
const legendStyle = cx(
  plainListStyle,
  css({ display: 'flex', flexWrap: 'wrap', gap: '4', fontSize: 'sm', color: 'fg.muted' }),
);
const legendItemStyle = css({ display: 'inline-flex', alignItems: 'center', gap: '2' });

export interface ChartSeries {
  name: string;
  values: readonly number[];
  tone: ChartTone;
}

export interface BarChartProps {
  /** The chart's accessible name, e.g. 'Revenue and payouts by month'. */
  title: string;
  /** One label per group of bars (the months). */
  categories: readonly string[];
  series: readonly ChartSeries[];
  /** How a value reads in the table and the description ('$82,400'). */
  formatValue: (value: number) => string;
}

// The drawing's own units; the SVG stretches them to the card's width and a fixed height.
const WIDTH = 320;
const PLOT_HEIGHT = 120;

/** The bars' geometry, apart from the drawing so it can be tested: x, y, width and height per value. */
export function barLayout(categories: number, seriesCount: number, values: readonly (readonly number[])[]) {
  const max = Math.max(1, ...values.flat());
  const groupWidth = WIDTH / Math.max(1, categories);
  const barWidth = (groupWidth * 0.7) / Math.max(1, seriesCount);
  const plotHeight = PLOT_HEIGHT;
  return values.map((seriesValues, s) =>
    seriesValues.map((value, c) => {
      const height = (Math.max(0, value) / max) * plotHeight;
      return {
        x: c * groupWidth + groupWidth * 0.15 + s * barWidth,
        y: plotHeight - height,
        width: barWidth * 0.9,
        height,
      };
    }),
  );
}

/** Grouped vertical bars with a legend; the figures are also a (visually hidden) table. */
export function BarChart({ title, categories, series, formatValue }: BarChartProps) {
  const id = useId();
  const layout = barLayout(
    categories.length,
    series.length,
    series.map((one) => one.values),
  );
  return (
    <figure className={figureStyle}>
      <svg
        viewBox={`0 0 ${WIDTH} ${PLOT_HEIGHT}`}
        preserveAspectRatio="none"
        className={svgStyle}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-table`}
      >
        <title id={`${id}-title`}>{title}</title>
        <line
          x1="0"
          x2={WIDTH}
          y1={PLOT_HEIGHT}
          y2={PLOT_HEIGHT}
          className={gridLineStyle}
          vectorEffect="non-scaling-stroke"
        />
        {series.map((one, s) =>
          layout[s]?.map((bar, c) => (
            <rect
              key={`${one.name}-${categories[c] ?? c}`}
              {...bar}
              className={fillRecipe({ tone: one.tone })}
            />
          )),
        )}
      </svg>
      {/* The month labels are HTML under the bars (SVG text would grow with the chart's width). */}
      <div
        className={axisRowStyle}
        style={{ gridTemplateColumns: `repeat(${Math.max(1, categories.length)}, minmax(0, 1fr))` }}
        aria-hidden="true"
      >
        {categories.map((category) => (
          <span key={category}>{category}</span>
        ))}
      </div>
      <ul className={legendStyle} aria-hidden="true">
        {series.map((one) => (
          <li key={one.name} className={legendItemStyle}>
            <span className={cx(swatchStyle, backgroundRecipe({ tone: one.tone }))} />
            {one.name}
          </li>
        ))}
      </ul>
      <table id={`${id}-table`} className={css({ srOnly: true })}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Period</th>
            {series.map((one) => (
              <th key={one.name} scope="col">
                {one.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {categories.map((category, c) => (
            <tr key={category}>
              <th scope="row">{category}</th>
              {series.map((one) => (
                <td key={one.name}>{formatValue(one.values[c] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/** The points of a trend line across the box, lowest value at the bottom; flat data sits mid-height. */
export function sparklinePoints(values: readonly number[], width: number, height: number): string {
  if (values.length === 0) return '';
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min;
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  return values
    .map((value, index) => {
      const y = span === 0 ? height / 2 : height - ((value - min) / span) * height;
      return `${round(index * step)},${round(y)}`;
    })
    .join(' ');
}

const round = (value: number) => Math.round(value * 100) / 100;

export interface SparklineProps {
  values: readonly number[];
  /** Read out instead of the line, e.g. 'Trend over 6 months: 14, 13, 12, 12, 11, 11 days'. */
  label: string;
  tone?: ChartTone;
  className?: string;
}

/** A small trend line under a figure; an image named by its label. */
export function Sparkline({ values, label, tone = 'series1', className }: SparklineProps) {
  return (
    <svg
      viewBox="-2 -2 104 28"
      preserveAspectRatio="none"
      className={cx(css({ display: 'block', w: 'full', h: '8', mt: '2' }), className)}
      role="img"
      aria-label={label}
    >
      <polyline
        points={sparklinePoints(values, 100, 24)}
        className={strokeRecipe({ tone })}
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}

export interface ShareBarsProps {
  /** Each part with its share in percent (whole numbers) and a tone. */
  parts: readonly { label: string; percent: number; tone: ChartTone }[];
}

const shareListStyle = cx(plainListStyle, css({ display: 'flex', flexDirection: 'column', gap: '3' }));
const shareRowStyle = css({ display: 'flex', justifyContent: 'space-between', gap: '3', fontSize: 'sm' });
const trackStyle = css({ h: '2', mt: '1', borderRadius: 'full', bg: 'chart.track', overflow: 'hidden' });

/** A thin bar filled to a percentage; decorative (aria-hidden): the text next to it says the figure. */
export function ProgressTrack({ percent, tone = 'series1' }: { percent: number; tone?: ChartTone }) {
  return (
    <div className={trackStyle} aria-hidden="true">
      <div
        className={cx(backgroundRecipe({ tone }), css({ h: 'full', borderRadius: 'full' }))}
        style={{ width: `${Math.min(100, Math.max(0, percent))}%` }}
      />
    </div>
  );
}

/** Horizontal bars of shares: each row names the part and its percentage in text, the bar repeats it. */
export function ShareBars({ parts }: ShareBarsProps) {
  return (
    <ul className={shareListStyle}>
      {parts.map((part) => (
        <li key={part.label}>
          <div className={shareRowStyle}>
            <span>{part.label}</span>
            <span className={css({ fontWeight: 'semibold' })}>{part.percent}%</span>
          </div>
          <ProgressTrack percent={part.percent} tone={part.tone} />
        </li>
      ))}
    </ul>
  );
}
