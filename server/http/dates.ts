import { badRequest } from './errors';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A date filter as a half-open range of ISO instants. A date-only value ('2024-05-01') covers that
 * whole UTC day; a full timestamp covers the day it falls on, so "created on/from/to" read as dates.
 */
export function dayRange(value: string, field: string): { start: string; end: string } {
  const text = value.trim();
  const parsed = new Date(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00.000Z` : text);
  if (Number.isNaN(parsed.getTime())) throw badRequest(`${field} must be a date (YYYY-MM-DD)`);
  const start = new Date(Date.UTC(parsed.getUTCFullYear(), parsed.getUTCMonth(), parsed.getUTCDate()));
  return { start: start.toISOString(), end: new Date(start.getTime() + DAY_MS).toISOString() };
}
