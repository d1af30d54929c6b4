import type { Customer, CustomerActivity, GradingBatch } from './customer';
import type { Submission } from './submission';
import { customerTierBadges } from './tiers';
import type { TierBadge } from './tiers';
import { toTimestamp, wholeDaysSince } from './time';

/** Joins the present, non-blank parts with a space. */
export const joinName = (...parts: readonly (string | null | undefined)[]): string =>
  parts
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');

const present = (value: string | null | undefined): string | null => {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
};

export const UNASSIGNED_CUSTOMER = 'Unassigned customer';

/** The fields of a submission the customer-name fallback reads. */
export type SubmissionNameSource = Pick<
  Submission,
  'firstName' | 'lastName' | 'customer' | 'customerDisplayName' | 'customerName' | 'customerId'
>;

type NameOnly = Pick<Customer, 'id' | 'firstName' | 'lastName'>;

/** Customers already loaded on the screen, as a list or keyed by id. */
export type LoadedCustomers = readonly NameOnly[] | ReadonlyMap<string, NameOnly>;

const isCustomerMap = (customers: LoadedCustomers): customers is ReadonlyMap<string, NameOnly> =>
  customers instanceof Map;

/** The submission's customer id, from the row or from its nested customer. */
export const submissionCustomerId = (
  submission: Pick<Submission, 'customerId' | 'customer'>,
): string | null => present(submission.customerId) ?? present(submission.customer?.id);

function lookUpCustomerName(customers: LoadedCustomers, id: string): string | null {
  const customer = isCustomerMap(customers)
    ? customers.get(id)
    : customers.find((candidate) => candidate.id === id);
  return customer ? present(joinName(customer.firstName, customer.lastName)) : null;
}

/**
 * The customer cell of the submissions list, in the specification's order: the submission's own
 * first/last name; the nested customer's name; the nested customer's displayName; customerDisplayName;
 * customerName; the name of a loaded customer with that customerId; 'Customer #{id}'; 'Unassigned customer'.
 */
export function submissionCustomerName(
  submission: SubmissionNameSource,
  customers: LoadedCustomers = [],
): string {
  const id = submissionCustomerId(submission);
  return (
    present(joinName(submission.firstName, submission.lastName)) ??
    present(joinName(submission.customer?.firstName, submission.customer?.lastName)) ??
    present(submission.customer?.displayName) ??
    present(submission.customerDisplayName) ??
    present(submission.customerName) ??
    (id === null ? null : lookUpCustomerName(customers, id)) ??
    (id === null ? UNASSIGNED_CUSTOMER : `Customer #${id}`)
  );
}

type NamedCustomer = Pick<Customer, 'id' | 'firstName' | 'lastName' | 'email'>;

/** First and last name; the email when both are blank; 'Customer #{id}' when that is blank too. */
export const customerFullName = (customer: NamedCustomer): string =>
  present(joinName(customer.firstName, customer.lastName)) ??
  present(customer.email) ??
  `Customer #${customer.id}`;

/** Up to two upper-case letters: first and last initials, else the first letter of the name or email. */
export function customerInitials(customer: NamedCustomer): string {
  const first = customer.firstName.trim().charAt(0);
  const last = customer.lastName.trim().charAt(0);
  const initials = first + last || customer.email.trim().charAt(0);
  return initials === '' ? '?' : initials.toUpperCase();
}

/**
 * Mailing address as display lines: address1, address2, then 'City, ST 12345'. Blank parts are left
 * out; an empty list means there is no mailing address on file.
 */
export function mailingLines(
  address: Pick<Customer, 'address1' | 'address2' | 'city' | 'state' | 'zipCode'>,
): string[] {
  const stateZip = joinName(address.state, address.zipCode);
  const locality = [address.city.trim(), stateZip].filter((part) => part !== '').join(', ');
  return [address.address1.trim(), address.address2.trim(), locality].filter((line) => line !== '');
}

export interface CustomerRecency {
  /** Whole days; null when there is no recorded submission. */
  daysSinceLastSubmission: number | null;
  /** Whole days; null when the customer was never contacted. */
  daysSinceLastContact: number | null;
}

export function customerRecency(
  customer: Pick<Customer, 'lastSubmissionAt' | 'lastContactedAt' | 'activity'>,
  now: Date,
): CustomerRecency {
  return {
    daysSinceLastSubmission: wholeDaysSince(
      customer.lastSubmissionAt ?? customer.activity.lastSubmissionAt,
      now,
    ),
    daysSinceLastContact: wholeDaysSince(customer.lastContactedAt, now),
  };
}

/** Status shown for an active batch whose status is blank. */
export const ACTIVE_BATCH_DEFAULT_STATUS = 'In progress';
/** Status shown for a completed batch whose status is blank. */
export const COMPLETED_BATCH_DEFAULT_STATUS = 'Completed';

/** A batch is active until fulfilledAt is set. */
export const isActiveBatch = (batch: Pick<GradingBatch, 'fulfilledAt'>): boolean =>
  present(batch.fulfilledAt) === null;

export interface GradingSummary {
  activeCount: number;
  /** Distinct statuses of the active batches, in first-seen order; blank reads 'In progress'. */
  statuses: string[];
  /** The earliest target ship date among active batches (as sent), or null when none has one. */
  nextTargetDate: string | null;
  /** The label of the batch with that target date. */
  nextTargetLabel: string | null;
}

export function gradingSummary(activity: Pick<CustomerActivity, 'gradingBatches'>): GradingSummary {
  const active = activity.gradingBatches.filter(isActiveBatch);
  const statuses = [...new Set(active.map((batch) => present(batch.status) ?? ACTIVE_BATCH_DEFAULT_STATUS))];
  let next: { batch: GradingBatch; at: number } | null = null;
  for (const batch of active) {
    const at = toTimestamp(batch.targetShipDate);
    if (at !== null && (next === null || at < next.at)) next = { batch, at };
  }
  return {
    activeCount: active.length,
    statuses,
    nextTargetDate: next?.batch.targetShipDate ?? null,
    nextTargetLabel: next?.batch.label ?? null,
  };
}

export interface CustomerSummary extends CustomerRecency {
  fullName: string;
  initials: string;
  tierBadges: TierBadge[];
  mailingLines: string[];
  grading: GradingSummary;
}

/** Every derived value the directory and the detail header show for one customer. */
export function summariseCustomer(customer: Customer, now: Date): CustomerSummary {
  return {
    fullName: customerFullName(customer),
    initials: customerInitials(customer),
    tierBadges: customerTierBadges(customer.metrics),
    mailingLines: mailingLines(customer),
    grading: gradingSummary(customer.activity),
    ...customerRecency(customer, now),
  };
}
