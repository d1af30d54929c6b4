import { describe, expect, it } from 'vitest';
import {
  formatCurrency,
  formatDate,
  formatDateTime,
  formatDollars,
  formatNumber,
  formatTime,
  lastRefreshedText,
  showingText,
} from '../../src/domain/format';

const UTC = { timeZone: 'UTC' };

describe('formatDollars', () => {
  it.each([
    [71_370.4, '$71,370'],
    [1_234_567.5, '$1,234,568'],
    [0, '$0'],
    [-0.2, '$0'],
    [-1500, '-$1,500'],
    [Number.POSITIVE_INFINITY, '—'],
    [undefined, '—'],
  ])('%d → %s', (value, text) => {
    expect(formatDollars(value)).toBe(text);
  });
});

describe('formatCurrency', () => {
  it.each([
    [1499, '$1,499.00'],
    [27.5, '$27.50'],
    [0, '$0.00'],
    [-0, '$0.00'],
    [-12.3, '-$12.30'],
    [1_234_567.891, '$1,234,567.89'],
    [Number.NaN, '—'],
    [null, '—'],
  ])('%d → %s', (value, text) => {
    expect(formatCurrency(value)).toBe(text);
  });
});

describe('formatNumber', () => {
  it.each([
    [1234, '1,234'],
    [1234.5, '1,235'],
    [0.4, '0'],
    [-0.4, '0'],
    [Number.POSITIVE_INFINITY, '—'],
    [undefined, '—'],
  ])('%d → %s', (value, text) => {
    expect(formatNumber(value)).toBe(text);
  });
});

describe('formatDate', () => {
  it.each([
    ['2026-01-05T15:04:00Z', 'Jan 5, 2026'],
    ['2025-12-31T23:59:59Z', 'Dec 31, 2025'],
    [Date.UTC(2026, 6, 4), 'Jul 4, 2026'],
    [new Date(Date.UTC(2026, 1, 28)), 'Feb 28, 2026'],
    ['', '—'],
    ['   ', '—'],
    [null, '—'],
    [undefined, '—'],
    ['not a date', '—'],
    [new Date(Number.NaN), '—'],
  ])('%j → %s', (value, text) => {
    expect(formatDate(value, UTC)).toBe(text);
  });

  it('shows a date-only value as that calendar day in any zone', () => {
    expect(formatDate('2026-01-05')).toBe('Jan 5, 2026');
    expect(formatDate('2026-02-31')).toBe('—');
  });
});

describe('times', () => {
  const at = '2026-01-05T15:04:00Z';

  it('formats date and time, and time alone', () => {
    expect(formatDateTime(at, UTC)).toMatch(/^Jan 5, 2026,? 3:04\sPM$/);
    expect(formatTime(at, UTC)).toMatch(/^3:04\sPM$/);
    expect(formatTime(null)).toBe('—');
  });

  it("reads 'Last refreshed {time}'", () => {
    expect(lastRefreshedText(at, UTC)).toMatch(/^Last refreshed 3:04\sPM$/);
  });
});

describe('showingText (decision 0362)', () => {
  const customers = { one: 'customer', many: 'customers' };
  it('reads a range with an en dash and a single row without one, the noun agreeing with the total', () => {
    expect(showingText({ from: 1, to: 20 }, 1240, customers)).toBe('Showing 1–20 of 1,240 customers');
    expect(showingText({ from: 1, to: 1 }, 1, customers)).toBe('Showing 1 of 1 customer');
    expect(showingText({ from: 21, to: 21 }, 21, customers)).toBe('Showing 21 of 21 customers');
  });
});
