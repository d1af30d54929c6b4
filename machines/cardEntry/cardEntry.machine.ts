import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../shared';
import {
  canSave,
  entryFields,
  keptValues,
  problemsOf,
  sameValues,
  savedValues,
  shownValues,
} from './cardEntry.rules';
import type {
  CardEntryContext,
  CardEntryEvent,
  CardEntryInput,
  EntryValues,
  SaveRowInput,
} from './cardEntry.types';

const without = <T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> =>
  Object.fromEntries(Object.entries(record).filter(([id]) => id !== key));

/**
 * Per-card fields typed down a list (decision 0520): a submission's cards with their year, set,
 * subject and card number, or an order's cards with their declared values. What is typed stays a draft
 * until Enter (or leaving the card's row) saves it; a card's save waits while another is sent, one at a
 * time; the rules are checked before sending, with the server's texts; a failed save keeps the draft
 * and says why; reading the list again keeps every draft that still differs.
 */
export const cardEntryMachine = setup({
  types: {
    context: {} as CardEntryContext,
    events: {} as CardEntryEvent,
    input: {} as CardEntryInput,
  },
  actors: {
    saveRow: fromPromise<unknown, SaveRowInput>(notProvided('cardEntry', 'saveRow')),
  },
  actions: {
    edit: assign(({ context }, params: { rowId: string; field: string; value: string }) => {
      const known =
        entryFields(context.check).includes(params.field) &&
        context.rows.some((row) => row.id === params.rowId);
      if (!known) return {};
      const draft: EntryValues = { ...shownValues(context, params.rowId), [params.field]: params.value };
      const unchanged = sameValues(context.check, draft, savedValues(context, params.rowId));
      return {
        drafts: unchanged
          ? without(context.drafts, params.rowId)
          : { ...context.drafts, [params.rowId]: draft },
        saved: context.saved.filter((id) => id !== params.rowId),
      };
    }),
    enqueue: assign(({ context }, params: { rowId: string }) => ({
      queue: [...context.queue, params.rowId],
    })),
    /** The first waiting card goes out with what its fields show now. */
    takeNext: assign(({ context }) => {
      const [rowId, ...rest] = context.queue;
      if (rowId === undefined) return {};
      return { sending: { rowId, values: shownValues(context, rowId) }, queue: rest };
    }),
    /** Waiting cards typed back to what was saved, or into what the rules refuse, are not sent. */
    pruneQueue: assign(({ context }) => ({
      queue: context.queue.filter((rowId) => canSave({ ...context, queue: [] }, rowId)),
    })),
    storeSaved: assign(({ context }) => {
      if (!context.sending) return {};
      const { rowId, values } = context.sending;
      const kept = keptValues(context.check, values);
      const draft = context.drafts[rowId];
      // A draft typed while the save ran stays a draft; the one that was sent is now saved.
      const settled =
        !draft || sameValues(context.check, draft, values) || sameValues(context.check, draft, kept);
      return {
        rows: context.rows.map((row) => (row.id === rowId ? { ...row, values: kept } : row)),
        drafts: settled ? without(context.drafts, rowId) : context.drafts,
        failed: without(context.failed, rowId),
        saved: settled ? [...context.saved.filter((id) => id !== rowId), rowId] : context.saved,
        sending: null,
      };
    }),
    storeFailed: assign(({ context }, params: { error: unknown }) => ({
      failed: context.sending
        ? { ...context.failed, [context.sending.rowId]: problemsOf(params.error) }
        : context.failed,
      sending: null,
    })),
    /** The list as read again: saved values replaced, drafts that still differ kept. */
    replaceRows: assign(({ context }, params: { rows: CardEntryContext['rows'] }) => {
      const ids = new Set(params.rows.map((row) => row.id));
      const next = { ...context, rows: params.rows };
      const drafts = Object.fromEntries(
        Object.entries(context.drafts).filter(
          ([rowId, draft]) => ids.has(rowId) && !sameValues(context.check, draft, savedValues(next, rowId)),
        ),
      );
      return {
        rows: params.rows,
        drafts,
        queue: context.queue.filter((rowId) => ids.has(rowId)),
        failed: Object.fromEntries(Object.entries(context.failed).filter(([rowId]) => ids.has(rowId))),
        saved: context.saved.filter((rowId) => ids.has(rowId)),
      };
    }),
    /** A card was saved: the screen may read what depends on it again (the order's totals). */
    saved: (_, _params: { rowId: string }) => {},
  },
  guards: {
    canSave: ({ context }, params: { rowId: string }) => canSave(context, params.rowId),
    hasQueued: ({ context }) => context.queue.length > 0,
  },
}).createMachine({
  id: 'cardEntry',
  description: 'Per-card fields typed down a list: drafts, saved one card at a time, kept through failures.',
  context: ({ input }) => ({ ...input, drafts: {}, queue: [], sending: null, failed: {}, saved: [] }),
  initial: 'idle',
  on: {
    'entry.edit': {
      actions: {
        type: 'edit',
        params: ({ event }) => ({ rowId: event.rowId, field: event.field, value: event.value }),
      },
    },
    'entry.rows': { actions: { type: 'replaceRows', params: ({ event }) => ({ rows: event.rows }) } },
  },
  states: {
    idle: {
      description: 'The cards and their fields; nothing is being saved.',
      on: {
        'entry.save': {
          guard: { type: 'canSave', params: ({ event }) => ({ rowId: event.rowId }) },
          target: 'saving',
          actions: [{ type: 'enqueue', params: ({ event }) => ({ rowId: event.rowId }) }, 'takeNext'],
        },
      },
    },
    saving: {
      description: "One card's values are with the server; another card's save waits its turn.",
      on: {
        'entry.save': {
          guard: { type: 'canSave', params: ({ event }) => ({ rowId: event.rowId }) },
          actions: { type: 'enqueue', params: ({ event }) => ({ rowId: event.rowId }) },
        },
      },
      invoke: {
        id: 'saveRow',
        src: 'saveRow',
        input: ({ context }) => ({
          rowId: context.sending?.rowId ?? '',
          values: context.sending?.values ?? {},
        }),
        onDone: {
          target: 'next',
          actions: [
            { type: 'saved', params: ({ context }) => ({ rowId: context.sending?.rowId ?? '' }) },
            'storeSaved',
          ],
        },
        onError: {
          target: 'next',
          actions: { type: 'storeFailed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    next: {
      description: 'Whether another card waits to be saved.',
      entry: 'pruneQueue',
      always: [{ guard: 'hasQueued', target: 'saving', actions: 'takeNext' }, { target: 'idle' }],
    },
  },
});
