import * as v from 'valibot';
import { MESSAGES, PHONE_MIN_LENGTH, ZIP_MIN_LENGTH, isValidEmail } from '../../src/domain/formRules';
import { isUsStateCode } from '../../src/domain/usStates';

/**
 * Field schemas shared by several bodies. The rules and messages are the domain's (the same the forms
 * apply in the browser), so the server never disagrees with a form that let a value through.
 */

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
  requiredText(MESSAGES.emailRequired),
  v.check(isValidEmail, MESSAGES.emailInvalid),
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
  v.check((value) => value === '' || value.length >= PHONE_MIN_LENGTH, MESSAGES.phoneTooShort),
);

/** Zip when given: at least 4 characters ('Zip code looks too short'). */
export const optionalZip = v.pipe(
  optionalString,
  v.check((value) => value === '' || value.length >= ZIP_MIN_LENGTH, MESSAGES.zipTooShort),
);

/** A state, when given, is one of the 50 states or DC, stored upper-case. */
export const optionalState = v.pipe(
  optionalString,
  v.toUpperCase(),
  v.check((value) => value === '' || isUsStateCode(value), 'Choose a US state'),
);

export const optionalBoolean = (fallback: boolean) => v.optional(v.boolean(), fallback);
