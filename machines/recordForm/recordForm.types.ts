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
  /** The form stays open after a save (Settings, inline editors) instead of finishing. */
  stayAfterSave: boolean;
  /** An unsaved draft kept from an earlier visit (a reload, a closed tab), offered back until answered. */
  storedDraft: FormDraft | null;
  /** The browser's view of the network: offline, a save fails at once and the draft is kept. */
  online: boolean;
  /**
   * The create's Idempotency-Key: chosen once per intent and kept with the draft through failed saves,
   * so a create whose answer was lost and is sent again makes one record; a new one after each
   * acknowledged save (decision 0230).
   */
  idempotencyKey: string;
  /** Makes the next key from the one before (random; samples count, so paths stay reproducible). */
  newKey: (previous: string | null) => string;
  /** The version the draft started from (null: new, or a server that sends none); sent with a save. */
  version: number | null;
  /** The record as it is now on the server, after a save was refused for an older version. */
  theirs: LoadedDraft | null;
  /**
   * The user's draft, set aside when they loaded their colleague's version, with the values it was
   * typed over: one press brings back the fields they changed.
   */
  setAside: SetAsideDraft | null;
}

/** A draft set aside by 'Load their version' and the starting point it was typed over. */
export interface SetAsideDraft {
  draft: FormDraft;
  base: FormDraft;
}

/** A record as a draft, and the version it was read at. */
export interface LoadedDraft {
  draft: FormDraft;
  version: number | null;
}

export interface RecordFormInput {
  recordId: string | null;
  /** The values of a new record (and the shape of a loaded one). */
  blank: FormDraft;
  validate: (draft: FormDraft) => FormErrors;
  /** Stay open after a save, with the saved values as the new starting point (default: finish). */
  stayAfterSave?: boolean;
  /** The unsaved draft kept in the browser from an earlier visit, if any (the app reads its store). */
  storedDraft?: FormDraft | null;
  /** Whether the browser is online as the form opens (default true). */
  online?: boolean;
  /** Makes Idempotency-Keys from the one before (default: crypto.randomUUID, ignoring it). */
  newKey?: (previous: string | null) => string;
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
  | { type: 'form.retry' }
  /** 'Restore unsaved changes?': Restore puts the kept draft back, Discard forgets it. */
  | { type: 'draft.restore' }
  | { type: 'draft.discard' }
  /** The browser's online and offline events (the connectivity actor). */
  | { type: 'network.online' }
  | { type: 'network.offline' }
  /** After a refused save: replace the draft with the record as it is now (the draft is set aside). */
  | { type: 'form.loadTheirs' }
  /** After a refused save: save the fields this user changed over the record as it is now. */
  | { type: 'form.saveMine' }
  /** Puts back the changes set aside by 'Load their version', over the form as it is now. */
  | { type: 'form.restoreMine' };

export interface LoadDraftInput {
  recordId: string;
}

export interface SaveDraftInput {
  recordId: string | null;
  draft: FormDraft;
  /** Sent with a create (Idempotency-Key). */
  idempotencyKey: string;
  /** Sent with an update (If-Match); null sends none. */
  version: number | null;
}

/** What a save answers: the saved record's id (the app opens its detail). */
export interface SavedRecord {
  id: string;
  /** The saved record's new version, when the form stays open after saving and saves again (issue 40). */
  version?: number;
}
