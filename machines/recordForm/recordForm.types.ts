import type { AppError } from '../../src/domain/errors';

/** A form's values by field name; each screen keeps its own typed values (see connectRecordForm). */
export type FormDraft = Readonly<Record<string, unknown>>;
export type FormErrors = Readonly<Partial<Record<string, string>>>;

export interface RecordFormContext {
  /** null for a new record. */
  recordId: string | null;
  draft: FormDraft;
  /** The values as loaded (or blank): the draft is dirty while it differs. */
  initial: FormDraft;
  /** The domain's form rules: a message per field in error, `{}` when the draft may be sent. */
  validate: (draft: FormDraft) => FormErrors;
  errors: FormErrors;
  /** Errors show from the first submit on, then follow every change. */
  showErrors: boolean;
  loadError: AppError | null;
  saveError: AppError | null;
  /** Where the user was going when asked to confirm leaving (null: the form's own Cancel). */
  leaveTo: string | null;
}

export interface RecordFormInput {
  recordId: string | null;
  /** The values of a new record (and the shape of a loaded one). */
  blank: FormDraft;
  validate: (draft: FormDraft) => FormErrors;
}

export type RecordFormEvent =
  | { type: 'form.change'; field: string; value: unknown }
  /** Several fields at once (a toggle that also sets an option). */
  | { type: 'form.set'; values: FormDraft }
  | { type: 'form.submit' }
  /** Cancel (no `to`), or a link out of the form: asks first when there are unsaved changes. */
  | { type: 'form.leave'; to?: string }
  | { type: 'form.confirmLeave' }
  | { type: 'form.stay' }
  | { type: 'form.retry' };

export interface LoadDraftInput {
  recordId: string;
}

export interface SaveDraftInput {
  recordId: string | null;
  draft: FormDraft;
}

/** What a save answers: the saved record's id (the app opens its detail). */
export interface SavedRecord {
  id: string;
}
