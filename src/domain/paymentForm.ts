import * as v from 'valibot';
import {
  PAYMENT_MESSAGES,
  PAYMENT_METHODS,
  REFERENCE_MAX_CHARS,
  isPaymentDay,
  type PaymentInput,
  type PaymentMethod,
} from './payments';
import { fromCents, toCents } from './pricing';

/**
 * Staff's 'Record payment' form (issue 40 item 5): the values as typed (an amount is text until it is
 * sent, so '12.' half-typed is never lost), its valibot rules with the words a person reads beside
 * the field, and the input the backend takes. The server and the demo keep their own check of the
 * same rules (src/domain/payments.ts, decision 0416); the form says it first, beside the field.
 */
export interface PaymentFormValues {
  /** Dollars and cents as typed: '120', '120.5', '$1,200.00'. */
  amount: string;
  /** '' until one is chosen. */
  method: PaymentMethod | '';
  /** YYYY-MM-DD, from the date input. */
  paidOn: string;
  reference: string;
}

export const PAYMENT_FORM_MESSAGES = {
  amountRequired: 'Enter the amount paid',
  amountInvalid: PAYMENT_MESSAGES.amountInvalid,
  amountOverBalance: PAYMENT_MESSAGES.amountOverBalance,
  methodRequired: 'Choose how it was paid',
  dateRequired: 'Enter the day it was paid',
  dateInvalid: PAYMENT_MESSAGES.dateInvalid,
  dateInFuture: PAYMENT_MESSAGES.dateInFuture,
  referenceTooLong: PAYMENT_MESSAGES.referenceTooLong,
} as const;

const M = PAYMENT_FORM_MESSAGES;

/** Dollars with at most two decimals, an optional '$' and thousands commas: '1,200.50', '$75'. */
const AMOUNT_TEXT = /^\$?\s*(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{0,2})?$|^\$?\s*\.\d{1,2}$/;

/** The amount typed, in dollars; NaN when it is not dollars and cents. */
export function amountOf(text: string): number {
  const trimmed = text.trim();
  if (!AMOUNT_TEXT.test(trimmed)) return Number.NaN;
  return fromCents(toCents(Number(trimmed.replace(/[$,\s]/g, ''))));
}

/** What the rules need to know: the balance left (dollars) and today (the UTC day, decision 0416). */
export interface PaymentFormContext {
  balance: number;
  today: string;
}

/**
 * The rules of the form as a valibot schema over the typed values: an amount of more than $0.00 and
 * not more than the balance, a method, a day that is real and not after today, a short reference.
 */
export function paymentFormSchema({ balance, today }: PaymentFormContext) {
  return v.object({
    amount: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(M.amountRequired),
      v.check((text) => amountOf(text) > 0, M.amountInvalid),
      v.check((text) => toCents(amountOf(text)) <= toCents(balance), M.amountOverBalance(balance)),
    ),
    method: v.picklist(PAYMENT_METHODS, M.methodRequired),
    paidOn: v.pipe(
      v.string(),
      v.nonEmpty(M.dateRequired),
      v.check(isPaymentDay, M.dateInvalid),
      v.check((day) => day <= today, M.dateInFuture),
    ),
    reference: v.pipe(v.string(), v.trim(), v.maxLength(REFERENCE_MAX_CHARS, M.referenceTooLong)),
  });
}

export type PaymentFormErrors = Partial<Record<keyof PaymentFormValues, string>>;

/** The first message of each field in error; `{}` when the payment may be sent. */
export function validatePaymentForm(
  values: PaymentFormValues,
  context: PaymentFormContext,
): PaymentFormErrors {
  const result = v.safeParse(paymentFormSchema(context), values, { abortPipeEarly: true });
  if (result.success) return {};
  const errors: PaymentFormErrors = {};
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) as keyof PaymentFormValues | null;
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/** A fresh form: the whole balance (the usual payment), today, and a method still to choose. */
export const blankPaymentForm = ({ balance, today }: PaymentFormContext): PaymentFormValues => ({
  amount: balance > 0 ? balance.toFixed(2) : '',
  method: '',
  paidOn: today,
  reference: '',
});

/** The values as the backend takes them (after the rules passed). */
export function paymentInputOf(values: PaymentFormValues): PaymentInput {
  return {
    amount: amountOf(values.amount),
    method: values.method === '' ? 'Other' : values.method,
    paidOn: values.paidOn,
    reference: values.reference.trim(),
  };
}
