import { formatCurrency } from './format';
import { SERVICE_KEYS } from './submission';
import type { PrescreeningLevel, ServiceCounts, ServiceKey } from './submission';

/**
 * Invoice estimates. Every amount is computed in whole cents and converted to dollars once at the end,
 * so sums of many lines never pick up binary floating-point drift (0.1 + 0.2 style errors).
 */

/** A rate that applies from `minCards` cards upwards (until the next tier's minimum). */
export interface PriceTier {
  minCards: number;
  rateCents: number;
}

export interface ServicePricing {
  service: ServiceKey;
  label: string;
  /** Ascending by minCards; the first tier starts at 1 card. */
  tiers: readonly PriceTier[];
  /** The maximum declared value per card shown next to the service name; null when there is none. */
  labelMaximum: number | null;
  /** A defined but unused flat rate (CGC vintage comics, PSA Dual alternate); applied only on request. */
  alternateRateCents: number | null;
}

const tier = (minCards: number, dollars: number): PriceTier => ({ minCards, rateCents: dollars * 100 });

/** The pricing table of the specification, in display order. */
export const SERVICE_PRICING: Readonly<Record<ServiceKey, ServicePricing>> = {
  psaValueBulk: {
    service: 'psaValueBulk',
    label: 'PSA Value Bulk',
    tiers: [tier(1, 27), tier(10, 23), tier(20, 22)],
    labelMaximum: 499,
    alternateRateCents: null,
  },
  psaRegularCount: {
    service: 'psaRegularCount',
    label: 'PSA Regular',
    tiers: [tier(1, 75), tier(10, 70)],
    labelMaximum: 1499,
    alternateRateCents: null,
  },
  cgcBulkCount: {
    service: 'cgcBulkCount',
    label: 'CGC Bulk',
    tiers: [tier(1, 14)],
    labelMaximum: 1000,
    alternateRateCents: null,
  },
  cgcComicCount: {
    service: 'cgcComicCount',
    label: 'CGC Comic/Magazine',
    tiers: [tier(1, 35)],
    labelMaximum: 400,
    // The vintage comic rate.
    alternateRateCents: 5000,
  },
  psaDualCount: {
    service: 'psaDualCount',
    label: 'PSA Dual',
    // As the table states: the 10+ rate is higher than the 1-9 rate.
    tiers: [tier(1, 30), tier(10, 35)],
    labelMaximum: null,
    alternateRateCents: 4000,
  },
  bgsBaseCount: {
    service: 'bgsBaseCount',
    label: 'BGS Base',
    tiers: [tier(1, 19)],
    labelMaximum: null,
    alternateRateCents: null,
  },
  sgcStandardCount: {
    service: 'sgcStandardCount',
    label: 'SGC Standard',
    tiers: [tier(1, 20), tier(10, 19), tier(20, 18)],
    labelMaximum: 1499,
    alternateRateCents: null,
  },
};

export const serviceLabel = (service: ServiceKey): string => SERVICE_PRICING[service].label;

/** '(max $499 per card)' beside a service (§9's label maximum); '' for PSA Dual and BGS, which have none. */
export function maxPerCardText(service: ServiceKey): string {
  const maximum = SERVICE_PRICING[service].labelMaximum;
  return maximum === null ? '' : `(max ${formatCurrency(maximum).replace(/\.00$/, '')} per card)`;
}

/** 'PSA Value Bulk (max $499)'; the bare name for services without a maximum. */
export function serviceLabelWithMaximum(service: ServiceKey): string {
  const { label, labelMaximum } = SERVICE_PRICING[service];
  return labelMaximum === null ? label : `${label} (max $${labelMaximum.toLocaleString('en-US')})`;
}

export const PRESCREENING_LEVELS: readonly PrescreeningLevel[] = [1, 2, 3];

/** Level 1 means no prescreening was requested. */
export const PRESCREENING_OPTIONS: Readonly<
  Record<PrescreeningLevel, { label: string; rateCentsPerCard: number }>
> = {
  1: { label: 'Not requested', rateCentsPerCard: 0 },
  2: { label: 'Pass/Fail', rateCentsPerCard: 300 },
  3: { label: 'Detailed', rateCentsPerCard: 500 },
};

export const prescreeningLabel = (level: PrescreeningLevel): string => PRESCREENING_OPTIONS[level].label;

export const INTAKE_FEE_CENTS_PER_CARD = 100;
/** Included by default; the submission detail screen can switch it off. */
export const POLICY_SURCHARGE_CENTS = 1000;
export const POLICY_SURCHARGE_LABEL = 'post-approval removal fee';

