import {
  AGEING_COLLECTIONS_DAYS,
  AGEING_FOLLOW_UP_DAYS,
  AGEING_LATE_FEE_DAYS,
  type AgeingBucket,
  INVOICES_PAID_WINDOW_MS,
} from './dashboard';
import { formatDate, formatDateTime } from './format';
import type { StatusCode } from './status';
import { STATUS_LABELS, STATUS_TONES } from './statuses';
import type { SubmissionSearch } from './submission';
import { MS_PER_DAY } from './time';

/**
 * The submissions list's filters as its URL keeps them (issue 37 item 7, decisions 0365 and 0366),
 * each the search field of the same name:
 * - `status`: a status named as its badge tone ('in-progress'), or 'open' (neither Completed nor
 *   Cancelled, as the dashboard's rules read it);
 * - `prescreening=requested`: prescreening 2 or 3;
 * - `changeRequests=yes`: on hold, or notes naming an invoice change;
 * - `createdFrom`, `createdTo`, `updatedFrom`: inclusive bounds, each a date (its whole UTC day) or
 *   an ISO instant (exact to the millisecond).
 * A value the list does not know is ignored, as every list's URL treats one.
 */
export type SubmissionListFilters = Readonly<Record<string, string>>;

export const OPEN_STATUS = 'open';
export const SUBMISSION_BOUND_FILTERS = ['createdFrom', 'createdTo', 'updatedFrom'] as const;

/** The status code a URL's `status` names, or null for none, 'open' or an unknown name. */
export function statusFilterCode(tone: string | undefined): StatusCode | null {
  const entry = Object.entries(STATUS_TONES).find(([, name]) => name === tone);
  return entry ? (Number(entry[0]) as StatusCode) : null;
}

/** A bound as the search takes it: 'YYYY-MM-DD' or a full ISO instant; anything else is no bound. */
function bound(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/** What the URL's filters ask the search for; a filter left out asks nothing. */
export function submissionSearchFilters(filters: SubmissionListFilters): Partial<SubmissionSearch> {
  const search: {
    -readonly [K in keyof SubmissionSearch]?: SubmissionSearch[K];
  } = {};
  const status = statusFilterCode(filters['status']);
  if (status !== null) search.statuses = [status];
  if (filters['status'] === OPEN_STATUS) search.open = true;
  if (filters['prescreening'] === 'requested') search.prescreening = [2, 3];
  if (filters['changeRequests'] === 'yes') search.changeRequests = true;
  for (const name of SUBMISSION_BOUND_FILTERS) {
    const value = bound(filters[name]);
    if (value !== undefined) search[name] = value;
  }
  return search;
}

const boundText = (value: string): string =>
  value.length === 10 ? formatDate(`${value}T00:00:00.000Z`, { timeZone: 'UTC' }) : formatDateTime(value);

/** The list's summary of its active filters, one phrase each ('Status: Open', 'Created from …'). */
export function submissionFilterPhrases(filters: SubmissionListFilters): string[] {
  const search = submissionSearchFilters(filters);
  const phrases: string[] = [];
  const status = search.statuses?.[0];
  if (status !== undefined) phrases.push(`Status: ${STATUS_LABELS[status]}`);
  if (search.open) phrases.push('Status: Open (not Completed or Cancelled)');
  if (search.prescreening) phrases.push('Prescreening requested');
  if (search.changeRequests) phrases.push('On hold or notes mention an invoice change');
  if (search.createdFrom) phrases.push(`Created from ${boundText(search.createdFrom)}`);
  if (search.createdTo) phrases.push(`Created to ${boundText(search.createdTo)}`);
  if (search.updatedFrom) phrases.push(`Updated since ${boundText(search.updatedFrom)}`);
  return phrases;
}

export type DashboardFigure =
  'invoicesPaid' | 'changeRequests' | 'awaitingPrescreen' | 'outForGrading' | AgeingBucket;

const at = (asOf: Date, msBefore: number): string => new Date(asOf.getTime() - msBefore).toISOString();
const daysBefore = (asOf: Date, days: number, extraMs = 0): string => at(asOf, days * MS_PER_DAY - extraMs);

/**
 * The list filters saying exactly what each dashboard figure counts as of the board's instant
 * `asOf` (src/domain/dashboard.ts). Ageing: an age of N whole days is a creation at or before
 * asOf − N days, so the bucket [min, max) days is created from (asOf − max days) + 1 ms to
 * asOf − min days, both inclusive (stored times are whole milliseconds).
 */
export function dashboardFigureFilters(asOf: Date): Record<DashboardFigure, SubmissionListFilters> {
  const ageing = (minDays: number, maxDays: number | null): SubmissionListFilters => ({
    status: OPEN_STATUS,
    ...(maxDays === null ? {} : { createdFrom: daysBefore(asOf, maxDays, 1) }),
    createdTo: daysBefore(asOf, minDays),
  });
  return {
    invoicesPaid: { status: STATUS_TONES[2], updatedFrom: at(asOf, INVOICES_PAID_WINDOW_MS) },
    changeRequests: { changeRequests: 'yes' },
    awaitingPrescreen: { status: OPEN_STATUS, prescreening: 'requested' },
    outForGrading: { status: STATUS_TONES[1] },
    followUp: ageing(AGEING_FOLLOW_UP_DAYS, AGEING_LATE_FEE_DAYS),
    lateFee: ageing(AGEING_LATE_FEE_DAYS, AGEING_COLLECTIONS_DAYS),
    collections: ageing(AGEING_COLLECTIONS_DAYS, null),
  };
}

/** The submissions list's address filtered by `filters`. */
export const submissionListHref = (filters: SubmissionListFilters): string =>
  `/submissions?${new URLSearchParams(filters as Record<string, string>).toString()}`;
