import type { AppError } from '../../src/domain/errors';

export interface RecordContext {
  id: string;
  /** The loaded record; kept on screen while it reloads or a removal runs. */
  record: unknown;
  error: AppError | null;
  /** Why the last removal failed (the record stays on screen). */
  removeError: AppError | null;
  /** Why the last restore failed (the record stays on screen, still archived). */
  restoreError: AppError | null;
}

export interface RecordInput {
  id: string;
}

export type RecordEvent =
  | { type: 'record.reload' }
  /** Asks for the removal confirmation. */
  | { type: 'record.remove' }
  | { type: 'record.confirmRemove' }
  | { type: 'record.cancelRemove' }
  /** Makes an archived record active again (no confirmation: it undoes an archive). */
  | { type: 'record.restore' };

export interface LoadRecordInput {
  id: string;
}

export interface RestoreRecordInput {
  id: string;
  /** The record on screen (its version is sent with the restore). */
  record: unknown;
}
