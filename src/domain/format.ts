import { toDate } from './time';
import type { DateInput } from './time';

/** What every formatter shows for a missing or unreadable value. */
export const EMPTY_VALUE = '—';

export interface DateFormatOptions {
  /** IANA zone; the browser's own zone when omitted. Tests pin it for stable output. */
  timeZone?: string;
}

const currencyFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const wholeDollarFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

// Intl formatters are costly to build; keep one per zone and shape.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
type DateShape = 'date' | 'time' | 'dateTime' | 'stamp' | 'stampWithYear';
function dateFormat(shape: DateShape, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${shape}|${timeZone ?? ''}`;
  let format = dateFormats.get(key);
  if (!format) {
    const date: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };
    const time: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
    // A history's stamp (issue 41): 'Nov 27, 10:42', on a 24-hour clock; the year only when not this one.
    const stamp: Intl.DateTimeFormatOptions = {
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    };
    const shapes: Record<DateShape, Intl.DateTimeFormatOptions> = {
      date,
      time,
      dateTime: { ...date, ...time },
      stamp,
      stampWithYear: { ...stamp, year: 'numeric' },
    };
    const parts = shapes[shape];
    format = new Intl.DateTimeFormat('en-US', { ...parts, timeZone });
    dateFormats.set(key, format);
  }
  return format;
}

/** '$1,499.00'. Not a finite number → '—'. Negative zero shows as '$0.00'. */
export function formatCurrency(value: number | null | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return EMPTY_VALUE;
  return currencyFormat.format(value === 0 ? 0 : value);
}

/** '$12,345': whole dollars for summaries (lifetime value, sales). Not a finite number → '—'. */
export function formatDollars(value: number | null | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return EMPTY_VALUE;
  const formatted = wholeDollarFormat.format(value);
  return formatted === '-$0' ? '$0' : formatted;
}

/** '1,235' (no decimals). Not a finite number → '—'. */
export function formatNumber(value: number | null | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return EMPTY_VALUE;
  const formatted = numberFormat.format(value);
  // Rounding a small negative to zero would read '-0'.
  return formatted === '-0' ? '0' : formatted;
}

/** 'Jan 5, 2026'. Missing or invalid → '—'. A date-only string is that calendar day. */
export function formatDate(value: DateInput, options: DateFormatOptions = {}): string {
  const date = toDate(value);
  return date ? dateFormat('date', options.timeZone).format(date) : EMPTY_VALUE;
}

/** '3:04 PM'. Missing or invalid → '—'. */
export function formatTime(value: DateInput, options: DateFormatOptions = {}): string {
  const date = toDate(value);
  return date ? dateFormat('time', options.timeZone).format(date) : EMPTY_VALUE;
}

/** 'Jan 5, 2026, 3:04 PM'. Missing or invalid → '—'. */
export function formatDateTime(value: DateInput, options: DateFormatOptions = {}): string {
  const date = toDate(value);
  return date ? dateFormat('dateTime', options.timeZone).format(date) : EMPTY_VALUE;
}

/**
 * 'Nov 27, 10:42': when a history entry was made (issue 41, decision 0432); 'Nov 27, 2025, 10:42'
 * when it was not this year. Missing or invalid → '—'.
 */
export function formatStamp(value: DateInput, options: DateFormatOptions & { now?: Date } = {}): string {
  const date = toDate(value);
  if (!date) return EMPTY_VALUE;
  const year = (at: Date) =>
    new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: options.timeZone }).format(at);
  const sameYear = year(date) === year(options.now ?? new Date());
  return dateFormat(sameYear ? 'stamp' : 'stampWithYear', options.timeZone).format(date);
}

/** The dashboard's 'Last refreshed {time}'. */
export const lastRefreshedText = (at: DateInput, options: DateFormatOptions = {}): string =>
  `Last refreshed ${formatTime(at, options)}`;

/** A count with its noun agreeing: '1 customer', '1,204 customers'. */
export const countOf = (count: number, noun: { one: string; many: string }): string =>
  `${formatNumber(count)} ${count === 1 ? noun.one : noun.many}`;

/**
 * A list's 'Showing …' line (decision 0362): a range with an en dash, 'Showing 1–20 of 240 customers';
 * a single row without one, 'Showing 1 of 1 customer', 'Showing 21 of 21 customers'; the noun agrees
 * with the total.
 */
export function showingText(
  range: { from: number; to: number },
  total: number,
  noun: { one: string; many: string },
): string {
  const shown =
    range.from === range.to
      ? formatNumber(range.from)
      : `${formatNumber(range.from)}–${formatNumber(range.to)}`;
  return `Showing ${shown} of ${countOf(total, noun)}`;
}
