import type { SnapshotFrom } from 'xstate';
import type { AppError } from '../../src/domain/errors';
import type { recordMachine } from './record.machine';
import type { RecordEvent } from './record.types';

type Snapshot = SnapshotFrom<typeof recordMachine>;

/** What a detail screen binds, so its JSX never asks which state the machine is in. */
export interface RecordView<Row> {
  record: Row | null;
  /** Nothing to show yet. */
  loading: boolean;
  /** The record is on screen and being read again. */
  reloading: boolean;
  notFound: boolean;
  error: { error: AppError; onRetry: () => void } | null;
  reload: () => void;
  remove: {
    /** Opens the confirmation. */
    request: () => void;
    confirmOpen: boolean;
    pending: boolean;
    confirm: () => void;
    cancel: () => void;
    /** Why the last removal failed. */
    error: AppError | null;
  };
  restore: {
    /** Makes the archived record active again, then reads it again. */
    run: () => void;
    pending: boolean;
    /** Why the last restore failed. */
    error: AppError | null;
  };
}

/** The record machine's snapshot as props and handlers for a detail screen. */
export function connectRecord<Row>(snapshot: Snapshot, send: (event: RecordEvent) => void): RecordView<Row> {
  const { context } = snapshot;
  const record = context.record as Row | null;
  const removing = snapshot.matches('removing');
  return {
    record,
    loading: snapshot.matches('loading') && record === null,
    reloading: snapshot.matches('loading') && record !== null,
    notFound: snapshot.matches('notFound'),
    error:
      snapshot.matches('failed') && context.error
        ? { error: context.error, onRetry: () => send({ type: 'record.reload' }) }
        : null,
    reload: () => send({ type: 'record.reload' }),
    remove: {
      request: () => send({ type: 'record.remove' }),
      confirmOpen: snapshot.matches('confirmingRemove') || removing,
      pending: removing,
      confirm: () => send({ type: 'record.confirmRemove' }),
      cancel: () => send({ type: 'record.cancelRemove' }),
      error: context.removeError,
    },
    restore: {
      run: () => send({ type: 'record.restore' }),
      pending: snapshot.matches('restoring'),
      error: context.restoreError,
    },
  };
}
