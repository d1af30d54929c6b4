/**
 * Building blocks of the form validators. A validator returns a map of field → message holding only
 * the fields in error, so `{}` means the form may be sent.
 */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export const hasErrors = (errors: FieldErrors<string>): boolean =>
  Object.values(errors).some((message) => message !== undefined);

/** Something@something.tld with no spaces: the shape browsers accept for type=email, plus a dot. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isValidEmail = (value: string): boolean => EMAIL_SHAPE.test(value.trim());

export const isBlank = (value: string | null | undefined): boolean => (value?.trim() ?? '') === '';

/** Trimmed text, or null when blank (optional catalogue fields are stored as null). */
export const trimToNull = (value: string | null | undefined): string | null => {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
};

export const MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  passwordRequired: 'Password is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  phoneTooShort: 'Phone number looks too short',
  zipTooShort: 'Zip code looks too short',
} as const;

/** The email rule shared by every form that asks for one. */
export function emailError(value: string): string | undefined {
  if (isBlank(value)) return MESSAGES.emailRequired;
  return isValidEmail(value) ? undefined : MESSAGES.emailInvalid;
}

export const PHONE_MIN_LENGTH = 7;
export const ZIP_MIN_LENGTH = 4;

/** Optional phone on customer and employee forms: when given, at least 7 characters. */
export function optionalPhoneError(value: string): string | undefined {
  const phone = value.trim();
  return phone !== '' && phone.length < PHONE_MIN_LENGTH ? MESSAGES.phoneTooShort : undefined;
}

/** Removes the keys whose message is undefined, so callers can compare maps or count errors. */
export function compact<Field extends string>(errors: Record<Field, string | undefined>): FieldErrors<Field> {
  const result: FieldErrors<Field> = {};
  for (const [field, message] of Object.entries(errors) as [Field, string | undefined][]) {
    if (message !== undefined) result[field] = message;
  }
  return result;
}
