import { render, screen, within } from '@testing-library/react';
import { BarChart, barLayout, Sparkline, sparklinePoints } from '../../src/ui';

test('bars scale to the largest value, sit on the axis and never go below it', () => {
  const [first, second] = barLayout(2, 2, [
    [50, 100],
    [0, -10],
  ]);
  expect(first?.[1]?.height).toBeGreaterThan(first?.[0]?.height ?? Infinity);
  expect((first?.[0]?.height ?? 0) * 2).toBeCloseTo(first?.[1]?.height ?? 0);
  expect(second?.[0]?.height).toBe(0);
  expect(second?.[1]?.height).toBe(0);
  for (const bar of [...(first ?? []), ...(second ?? [])]) expect(bar.y + bar.height).toBeCloseTo(120);
});

test('a trend line runs from left to right with the highest value at the top; flat data is level', () => {
  expect(sparklinePoints([1, 3, 2], 100, 20)).toBe('0,20 50,0 100,10');
  expect(sparklinePoints([5, 5], 100, 20)).toBe('0,10 100,10');
  expect(sparklinePoints([], 100, 20)).toBe('');
});

test('a bar chart is a named image whose figures are also a table', () => {
  render(
    <BarChart
      title="Revenue by month"
      categories={['Jan', 'Feb']}
      series={[{ name: 'Revenue', values: [1200, 3400], tone: 'series1' }]}
      formatValue={(value) => `$${value.toLocaleString('en-US')}`}
    />,
  );
  const image = screen.getByRole('img', { name: 'Revenue by month' });
  const tableId = image.getAttribute('aria-describedby') ?? '';
  const table = screen.getByRole('table', { name: 'Revenue by month' });
  expect(table.id).toBe(tableId);
  expect(within(table).getByRole('row', { name: 'Feb $3,400' })).toBeInTheDocument();
});

test('a sparkline reads its label', () => {
  render(<Sparkline values={[1, 2]} label="Trend Jan–Feb: 1, 2 days" />);
  expect(screen.getByRole('img', { name: 'Trend Jan–Feb: 1, 2 days' })).toBeInTheDocument();
});
