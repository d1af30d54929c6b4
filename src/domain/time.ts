/** Time helpers shared by the dashboard rules, customer recency and formatting. */

export const MS_PER_HOUR = 60 * 60 * 1000;
export const MS_PER_DAY = 24 * MS_PER_HOUR;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Anything a caller may hold for a moment in time. */
export type DateInput = string | number | Date | null | undefined;

/**
 * Milliseconds since the epoch, or null when the value is missing or not a date.
 * A date-only string ('2026-01-05') means that calendar day in local time: the platform would read it
 * as UTC midnight, which shows as the previous day west of Greenwich.
 */
export function toTimestamp(value: DateInput): number | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime();
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.trim();
  if (text === '') return null;
  const dateOnly = DATE_ONLY.exec(text);
  if (dateOnly) {
    const [, year, month, day] = dateOnly;
    const local = new Date(Number(year), Number(month) - 1, Number(day));
    // new Date() rolls 2026-02-31 over to March; a calendar day that does not exist is not a date.
    return local.getMonth() === Number(month) - 1 ? local.getTime() : null;
  }
  const parsed = Date.parse(text);
  return Number.isNaN(parsed) ? null : parsed;
}

/** The value as a Date, or null when it is missing or invalid. */
export function toDate(value: DateInput): Date | null {
  const timestamp = toTimestamp(value);
  return timestamp === null ? null : new Date(timestamp);
}

/** Milliseconds from `value` to `now`; negative when the value lies in the future; null when missing. */
export function ageInMs(value: DateInput, now: Date): number | null {
  const timestamp = toTimestamp(value);
  return timestamp === null ? null : now.getTime() - timestamp;
}

/**
 * Whole days elapsed from `value` to `now` (rounded down), never negative: a timestamp slightly in the
 * future (clock skew between server and browser) reads as 0 days. Null when missing or invalid.
 */
export function wholeDaysSince(value: DateInput, now: Date): number | null {
  const age = ageInMs(value, now);
  return age === null ? null : Math.max(0, Math.floor(age / MS_PER_DAY));
}

/**
 * True when `value` happened at most `windowMs` before `now`, the boundary included ("within 24 hours"
 * counts something updated exactly 24 hours ago). Future timestamps count as within any window.
 */
export function isWithin(value: DateInput, windowMs: number, now: Date): boolean {
  const age = ageInMs(value, now);
  return age !== null && age <= windowMs;
}
