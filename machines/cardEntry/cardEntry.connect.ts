import type { SnapshotFrom } from 'xstate';
import type { cardEntryMachine } from './cardEntry.machine';
import { entryFields, rowProblems, shownValues } from './cardEntry.rules';
import type { CardEntryEvent, EntryValues } from './cardEntry.types';

type Snapshot = SnapshotFrom<typeof cardEntryMachine>;

/** Where a card's values are: as read, typed, waiting for another save, being saved, saved, or failed. */
export type EntryStatus = 'unchanged' | 'changed' | 'waiting' | 'saving' | 'saved' | 'failed';

export interface EntryRowView {
  id: string;
  values: EntryValues;
  /** Why a typed value cannot be saved, by field (the server's texts); only for what was typed. */
  problems: Partial<Record<string, string>>;
  status: EntryStatus;
  /** The status in words: 'Saving…', 'Not saved: …' ('' when there is nothing to say). */
  statusText: string;
}

export interface CardEntryView {
  fields: readonly string[];
  rows: EntryRowView[];
  edit: (rowId: string, field: string, value: string) => void;
  /** Enter in a card's field, or focus leaving its row. */
  save: (rowId: string) => void;
}

const STATUS_TEXT: Readonly<Record<Exclude<EntryStatus, 'failed'>, string>> = {
  unchanged: '',
  changed: 'Not saved yet',
  waiting: 'Waiting to save…',
  saving: 'Saving…',
  saved: 'Saved',
};

export function connectCardEntry(snapshot: Snapshot, send: (event: CardEntryEvent) => void): CardEntryView {
  const { context } = snapshot;
  const sendingId = snapshot.matches('saving') ? context.sending?.rowId : undefined;
  return {
    fields: entryFields(context.check),
    rows: context.rows.map((row): EntryRowView => {
      const draft = context.drafts[row.id];
      const failed = context.failed[row.id];
      const status: EntryStatus =
        sendingId === row.id
          ? 'saving'
          : context.queue.includes(row.id)
            ? 'waiting'
            : failed
              ? 'failed'
              : draft
                ? 'changed'
                : context.saved.includes(row.id)
                  ? 'saved'
                  : 'unchanged';
      return {
        id: row.id,
        values: shownValues(context, row.id),
        problems: draft ? rowProblems(context.check, draft) : {},
        status,
        statusText: status === 'failed' ? `Not saved: ${(failed ?? []).join(' ')}` : STATUS_TEXT[status],
      };
    }),
    edit: (rowId, field, value) => send({ type: 'entry.edit', rowId, field, value }),
    save: (rowId) => send({ type: 'entry.save', rowId }),
  };
}
