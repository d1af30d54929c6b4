import { assign, fromPromise, setup } from 'xstate';
import { toAppError } from '../../src/domain/errors';
import { notProvided } from '../shared';
import { isNotFound } from './record.rules';
import type {
  LoadRecordInput,
  RecordContext,
  RecordEvent,
  RecordInput,
  RestoreRecordInput,
} from './record.types';

/**
 * One record read from the backend (screen-scoped: one per visit of a detail screen): loading, then
 * showing, not found or failed; a reload keeps the record on screen; removal asks for confirmation
 * first, shows its pending state, and on success tells the app (which leaves the screen).
 */
export const recordMachine = setup({
  types: {
    context: {} as RecordContext,
    events: {} as RecordEvent,
    input: {} as RecordInput,
  },
  actors: {
    loadRecord: fromPromise<unknown, LoadRecordInput>(notProvided('record', 'loadRecord')),
    removeRecord: fromPromise<void, LoadRecordInput>(notProvided('record', 'removeRecord')),
    restoreRecord: fromPromise<void, RestoreRecordInput>(notProvided('record', 'restoreRecord')),
  },
  actions: {
    storeRecord: assign((_, params: { record: unknown }) => ({ record: params.record, error: null })),
    storeError: assign((_, params: { error: unknown }) => ({ error: toAppError(params.error) })),
    storeRemoveError: assign((_, params: { error: unknown }) => ({ removeError: toAppError(params.error) })),
    clearRemoveError: assign({ removeError: null }),
    storeRestoreError: assign((_, params: { error: unknown }) => ({
      restoreError: toAppError(params.error),
    })),
    clearRestoreError: assign({ restoreError: null }),
    /** The app's reaction to a removal (a toast, then back to the list). */
    removed: () => {},
    /** The app's reaction to a restore (a toast; the record is read again). */
    restored: () => {},
  },
  guards: {
    notFound: (_, params: { error: unknown }) => isNotFound(params.error),
  },
}).createMachine({
  id: 'record',
  description:
    'A detail screen’s record: load, not found, failed, reload, remove with confirmation, restore an archived one.',
  context: ({ input }) => ({
    id: input.id,
    record: null,
    error: null,
    removeError: null,
    restoreError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'A loading state, or the record on screen while it reloads.',
      invoke: {
        id: 'loadRecord',
        src: 'loadRecord',
        input: ({ context }) => ({ id: context.id }),
        onDone: {
          target: 'showing',
          actions: { type: 'storeRecord', params: ({ event }) => ({ record: event.output }) },
        },
        onError: [
          {
            guard: { type: 'notFound', params: ({ event }) => ({ error: event.error }) },
            target: 'notFound',
          },
          {
            target: 'failed',
            actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    showing: {
      description: "The record's details, with its actions.",
      on: {
        'record.reload': { target: 'loading' },
        'record.remove': { target: 'confirmingRemove', actions: 'clearRemoveError' },
        'record.restore': { target: 'restoring', actions: 'clearRestoreError' },
      },
    },
    restoring: {
      description:
        'An archived record made active again (a catalogue’s Restore: nothing to confirm, it undoes an archive); then read again.',
      invoke: {
        id: 'restoreRecord',
        src: 'restoreRecord',
        // the record as shown: its version goes with the call (If-Match)
        input: ({ context }) => ({ id: context.id, record: context.record }),
        onDone: { target: 'loading', actions: 'restored' },
        onError: {
          target: 'showing',
          actions: { type: 'storeRestoreError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    confirmingRemove: {
      description: "The confirmation dialog, e.g. 'Remove {name} from customers?'.",
      on: {
        'record.confirmRemove': { target: 'removing' },
        'record.cancelRemove': { target: 'showing' },
      },
    },
    removing: {
      description: "The confirm button shows its pending text (e.g. 'Removing…').",
      invoke: {
        id: 'removeRecord',
        src: 'removeRecord',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'removed' },
        onError: {
          target: 'showing',
          actions: { type: 'storeRemoveError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    removed: {
      description: 'The record is gone; the app moves on (usually to the list).',
      type: 'final',
      entry: 'removed',
    },
    notFound: {
      description: "'… not found' with a way back to the list.",
      type: 'final',
    },
    failed: {
      description: 'The load failed: its message and Try again.',
      on: { 'record.reload': { target: 'loading' } },
    },
  },
});
