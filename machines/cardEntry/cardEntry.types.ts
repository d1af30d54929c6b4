import type { ServiceKey } from '../../src/domain/submission';

/**
 * What the typed values are checked against: a card's grading description (year, set, subject, card
 * number) or a card's declared value under its order's service (decision 0520).
 */
export type EntryCheck = { kind: 'description' } | { kind: 'declaredValue'; service: ServiceKey };

/** A row's values by field, as typed (text). */
export type EntryValues = Readonly<Record<string, string>>;

/** One card of the list with its saved values. */
export interface EntryRow {
  id: string;
  values: EntryValues;
}

export interface CardEntryInput {
  check: EntryCheck;
  /** The cards down the list, in order, as last read. */
  rows: EntryRow[];
}

export interface CardEntryContext extends CardEntryInput {
  /** What is typed and not saved yet, by card: kept through a failed save and a reread. */
  drafts: Record<string, EntryValues>;
  /** Cards whose save waits for the one being sent, in the order they were asked. */
  queue: string[];
  /** The card being saved and the values sent. */
  sending: { rowId: string; values: EntryValues } | null;
  /** Why a card's last save failed: the server's reasons, or the fallback. */
  failed: Record<string, string[]>;
  /** Cards saved since the list opened (shown as 'Saved' until typed in again). */
  saved: string[];
}

export interface SaveRowInput {
  rowId: string;
  values: EntryValues;
}

export type CardEntryEvent =
  | { type: 'entry.edit'; rowId: string; field: string; value: string }
  | { type: 'entry.save'; rowId: string }
  | { type: 'entry.rows'; rows: EntryRow[] };
