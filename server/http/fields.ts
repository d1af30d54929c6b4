import * as v from 'valibot';

/** Something@something.tld with no spaces (the same shape the forms accept). */
export const isValidEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/** Field schemas shared by several bodies; messages are the seeds' user-facing texts. */

/**
 * A required text: trimmed, non-empty, with one message for missing, null and blank. (A missing key
 * must not fall through to valibot's generic "Invalid key" text: the field's own message is clearer.)
 */
export const requiredText = (message: string) =>
  v.pipe(
    v.optional(v.nullable(v.string(message)), ''),
    v.transform((value) => (value ?? '').trim()),
    v.nonEmpty(message),
  );

/** Email: 'Email is required' / 'Enter a valid email address' (seed A §5), lower-cased. */
export const emailField = v.pipe(
  requiredText('Email is required'),
  v.check(isValidEmail, 'Enter a valid email address'),
  v.toLowerCase(),
);

/** Optional text: absent or null becomes ''. */
export const optionalString = v.pipe(
  v.optional(v.nullable(v.string()), ''),
  v.transform((value) => (value ?? '').trim()),
);

/** Optional text where empty means null (catalogue descriptions, qualifier names). */
export const nullableText = v.pipe(
  v.optional(v.nullable(v.string()), null),
  v.transform((value) => {
    const text = (value ?? '').trim();
    return text === '' ? null : text;
  }),
);

/** Phone when given: at least 7 characters ('Phone number looks too short'). */
export const optionalPhone = v.pipe(
  optionalString,
  v.check((value) => value === '' || value.length >= 7, 'Phone number looks too short'),
);

export const optionalBoolean = (fallback: boolean) => v.optional(v.boolean(), fallback);
