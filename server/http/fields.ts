import * as v from 'valibot';
import { MESSAGES, PHONE_MIN_LENGTH, ZIP_MIN_LENGTH, isValidEmail } from '../../src/domain/formRules';
import { isUsStateCode } from '../../src/domain/usStates';

/**
 * Field schemas shared by several bodies. The rules and messages are the domain's (the same the forms
 * apply in the browser), so the server never disagrees with a form that let a value through.
 */

/**
 * Longest text each kind of field stores (issue 11: 900 KB names were stored). Names 100 and notes
 * 1000 as the seeds' forms allow; the rest generous for real values yet far from absurd.
 */
export const LIMITS = {
  name: 100,
  note: 1000,
  email: 254,
  phone: 40,
  zip: 20,
  code: 50,
  text: 200,
  description: 1000,
  password: 1024,
} as const;

/**
 * '{field} must be at most N characters'; issueMessages puts the field's key in place of {field}, so
 * one rule serves every field.
 */
export const capped = (label: string, max: number) =>
  v.maxLength<string, number, string>(max, `${label} must be at most ${max} characters`);
export const maxChars = (max: number) => capped('{field}', max);

/**
 * A required text: trimmed, non-empty, with one message for missing, null and blank. (A missing key
 * must not fall through to valibot's generic "Invalid key" text: the field's own message is clearer.)
 */
export const requiredText = (message: string, max: number = LIMITS.text) =>
  v.pipe(
    v.optional(v.nullable(v.string(message)), ''),
    v.transform((value) => (value ?? '').trim()),
    v.nonEmpty(message),
    maxChars(max),
  );

/** Email: 'Email is required' / 'Enter a valid email address' (seed A §5), lower-cased. */
export const emailField = v.pipe(
  requiredText(MESSAGES.emailRequired),
  v.check(isValidEmail, MESSAGES.emailInvalid),
  v.toLowerCase(),
  maxChars(LIMITS.email),
);

/** Optional text: absent or null becomes ''. */
export const optionalText = (max: number = LIMITS.text) =>
  v.pipe(
    v.optional(v.nullable(v.string()), ''),
    v.transform((value) => (value ?? '').trim()),
    maxChars(max),
  );
export const optionalString = optionalText();

/** Optional text where empty means null (catalogue descriptions, qualifier names). */
export const nullableText = (max: number = LIMITS.description) =>
  v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((value) => {
      const text = (value ?? '').trim();
      return text === '' ? null : text;
    }),
    v.check((text) => text === null || text.length <= max, `{field} must be at most ${max} characters`),
  );

/** A search filter: any text up to the longest a stored field can hold; null or absent is no filter. */
export const optionalFilter = v.optional(v.nullable(v.pipe(v.string(), maxChars(LIMITS.email))));

/** Phone when given: at least 7 characters ('Phone number looks too short'). */
export const optionalPhone = v.pipe(
  optionalText(LIMITS.phone),
  v.check((value) => value === '' || value.length >= PHONE_MIN_LENGTH, MESSAGES.phoneTooShort),
);

/** Zip when given: at least 4 characters ('Zip code looks too short'). */
export const optionalZip = v.pipe(
  optionalText(LIMITS.zip),
  v.check((value) => value === '' || value.length >= ZIP_MIN_LENGTH, MESSAGES.zipTooShort),
);

/** A state, when given, is one of the 50 states or DC, stored upper-case. */
export const optionalState = v.pipe(
  optionalString,
  v.toUpperCase(),
  v.check((value) => value === '' || isUsStateCode(value), 'Choose a US state'),
);

/**
 * A list of at most `max` items: without a cap one search could bind more SQL variables or ORDER BY
 * terms than SQLite allows (issue 11) and answer 500 instead of 400.
 */
export const listOf = <const Item extends v.GenericSchema<unknown, unknown>>(
  item: Item,
  max: number,
  label: string,
) =>
  v.pipe(
    v.array(item, `${label} must be a list`),
    v.maxLength(max, `${label} may hold at most ${max} entries`),
  );

export const optionalBoolean = (fallback: boolean) => v.optional(v.boolean(), fallback);
