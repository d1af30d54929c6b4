import type { AuditFields } from './audit';

/**
 * A grader order's history (issue 41, decisions 0435, 0437), kept alike by the server and the demo:
 * the fields its form edits and where it is in its lifecycle, and each posted grade named by its card.
 */
export const GRADER_ORDER_AUDIT_FIELDS = [
  'service',
  'orderNumber',
  'label',
  'stage',
  'targetReturnOn',
  'notes',
] as const;

/** A card's grade in an order, as either data mode reads it (ids as numbers or as digits). */
export interface CardGradeFacts {
  gradeText: string | null;
  qualifierId: number | string | null;
  gradeErrorId: number | string | null;
  certificateNumber: string | null;
}

const idOf = (id: number | string | null): number | null => (id === null || id === '' ? null : Number(id));

/**
 * A card's grade as the order's history keeps it, named by the card ('card 12 grade' from 'PSA 8' to
 * 'PSA 9'); a card with no grade yet holds nothing. Qualifier and grade error are their catalogue ids.
 */
export function gradeAuditFields(cardId: number | string, card: CardGradeFacts | undefined): AuditFields {
  return {
    [`card ${cardId} grade`]: card?.gradeText ?? null,
    [`card ${cardId} qualifier`]: idOf(card?.qualifierId ?? null),
    [`card ${cardId} grade error`]: idOf(card?.gradeErrorId ?? null),
    [`card ${cardId} certificate number`]: card?.certificateNumber ?? null,
  };
}

/**
 * The declared values of the cards an assignment names, as the order's history keeps them (decision
 * 0522): 'card 12 declared value' from nothing (added) or its old value to the new one, or to nothing
 * (taken out). A card not in the order holds nothing; values are read as numbers.
 */
export function declaredValueAuditFields(
  cardIds: readonly (number | string)[],
  cards: readonly { cardId: number | string; declaredValue: number | string }[],
): AuditFields {
  return Object.fromEntries(
    cardIds.map((cardId) => {
      const held = cards.find((card) => String(card.cardId) === String(cardId));
      return [`card ${cardId} declared value`, held ? Number(held.declaredValue) : null];
    }),
  );
}

/**
 * A submission's shipment home as the order's history keeps it (decision 0443): 'submission 12
 * return' from empty to 'UPS 1Z999, shipped 2026-11-20', and the order's fulfilment once the last
 * one is logged.
 */
export function returnAuditFields(
  submissionId: number | string,
  shipment: { carrier: string; trackingNumber: string; shippedOn: string } | null,
  fulfilledAt: string | null,
): AuditFields {
  return {
    [`submission ${submissionId} return`]: shipment
      ? `${shipment.carrier} ${shipment.trackingNumber}, shipped ${shipment.shippedOn}`
      : null,
    fulfilledAt,
  };
}
