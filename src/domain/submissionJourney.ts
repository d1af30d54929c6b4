import type { SubmissionJourney } from './portal';

/**
 * The customer's journey of a submission from the grader orders (decision 0422), apart from
 * src/domain/portal.ts so that it loads with the submission page that shows it, not with the app.
 */

/** The earliest of some days or instants (text compares as time: both are ISO), or null. */
const earliest = (values: readonly (string | null | undefined)[]): string | null =>
  values.reduce<string | null>((min, value) => (value && (min === null || value < min) ? value : min), null);
const latest = (values: readonly (string | null | undefined)[]): string | null =>
  values.reduce<string | null>((max, value) => (value && (max === null || value > max) ? value : max), null);

/** One card of a submission in a grader order, as either backend reads it. */
export interface JourneyCard {
  cardId: string;
  /** The order's day it shipped; null while it is being prepared. */
  orderShippedOn: string | null;
  /** 'PSA 10' once posted. */
  gradeText: string | null;
  certificateNumber: string | null;
  gradedAt: string | null;
}

/** The journey from the submission's cards in its (not cancelled) orders and its return shipments. */
export function journeyOf(
  cards: readonly JourneyCard[],
  returns: readonly { carrier: string; trackingNumber: string; shippedOn: string }[],
): SubmissionJourney {
  const graded = cards.filter((card) => card.gradeText !== null);
  const back = [...returns].sort((a, b) => b.shippedOn.localeCompare(a.shippedOn))[0];
  return {
    shippedToGraderAt: earliest(cards.map((card) => card.orderShippedOn)),
    gradesPostedAt: latest(graded.map((card) => card.gradedAt)),
    returnShipment: back
      ? { carrier: back.carrier, trackingNumber: back.trackingNumber, shippedAt: back.shippedOn }
      : null,
    grades: new Map(
      graded.map((card) => [
        card.cardId,
        { grade: card.gradeText ?? '', certificateNumber: card.certificateNumber },
      ]),
    ),
  };
}