/** Dollars to whole cents, rounding half away from zero on the decimal value (1.005 → 101, not 100). */
export function toCents(dollars: number): number {
  if (!Number.isFinite(dollars)) return 0;
  const magnitude = Math.abs(dollars);
  const text = String(magnitude);
  // Shifting the decimal point in the text avoids 1.005 * 100 = 100.49999…; exponent forms fall back.
  const cents = text.includes('e') ? Math.round(magnitude * 100) : Math.round(Number(`${text}e2`));
  return dollars < 0 ? -cents : cents;
}

export const fromCents = (cents: number): number => cents / 100;

/** A count as the pricing reads it: a whole number of cards, never negative. */
export function normaliseCount(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** The sum of the seven service counts. */
export function countCards(counts: Partial<ServiceCounts>): number {
  return SERVICE_KEYS.reduce((sum, key) => sum + normaliseCount(counts[key] ?? 0), 0);
}

export interface RateOptions {
  /** Use the defined alternate rate (vintage comics 50, PSA Dual 40) as a flat rate where one exists. */
  useAlternateRate?: boolean;
}

/** Per-card rate in cents for a service, its tier chosen by that service's own card count. */
export function rateCentsFor(service: ServiceKey, count: number, options: RateOptions = {}): number {
  const pricing = SERVICE_PRICING[service];
  if (options.useAlternateRate && pricing.alternateRateCents !== null) return pricing.alternateRateCents;
  const cards = Math.max(1, normaliseCount(count));
  let rate = pricing.tiers[0]?.rateCents ?? 0;
  for (const step of pricing.tiers) if (cards >= step.minCards) rate = step.rateCents;
  return rate;
}

/** Per-card rate in dollars. */
export const rateFor = (service: ServiceKey, count: number, options: RateOptions = {}): number =>
  fromCents(rateCentsFor(service, count, options));

export interface PriceLine {
  service: ServiceKey;
  label: string;
  count: number;
  /** Dollars per card; for a count of 0 the rate the first card would get. */
  rate: number;
  amount: number;
}

export interface SubmissionPrice {
  /** All seven services in display order, including those with no cards (amount 0). */
  lines: PriceLine[];
  totalCards: number;
  serviceValue: number;
  prescreeningLevel: PrescreeningLevel;
  prescreeningLabel: string;
  prescreeningFee: number;
  intakeFee: number;
  /** 0 when the surcharge is switched off. */
  policySurcharge: number;
  /**
   * Seed A's "total value" on the submissions side: service value + prescreening fee. Intake and the
   * policy surcharge are not part of it.
   */
  estimatedTotal: number;
  /** Seed B's Submission & Billing "total due": estimatedTotal + intake fee + policy surcharge. */
  totalDue: number;
}

export interface PriceOptions {
  includePolicySurcharge?: boolean;
  /** Services billed at their alternate rate instead of the tiered table. */
  alternateRates?: readonly ServiceKey[];
}

/** The invoice estimate for a submission; every dollar figure is exact to the cent. */
export function priceSubmission(
  counts: Partial<ServiceCounts>,
  prescreening: PrescreeningLevel,
  { includePolicySurcharge = true, alternateRates = [] }: PriceOptions = {},
): SubmissionPrice {
  const lines = SERVICE_KEYS.map((service) => {
    const count = normaliseCount(counts[service] ?? 0);
    const rateCents = rateCentsFor(service, count, { useAlternateRate: alternateRates.includes(service) });
    return { service, label: serviceLabel(service), count, rateCents, amountCents: rateCents * count };
  });
  const totalCards = lines.reduce((sum, line) => sum + line.count, 0);
  const serviceCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const level = PRESCREENING_OPTIONS[prescreening] ? prescreening : 1;
  const prescreeningCents = PRESCREENING_OPTIONS[level].rateCentsPerCard * totalCards;
  const intakeCents = INTAKE_FEE_CENTS_PER_CARD * totalCards;
  const surchargeCents = includePolicySurcharge ? POLICY_SURCHARGE_CENTS : 0;
  const estimatedCents = serviceCents + prescreeningCents;
  return {
    lines: lines.map(({ service, label, count, rateCents, amountCents }) => ({
      service,
      label,
      count,
      rate: fromCents(rateCents),
      amount: fromCents(amountCents),
    })),
    totalCards,
    serviceValue: fromCents(serviceCents),
    prescreeningLevel: level,
    prescreeningLabel: prescreeningLabel(level),
    prescreeningFee: fromCents(prescreeningCents),
    intakeFee: fromCents(intakeCents),
    policySurcharge: fromCents(surchargeCents),
    estimatedTotal: fromCents(estimatedCents),
    totalDue: fromCents(estimatedCents + intakeCents + surchargeCents),
  };
}
