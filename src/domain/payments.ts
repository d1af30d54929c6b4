import { fromCents, toCents } from './pricing';

/**
 * Payments against an issued invoice (issue 40 item 5): staff record what was paid, how and when; the
 * invoice then shows what is paid, the balance and its status. One rule set for the server, the demo
 * backend and the form (decision 0416).
 */
export const PAYMENT_METHODS = ['Cash', 'Card', 'Bank transfer', 'Check', 'Other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const isPaymentMethod = (value: string): value is PaymentMethod =>
  (PAYMENT_METHODS as readonly string[]).includes(value);

export const INVOICE_STATUSES = ['Unpaid', 'Partly paid', 'Paid', 'Overdue'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** A payment as recorded. */
export interface Payment {
  id: string;
  /** Dollars, exact to the cent. */
  amount: number;
  method: PaymentMethod;
  /** YYYY-MM-DD: the day the money was paid. */
  paidOn: string;
  /** The cheque number, card slip or transfer reference; '' for none. */
  reference: string;
  /** Staff see who recorded it; the customer's invoice leaves it out (no staff names for customers). */
  recordedBy?: string;
  createdAt: string;
}

export interface PaymentInput {
  amount: number;
  method: PaymentMethod;
  paidOn: string;
  reference: string;
}

/** What an invoice's payments come to. */
export interface InvoiceSettlement {
  payments: Payment[];
  /** Dollars. */
  total: number;
  amountPaid: number;
  balance: number;
  status: InvoiceStatus;
}

export const REFERENCE_MAX_CHARS = 100;

export const PAYMENT_MESSAGES = {
  amountInvalid: 'Amount must be more than $0.00, in dollars and cents',
  amountOverBalance: (balance: number) =>
    `Amount is more than the balance of ${balance.toLocaleString('en-US', { style: 'currency', currency: 'USD' })}`,
  amountOverBalanceCode: 'PAYMENT_OVER_BALANCE',
  methodInvalid: `Method must be one of ${PAYMENT_METHODS.join(', ')}`,
  dateInvalid: 'Date must be a date like 2026-03-31',
  dateInFuture: 'Date cannot be in the future',
  referenceTooLong: `Reference must be at most ${REFERENCE_MAX_CHARS} characters`,
  notIssued: 'Open the invoice before recording a payment against it',
  notIssuedCode: 'INVOICE_NOT_ISSUED',
} as const;

/** Today as the invoice dates count it: the UTC day, as the invoice date is given (decision 0416). */
export const dayOf = (now: Date): string => now.toISOString().slice(0, 10);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string): boolean =>
  DAY.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  dayOf(new Date(`${value}T00:00:00Z`)) === value;

/** A positive amount of whole cents (no fractions of a cent). */
export const isPayableAmount = (amount: number): boolean =>
  Number.isFinite(amount) && amount > 0 && amount < 1e9 && fromCents(toCents(amount)) === amount;

export type PaymentField = keyof PaymentInput;

/** The field rules: the server's valibot schema says the same, with these messages. */
export function validatePayment(input: PaymentInput, today: string): Partial<Record<PaymentField, string>> {
  const errors: Partial<Record<PaymentField, string>> = {};
  if (!isPayableAmount(input.amount)) errors.amount = PAYMENT_MESSAGES.amountInvalid;
  if (!isPaymentMethod(input.method)) errors.method = PAYMENT_MESSAGES.methodInvalid;
  if (!isDay(input.paidOn)) errors.paidOn = PAYMENT_MESSAGES.dateInvalid;
  else if (input.paidOn > today) errors.paidOn = PAYMENT_MESSAGES.dateInFuture;
  if (input.reference.trim().length > REFERENCE_MAX_CHARS)
    errors.reference = PAYMENT_MESSAGES.referenceTooLong;
  return errors;
}

export { isDay as isPaymentDay };

/**
 * The invoice's status: Paid once nothing is left, Overdue when something is left after the due
 * date, Partly paid when some was paid, else Unpaid. Sums in cents, so $0.10 + $0.20 pays $0.30.
 */
export function settlementOf(
  totalDollars: number,
  payments: readonly Payment[],
  dueDate: string,
  today: string,
): InvoiceSettlement {
  const totalCents = toCents(totalDollars);
  const paidCents = payments.reduce((sum, payment) => sum + toCents(payment.amount), 0);
  const balanceCents = Math.max(0, totalCents - paidCents);
  const status: InvoiceStatus =
    balanceCents === 0 ? 'Paid' : today > dueDate ? 'Overdue' : paidCents > 0 ? 'Partly paid' : 'Unpaid';
  return {
    payments: [...payments],
    total: fromCents(totalCents),
    amountPaid: fromCents(paidCents),
    balance: fromCents(balanceCents),
    status,
  };
}
