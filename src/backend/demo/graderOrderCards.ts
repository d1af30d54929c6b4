import { EMPTY_GRADING_DESCRIPTION } from '../../domain/cardDescription';
import type { GradePosting, GraderAction, GraderOrderCard } from '../../domain/graderOrder';
import { NEWS_OF_ACTION, gradingNews } from '../../domain/gradingNews';
import { joinName } from '../../domain/names';
import { submissionLinkPath } from '../../domain/portal';
import { GRADING_COMPANY_LABELS } from '../../domain/statuses';
import type { StoredGraderOrder, StoredOrderCard } from './graderOrderRecords';
import { keepMail } from './mailbox';
import type { DemoContext, DemoStore } from './store';

/**
 * The cards of the demo's grader orders (issue 39): each one as the screens see it, the rules of a
 * grade posted on it and the mail its order's journey sends, as the server has them.
 */

/** A card of an order with what the demo's cards, submissions, customers and catalogue say of it. */
export const orderCardOf =
  (store: DemoStore) =>
  ({ gradedAt: _gradedAt, ...stored }: StoredOrderCard): GraderOrderCard => {
    const card = store.cards.get(stored.cardId);
    const submission = store.submissions.get(stored.submissionId);
    const customer = submission?.customerId ? store.customers.get(submission.customerId) : undefined;
    const grade = stored.gradeId ? store.catalogues.cardGrades.get(stored.gradeId) : undefined;
    return {
      ...stored,
      customerId: submission?.customerId ?? null,
      customerName: joinName(customer?.firstName, customer?.lastName),
      cardName: card?.name ?? '',
      gradingDescription: { ...(card?.gradingDescription ?? EMPTY_GRADING_DESCRIPTION) },
      estimatedGrade: card?.estimatedGrade ?? null,
      gradeScore: grade?.score ?? null,
      gradeText: grade ? `${GRADING_COMPANY_LABELS[grade.gradingCompany]} ${grade.score}` : null,
    };
  };

/** The catalogue rules of a posted grade, typed or imported (the server's gradeProblems). */
export function gradeProblems(store: DemoStore, order: StoredGraderOrder, grade: GradePosting): string[] {
  const problems: string[] = [];
  const catalogueGrade = store.catalogues.cardGrades.get(grade.gradeId);
  if (!catalogueGrade?.isActive || catalogueGrade.gradingCompany !== order.gradingCompany) {
    problems.push("That grade is not in this company's card grades.");
  }
  if (grade.qualifierId !== null) {
    const qualifier = store.catalogues.cardQualifiers.get(grade.qualifierId);
    if (!qualifier?.isActive || qualifier.gradingCompany !== order.gradingCompany) {
      problems.push("That qualifier is not one of this company's.");
    }
  }
  if (grade.gradeErrorId !== null && !store.catalogues.cardGradeErrors.get(grade.gradeErrorId)?.isActive) {
    problems.push('That grade error is not in the catalogue.');
  }
  const certificate = grade.certificateNumber.trim();
  if (!certificate) problems.push('Certificate number is required.');
  for (const other of store.graderOrders.values()) {
    if (other.gradingCompany !== order.gradingCompany) continue;
    const holder = other.cards.find(
      (card) => card.certificateNumber === certificate && card.cardId !== grade.cardId,
    );
    if (certificate && holder) {
      problems.push(`Certificate number ${certificate} is already used by card ${holder.cardId}.`);
    }
  }
  return problems;
}

/** Records a grade on the card as the order holds it. */
export const applyGrade = (held: StoredOrderCard, grade: GradePosting, at: string): void => {
  Object.assign(held, {
    gradeId: grade.gradeId,
    qualifierId: grade.qualifierId,
    gradeErrorId: grade.gradeErrorId,
    certificateNumber: grade.certificateNumber.trim(),
    gradedAt: at,
  });
};

/** The server's mail of a transition (issue 39 item 8), kept in the demo's outbox. */
export function tellCustomers(context: DemoContext, order: StoredGraderOrder, action: GraderAction): void {
  const event = NEWS_OF_ACTION[action];
  if (!event) return;
  const { store } = context;
  const cards = order.cards.map(orderCardOf(store));
  const recipients = [...new Set(cards.map((card) => card.customerId))].flatMap((customerId) => {
    const customer = customerId ? store.customers.get(customerId) : undefined;
    return customer
      ? [
          {
            customerId: customer.id,
            name: joinName(customer.firstName, customer.lastName),
            email: customer.email,
            canEmail: customer.canEmail,
          },
        ]
      : [];
  });
  // The demo's links carry no data flag: they open the demo they were kept in (decision 0376).
  const link = (submissionId: string) =>
    `${context.appUrl().replace(/\/+$/, '')}${submissionLinkPath(submissionId)}`;
  for (const mail of gradingNews(order, event, cards, recipients, link))
    keepMail(context, mail.to, mail, mail.kind);
}
