import type { InvoiceSettlement } from './payments';
import { MESSAGES, isValidEmail, optionalPhoneError } from './formRules';

/**
 * The business on every invoice (issue 40 item 3): who sends it, how to reach them, their logo, the
 * payment terms, and where the invoice sequence stands. One profile per installation.
 */
export interface BusinessProfileInput {
  name: string;
  /** Street, city, state and zip as the business writes them, one line each. */
  address: string;
  email: string;
  phone: string;
  /** A small PNG, JPEG or WebP as a data: URL, or '' for none. */
  logo: string;
  /** Printed as written, e.g. 'Due in 14 days'. */
  paymentTerms: string;
  /** The due date is the invoice date plus these days. */
  paymentDueDays: number;
  /** The number the next invoice issued will carry; never one already used. */
  nextInvoiceNumber: number;
}

export interface BusinessProfile extends BusinessProfileInput {
  version: number;
  updatedAt: string;
}

export const BUSINESS_PROFILE_MESSAGES = {
  nameRequired: 'Business name is required',
  logoInvalid: 'The logo must be a PNG, JPEG or WebP image of at most 100 KB',
  dueDaysInvalid: 'Days until due must be a whole number from 0 to 365',
  nextNumberInvalid: 'The next invoice number must be a whole number from 1',
  nextNumberUsed: (highest: number) =>
    `The next invoice number must be higher than ${highest}, the last one issued`,
  nextNumberUsedCode: 'INVOICE_NUMBER_USED',
} as const;

/** A data: URL's longest length: ~100 KB of image once base64 has grown it by a third. */
export const LOGO_MAX_CHARS = 140_000;
/** The largest logo file picked: 100 KB, which as a data: URL stays under LOGO_MAX_CHARS. */
export const LOGO_MAX_BYTES = 100 * 1024;
const LOGO_PATTERN = /^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/;

/** '' (no logo) or a small raster image as a data: URL; never SVG, which can carry script. */
export function isAcceptableLogo(logo: string): boolean {
  return logo === '' || (logo.length <= LOGO_MAX_CHARS && LOGO_PATTERN.test(logo));
}

export const MAX_DUE_DAYS = 365;

/** The due date (YYYY-MM-DD) of an invoice dated `invoiceDate` (YYYY-MM-DD). */
export function dueDateOf(invoiceDate: string, dueDays: number): string {
  const date = new Date(`${invoiceDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + dueDays);
  return date.toISOString().slice(0, 10);
}

/**
 * A submission's invoice once issued (issue 40 item 4): its own number and date, kept ever after, and
 * what its payments come to (item 5).
 */
export interface IssuedInvoice extends InvoiceSettlement {
  invoiceNumber: number;
  /** YYYY-MM-DD, the day it was first issued. */
  invoiceDate: string;
  /** The profile's payment terms, printed as written. */
  paymentTerms: string;
  /** YYYY-MM-DD: the invoice date plus the profile's days until due. */
  dueDate: string;
}

export type BusinessProfileField = keyof BusinessProfileInput;

const isWholeIn = (value: number, min: number, max: number): boolean =>
  Number.isInteger(value) && value >= min && value <= max;

/**
 * The profile's field rules, the server's (server/routes/businessProfile.ts) in the browser: the form
 * and the demo backend both use them, so a demo save is refused exactly as the server refuses it.
 */
export function validateBusinessProfile(
  input: BusinessProfileInput,
): Partial<Record<BusinessProfileField, string>> {
  const errors: Partial<Record<BusinessProfileField, string>> = {};
  if (input.name.trim() === '') errors.name = BUSINESS_PROFILE_MESSAGES.nameRequired;
  const email = input.email.trim();
  if (email !== '' && !isValidEmail(email)) errors.email = MESSAGES.emailInvalid;
  const phone = optionalPhoneError(input.phone);
  if (phone) errors.phone = phone;
  if (!isAcceptableLogo(input.logo)) errors.logo = BUSINESS_PROFILE_MESSAGES.logoInvalid;
  if (!isWholeIn(input.paymentDueDays, 0, MAX_DUE_DAYS))
    errors.paymentDueDays = BUSINESS_PROFILE_MESSAGES.dueDaysInvalid;
  if (!isWholeIn(input.nextInvoiceNumber, 1, Number.MAX_SAFE_INTEGER))
    errors.nextInvoiceNumber = BUSINESS_PROFILE_MESSAGES.nextNumberInvalid;
  return errors;
}

/** The profile as the form and the server take it: text trimmed, the email lower-cased. */
export function normalizedBusinessProfile(input: BusinessProfileInput): BusinessProfileInput {
  return {
    ...input,
    name: input.name.trim(),
    address: input.address.trim(),
    email: input.email.trim().toLowerCase(),
    phone: input.phone.trim(),
    paymentTerms: input.paymentTerms.trim(),
  };
}

/** A new installation's profile, as the server's migration 11 starts it. */
export const FIRST_INVOICE_NUMBER = 1001;
export const DEFAULT_BUSINESS_PROFILE: BusinessProfileInput = {
  name: '',
  address: '',
  email: '',
  phone: '',
  logo: '',
  paymentTerms: 'Due in 14 days',
  paymentDueDays: 14,
  nextInvoiceNumber: FIRST_INVOICE_NUMBER,
};

/** The profile as its form holds it: the two numbers as typed, so a half-typed number is kept. */
export interface BusinessProfileForm extends Omit<
  BusinessProfileInput,
  'paymentDueDays' | 'nextInvoiceNumber'
> {
  paymentDueDays: string;
  nextInvoiceNumber: string;
}

export const businessProfileFormOf = (profile: BusinessProfileInput): BusinessProfileForm => ({
  name: profile.name,
  address: profile.address,
  email: profile.email,
  phone: profile.phone,
  logo: profile.logo,
  paymentTerms: profile.paymentTerms,
  paymentDueDays: String(profile.paymentDueDays),
  nextInvoiceNumber: String(profile.nextInvoiceNumber),
});

/** A typed whole number; blank or anything else is NaN, which the rules refuse. */
const typedNumber = (text: string): number => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

export const businessProfileInputOf = (form: BusinessProfileForm): BusinessProfileInput =>
  normalizedBusinessProfile({
    ...form,
    paymentDueDays: typedNumber(form.paymentDueDays),
    nextInvoiceNumber: typedNumber(form.nextInvoiceNumber),
  });

export const validateBusinessProfileForm = (form: BusinessProfileForm) =>
  validateBusinessProfile(businessProfileInputOf(form));
