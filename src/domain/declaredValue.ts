import { formatCurrency } from './format';
import { maxPerCardText, SERVICE_PRICING } from './pricing';
import type { ServiceKey } from './submission';

/**
 * A card's declared value against its service's per-card limit (issue 39 item 2): the '(max $N per
 * card)' the forms show, enforced the same in both data modes and on the server (decision 0520).
 */

/** The per-card limit of a service ('(max $499 per card)'); null when it has none. */
export const declaredValueLimit = (service: ServiceKey): number | null =>
  SERVICE_PRICING[service].labelMaximum;

/** '$1,500', '$100.50': an amount in a refusal, as the form's '(max $499 per card)' writes it. */
const amount = (value: number) => formatCurrency(value).replace(/\.00$/, '');

export const DECLARED_VALUE_MESSAGES = {
  required: 'Declared value is required.',
  notAmount: 'Declared value must be a positive amount.',
} as const;

/**
 * Why a declared value cannot go with this service, or null when it can: the one text the screens show
 * beside the card and the server sends ('Card 12: ' before it), in both data modes (decision 0520).
 */
export function declaredValueProblem(service: ServiceKey, value: number): string | null {
  if (!Number.isFinite(value) || value < 0) return DECLARED_VALUE_MESSAGES.notAmount;
  const limit = declaredValueLimit(service);
  return limit !== null && value > limit
    ? `Declared value ${amount(value)} is over ${SERVICE_PRICING[service].label}'s limit ${maxPerCardText(service)}.`
    : null;
}

/** The same check of a value as typed in a field: blank, not a number, or over the limit. */
export function typedDeclaredValueProblem(service: ServiceKey, typed: string): string | null {
  if (typed.trim() === '') return DECLARED_VALUE_MESSAGES.required;
  const value = Number(typed);
  return Number.isFinite(value) ? declaredValueProblem(service, value) : DECLARED_VALUE_MESSAGES.notAmount;
}

/** At most this many cards are named in one refusal; the rest are counted. */
const NAMED_CARDS = 10;

/**
 * Why an order's cards cannot move to `service` (item 3 of the audit, decision 0520): the cards whose
 * declared value is over its per-card limit, each named with its value; null when every card fits.
 * The same text in both data modes, whatever stage the order is in.
 */
export function serviceChangeProblem(
  service: ServiceKey,
  cards: readonly { cardId: string; declaredValue: number }[],
): string | null {
  const limit = declaredValueLimit(service);
  if (limit === null) return null;
  const over = cards.filter((card) => card.declaredValue > limit);
  if (over.length === 0) return null;
  const named = over.slice(0, NAMED_CARDS).map((card) => `${card.cardId} (${amount(card.declaredValue)})`);
  const more = over.length - named.length;
  const list =
    more > 0
      ? `${named.join(', ')} and ${more} more`
      : named.length > 1
        ? `${named.slice(0, -1).join(', ')} and ${named.at(-1) ?? ''}`
        : (named[0] ?? '');
  const which = over.length === 1 ? `Card ${list} is` : `Cards ${list} are`;
  const their = over.length === 1 ? 'its declared value' : 'their declared values';
  return `${which} over ${SERVICE_PRICING[service].label}'s limit ${maxPerCardText(service)}: lower ${their} before changing the service.`;
}
