import * as v from 'valibot';

/** Field schemas shared by several bodies; messages are the seeds' user-facing texts. */

/** A required text: trimmed, non-empty, with one message for missing and blank. */
export const requiredText = (message: string) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message));

/** Email: 'Email is required' / 'Enter a valid email address' (seed A §5), lower-cased. */
export const emailField = v.pipe(
  v.string('Email is required'),
  v.trim(),
  v.nonEmpty('Email is required'),
  v.email('Enter a valid email address'),
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
