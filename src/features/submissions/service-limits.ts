import { formatCurrency, formatNumber } from '../../domain/format';
import { maxPerCardText, rateFor, SERVICE_PRICING } from '../../domain/pricing';
import type { ServiceKey } from '../../domain/submission';

export { maxPerCardText } from '../../domain/pricing';

/**
 * The next price tier beside a service's rate (issue 37): '$23.00 from 10 cards' while fewer cards than
 * that are counted; '' on the last tier. Only the service's own count moves it along (§9).
 */
export function nextTierText(service: ServiceKey, count: number): string {
  const cards = Number.isFinite(count) ? Math.max(1, count) : 1;
  const next = SERVICE_PRICING[service].tiers.find((tier) => tier.minCards > cards);
  return next ? `${formatCurrency(next.rateCents / 100)} from ${formatNumber(next.minCards)} cards` : '';
}

/** A stepper's helper: '$27.00 per card, $23.00 from 10 cards (max $499 per card)'. */
export function serviceRateText(service: ServiceKey, count: number): string {
  const rate = [`${formatCurrency(rateFor(service, count))} per card`, nextTierText(service, count)]
    .filter(Boolean)
    .join(', ');
  return [rate, maxPerCardText(service)].filter(Boolean).join(' ');
}
