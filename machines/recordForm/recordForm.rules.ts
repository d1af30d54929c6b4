import { AppError } from '../../src/domain/errors';
import type { FormDraft, FormErrors } from './recordForm.types';

/** The first field in error, in the order the form's rules list them (the order of the form). */
export const firstErrorField = (errors: FormErrors): string | null =>
  Object.keys(errors).find((field) => errors[field] !== undefined) ?? null;

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** A draft is dirty while any value differs from the one loaded (or the blank form). */
export const isDirty = (initial: FormDraft, draft: FormDraft): boolean =>
  Object.keys({ ...initial, ...draft }).some((field) => !same(initial[field], draft[field]));

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
