import { formatCurrency } from '../../domain/format';
import { SERVICE_PRICING } from '../../domain/pricing';
import type { ServiceKey } from '../../domain/submission';

/** '(max $499 per card)' beside a service (§9's label maximum); '' for PSA Dual and BGS, which have none. */
export function maxPerCardText(service: ServiceKey): string {
  const maximum = SERVICE_PRICING[service].labelMaximum;
  return maximum === null ? '' : `(max ${formatCurrency(maximum).replace(/\.00$/, '')} per card)`;
}
