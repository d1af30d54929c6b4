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
