import type { SubmissionJourney } from '../../domain/portal';
import { GRADING_COMPANY_LABELS } from '../../domain/statuses';
import { journeyOf } from '../../domain/submissionJourney';
import { compareIds } from './query';
import type { DemoStore } from './store';

/** The grader orders' word on a submission, as the server's portal store reads it (decision 0422). */
export function journeyOfSubmission(store: DemoStore, submissionId: string): SubmissionJourney {
  const orders = [...store.graderOrders.values()]
    .filter((order) => order.stage !== 'cancelled')
    .sort((a, b) => compareIds(a.id, b.id));
  const cards = orders.flatMap((order) =>
    order.cards
      .filter((card) => card.submissionId === submissionId)
      .map((card) => {
        const grade = card.gradeId ? store.catalogues.cardGrades.get(card.gradeId) : undefined;
        return {
          cardId: card.cardId,
          orderShippedOn: order.shippedOn,
          gradeText: grade ? `${GRADING_COMPANY_LABELS[grade.gradingCompany]} ${grade.score}` : null,
          certificateNumber: card.certificateNumber,
          gradedAt: card.gradedAt ?? null,
        };
      }),
  );
  const returns = orders.flatMap((order) => {
    const shipment = order.returnShipments?.[submissionId];
    return shipment ? [shipment] : [];
  });
  return journeyOf(cards, returns);
}
