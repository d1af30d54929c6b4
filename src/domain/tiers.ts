import type { Customer, CustomerMetrics } from './customer';

/** Customer tiers, judged on the last twelve months. */
export const PREMIUM_SUBMITTER_MIN_ANNUAL_CARDS = 500;
export const PREMIUM_CONSIGNOR_MIN_ANNUAL_SALES = 50_000;

type TierMetrics = Pick<CustomerMetrics, 'annualCardsSubmitted' | 'annualConsignmentSales'>;

export const isPremiumSubmitter = (metrics: TierMetrics): boolean =>
  metrics.annualCardsSubmitted >= PREMIUM_SUBMITTER_MIN_ANNUAL_CARDS;

export const isPremiumConsignor = (metrics: TierMetrics): boolean =>
  metrics.annualConsignmentSales >= PREMIUM_CONSIGNOR_MIN_ANNUAL_SALES;

/** Any cards submitted or any consignment sales this year. */
export const isActiveClient = (metrics: TierMetrics): boolean =>
  metrics.annualCardsSubmitted > 0 || metrics.annualConsignmentSales > 0;

export type TierId = 'premium-submitter' | 'premium-consignor';

export interface TierBadge {
  id: TierId;
  label: string;
}

/**
 * The premium tiers a customer holds, submitter first. 'Active client' is a count on the directory,
 * not a badge: nearly every customer would carry it.
 */
export function customerTierBadges(metrics: TierMetrics): TierBadge[] {
  const badges: TierBadge[] = [];
  if (isPremiumSubmitter(metrics)) badges.push({ id: 'premium-submitter', label: 'Premium submitter' });
  if (isPremiumConsignor(metrics)) badges.push({ id: 'premium-consignor', label: 'Premium consignor' });
  return badges;
}

export interface DirectoryCounts {
  total: number;
  active: number;
  /** Archived: isActive false. */
  inactive: number;
  premiumSubmitters: number;
  premiumConsignors: number;
  /** 'Total annual clients'. */
  activeClients: number;
}

/** The customer directory's headline counts over the customers given. */
export function directoryCounts(
  customers: readonly Pick<Customer, 'isActive' | 'metrics'>[],
): DirectoryCounts {
  const count = (predicate: (customer: Pick<Customer, 'isActive' | 'metrics'>) => boolean): number =>
    customers.filter(predicate).length;
  return {
    total: customers.length,
    active: count((customer) => customer.isActive),
    inactive: count((customer) => !customer.isActive),
    premiumSubmitters: count((customer) => isPremiumSubmitter(customer.metrics)),
    premiumConsignors: count((customer) => isPremiumConsignor(customer.metrics)),
    activeClients: count((customer) => isActiveClient(customer.metrics)),
  };
}
