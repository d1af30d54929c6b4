import { badRequest } from './errors';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Far enough back for any record and forward for any plan; beyond it a date is a typo or a probe. */
const EARLIEST = Date.UTC(1900, 0, 1);
const LATEST = Date.UTC(9999, 11, 31);

/**
 * A date filter as a half-open range of ISO instants. A date-only value ('2024-05-01') covers that
 * whole UTC day; a full timestamp covers the day it falls on, so "created on/from/to" read as dates.
 * Only four-digit years from 1900 to 9999: '+275760-09-13' parses, but the day after it is past the
 * largest Date and threw a RangeError (a 500) before this check.
 */
export function dayRange(value: string, field: string): { start: string; end: string } {
  const text = value.trim();
  const message = `${field} must be a date (YYYY-MM-DD)`;
  if (!/^\d{4}-\d{2}-\d{2}(?:$|T)/.test(text)) throw badRequest(message);
  const parsed = new Date(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00.000Z` : text);
  if (Number.isNaN(parsed.getTime())) throw badRequest(message);
  // '2024-02-30' parses as 1 March; a day the calendar does not have is refused, not moved.
  const [year, month, day] = text.slice(0, 10).split('-').map(Number);
  const calendar = new Date(0);
  calendar.setUTCFullYear(year ?? 0, (month ?? 0) - 1, day ?? 0);
  if (calendar.getUTCMonth() !== (month ?? 0) - 1 || calendar.getUTCDate() !== day) {
    throw badRequest(`${field} is not a real date`);
  }
  // setUTCFullYear, because Date.UTC reads years 0–99 as 1900–1999.
  const start = new Date(0);
  start.setUTCFullYear(parsed.getUTCFullYear(), parsed.getUTCMonth(), parsed.getUTCDate());
  if (start.getTime() < EARLIEST || start.getTime() > LATEST) {
    throw badRequest(`${field} must be between 1900-01-01 and 9999-12-31`);
  }
  return { start: start.toISOString(), end: new Date(start.getTime() + DAY_MS).toISOString() };
}

/**
 * A search's inclusive bound as the start or the end (exclusive) of a range of instants: a date
 * ('YYYY-MM-DD') covers its whole UTC day; a full ISO instant is exact to the millisecond (stored
 * times are toISOString() text), so the dashboard's figures can link to exactly what they count.
 */
export function boundAt(value: string, field: string, side: 'start' | 'end'): string {
  const day = dayRange(value, field);
  const text = value.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return day[side];
  const instant = new Date(text).getTime();
  return new Date(side === 'start' ? instant : instant + 1).toISOString();
}
