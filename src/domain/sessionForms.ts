import { compact, emailError, isBlank, MESSAGES } from './formRules';
import type { FieldErrors } from './formRules';
import type { LoginCredentials, RegistrationRequest } from './session';

/** The public account forms: login, forgot password and sign-up. */

export const SIGN_UP_MESSAGES = {
  firstNameShort: 'First name must be at least 2 characters',
  lastNameShort: 'Last name must be at least 2 characters',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Enter a valid phone number',
  passwordShort: 'Password must be at least 12 characters',
  confirmRequired: 'Confirm your password',
  passwordsDiffer: 'Passwords must match',
  agreementRequired: 'Agree to the Terms and Privacy Policy to continue',
} as const;

export const NAME_MIN_LENGTH = 2;
export const PASSWORD_MIN_LENGTH = 12;
/** Three digits, three digits, four digits, with optional dashes: 555-123-4567 or 5551234567. */
export const SIGN_UP_PHONE_PATTERN = /^\d{3}-?\d{3}-?\d{4}$/;

export type LoginField = 'email' | 'password';

export function validateLogin(values: LoginCredentials): FieldErrors<LoginField> {
  return compact({
    email: emailError(values.email),
    password: values.password === '' ? MESSAGES.passwordRequired : undefined,
  });
}

/** The email is trimmed and lower-cased before it is sent; the password is sent as typed. */
export const normaliseLoginCredentials = (values: LoginCredentials): LoginCredentials => ({
  email: values.email.trim().toLowerCase(),
  password: values.password,
});

export function validateForgotPassword(values: { email: string }): FieldErrors<'email'> {
  return compact({ email: emailError(values.email) });
}

/** 'If an account matches {email}, we just sent reset instructions.' */
export const resetConfirmationText = (email: string): string =>
  `If an account matches ${email.trim()}, we just sent reset instructions.`;

export interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  agreedToTerms: boolean;
}
export type SignUpField = keyof SignUpValues;

function nameError(value: string, required: string, short: string): string | undefined {
  if (isBlank(value)) return required;
  return value.trim().length < NAME_MIN_LENGTH ? short : undefined;
}

function phoneError(value: string): string | undefined {
  if (isBlank(value)) return SIGN_UP_MESSAGES.phoneRequired;
  return SIGN_UP_PHONE_PATTERN.test(value.trim()) ? undefined : SIGN_UP_MESSAGES.phoneInvalid;
}

/** The sign-up password rule, shared by every form that sets a password (issue 38). */
export function passwordError(value: string): string | undefined {
  if (value === '') return MESSAGES.passwordRequired;
  return value.length < PASSWORD_MIN_LENGTH ? SIGN_UP_MESSAGES.passwordShort : undefined;
}

/** A mismatch is the more useful message, so it wins over the confirmation's own length. */
export function confirmError(confirm: string, password: string): string | undefined {
  if (confirm === '') return SIGN_UP_MESSAGES.confirmRequired;
  if (confirm !== password) return SIGN_UP_MESSAGES.passwordsDiffer;
  return confirm.length < PASSWORD_MIN_LENGTH ? SIGN_UP_MESSAGES.passwordShort : undefined;
}

export function validateSignUp(values: SignUpValues): FieldErrors<SignUpField> {
  return compact({
    firstName: nameError(values.firstName, MESSAGES.firstNameRequired, SIGN_UP_MESSAGES.firstNameShort),
    lastName: nameError(values.lastName, MESSAGES.lastNameRequired, SIGN_UP_MESSAGES.lastNameShort),
    email: emailError(values.email),
    phone: phoneError(values.phone),
    password: passwordError(values.password),
    confirmPassword: confirmError(values.confirmPassword, values.password),
    agreedToTerms: values.agreedToTerms ? undefined : SIGN_UP_MESSAGES.agreementRequired,
  });
}

/** Names and phone trimmed; email trimmed and lower-cased; the screen's phone goes out as phoneNumber. */
export const toRegistrationRequest = (values: SignUpValues): RegistrationRequest => ({
  email: values.email.trim().toLowerCase(),
  phoneNumber: values.phone.trim(),
  password: values.password,
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
});

/** The signed-up field order: focus returns to the first field on failure. */
export const SIGN_UP_FIELD_ORDER: readonly SignUpField[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'password',
  'confirmPassword',
  'agreedToTerms',
];
