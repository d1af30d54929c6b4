import { AppError } from '../../src/domain/errors';
import type { FormDraft, FormErrors } from './recordForm.types';

/** The first field in error, in the order the form's rules list them (the order of the form). */
export const firstErrorField = (errors: FormErrors): string | null =>
  Object.keys(errors).find((field) => errors[field] !== undefined) ?? null;

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The fields whose values differ between two drafts, in the order the first one lists them. */
export const changedFields = (from: FormDraft, to: FormDraft): string[] =>
  Object.keys({ ...from, ...to }).filter((field) => !same(from[field], to[field]));

/** A draft is dirty while any value differs from the one loaded (or the blank form). */
export const isDirty = (initial: FormDraft, draft: FormDraft): boolean =>
  changedFields(initial, draft).length > 0;

/**
 * A three-way merge (issue 37 item 5): the record as it is now (`theirs`) with only the fields this
 * user changed over the version the form was opened on (`base`) written over it. A field both changed
 * takes mine; a field only they changed keeps theirs, so saving mine never reverts their work.
 */
export const mergeDrafts = (base: FormDraft, theirs: FormDraft, mine: FormDraft): FormDraft => ({
  ...theirs,
  ...Object.fromEntries(changedFields(base, mine).map((field) => [field, mine[field]])),
});

/** What the 'Changed since you opened it' question names: their changed fields, and those both changed. */
export function conflictFields(base: FormDraft, theirs: FormDraft, mine: FormDraft) {
  const theirChanges = changedFields(base, theirs);
  const mineChanged = new Set(changedFields(base, mine));
  return {
    theirChanges,
    bothChanged: theirChanges.filter((field) => mineChanged.has(field) && !same(theirs[field], mine[field])),
  };
}

/**
 * A save tried while the browser is offline fails at once with this (decision 0240): the seed's
 * offline words ('You appear to be offline', seed A §8) and what happens to the typed values.
 */
export const OFFLINE_SAVE_MESSAGE =
  'You appear to be offline. Your changes are kept on this device; save again once you are back online.';
export const offlineSaveError = (): AppError =>
  new AppError('NETWORK_ERROR', OFFLINE_SAVE_MESSAGE, { messages: [OFFLINE_SAVE_MESSAGE] });

/** A kept draft is worth offering only when it differs from what the form would show anyway. */
export const isRestorable = (initial: FormDraft, stored: FormDraft | null): stored is FormDraft =>
  stored !== null && isDirty(initial, { ...initial, ...stored });
