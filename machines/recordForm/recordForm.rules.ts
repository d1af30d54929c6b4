import type { FormDraft, FormErrors } from './recordForm.types';

/** The first field in error, in the order the form's rules list them (the order of the form). */
export const firstErrorField = (errors: FormErrors): string | null =>
  Object.keys(errors).find((field) => errors[field] !== undefined) ?? null;

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** A draft is dirty while any value differs from the one loaded (or the blank form). */
export const isDirty = (initial: FormDraft, draft: FormDraft): boolean =>
  Object.keys({ ...initial, ...draft }).some((field) => !same(initial[field], draft[field]));
