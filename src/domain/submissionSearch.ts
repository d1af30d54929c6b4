import { matchesName } from './nameMatch';
import { submissionCustomerName } from './names';
import type { Submission } from './submission';

/** The search box's text as a search: trimmed, lower-cased, a leading '#' (as ids are shown) dropped. */
export function normaliseSubmissionSearch(text: string | null | undefined): string {
  return (text ?? '').trim().replace(/^#\s*/, '').toLowerCase();
}

/**
 * The submission number the text names ('#12', '12'), or null when it is not a number. A search that
 * names one shows that submission first, however many newer ones mention the digits in their notes.
 */
export function submissionNumberIn(text: string | null | undefined): string | null {
  const needle = normaliseSubmissionSearch(text);
  return /^[1-9]\d{0,14}$/.test(needle) ? needle : null;
}

/**
 * Whether a submission answers the list's free-text search: the submission number exactly, or the text
 * inside the notes (case-insensitive), or the customer's name as names match everywhere (`matchesName`).
 * An empty search matches every submission.
 */
export function matchesSubmissionSearch(submission: Submission, text: string): boolean {
  const needle = normaliseSubmissionSearch(text);
  if (needle === '') return true;
  if (submission.id.toLowerCase() === needle) return true;
  if (submission.notes.toLowerCase().includes(needle)) return true;
  return matchesName([submissionCustomerName(submission)], needle);
}
