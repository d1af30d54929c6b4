import type { Customer, SmartListId } from './customer';
import { isActiveClient, isPremiumConsignor, isPremiumSubmitter } from './tiers';
import { MS_PER_DAY, toTimestamp } from './time';

export type { SmartListId };

/** The directory's sample smart lists (seed A §2 Customers), each a rule on one customer. */
export interface SmartList {
  id: SmartListId;
  label: string;
  description: string;
  matches: (customer: Customer, now: Date) => boolean;
}

// Exported for the server, which applies the same rules in SQL (server/store/customers.ts).
export const LAPSED_MIN_LIFETIME_CARDS = 10;
export const LOW_SALES_LIMIT = 20_000;
export const QUIET_CONTACT_DAYS = 45;

export const SMART_LISTS: readonly SmartList[] = [
  {
    id: 'lapsed',
    label: 'Lapsed submitters',
    description: '10+ lifetime cards, none in 12 months',
    matches: (customer) =>
      customer.metrics.cardsSubmittedLifetime >= LAPSED_MIN_LIFETIME_CARDS &&
      customer.metrics.annualCardsSubmitted === 0,
  },
  {
    id: 'premium-submitters-low-sales',
    label: 'Premium submitters, low sales',
    description: 'Premium submitters with under $20,000 sales',
    matches: (customer) =>
      isPremiumSubmitter(customer.metrics) && customer.metrics.annualConsignmentSales < LOW_SALES_LIMIT,
  },
  {
    id: 'quiet-premium-consignors',
    label: 'Quiet premium consignors',
    description: 'Premium consignors with no contact in over 45 days',
    matches: (customer, now) => {
      if (!isPremiumConsignor(customer.metrics)) return false;
      const contacted = toTimestamp(customer.lastContactedAt);
      return contacted === null || now.getTime() - contacted > QUIET_CONTACT_DAYS * MS_PER_DAY;
    },
  },
  {
    id: 'active-clients',
    label: 'Active clients',
    description: 'Any cards or consignment sales this year',
    matches: (customer) => isActiveClient(customer.metrics),
  },
];

export const SMART_LIST_IDS: readonly SmartListId[] = [
  'lapsed',
  'premium-submitters-low-sales',
  'quiet-premium-consignors',
  'active-clients',
];

export const smartListById = (id: string | undefined): SmartList | null =>
  SMART_LISTS.find((list) => list.id === id) ?? null;
