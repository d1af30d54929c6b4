import type { BatchOrder } from '../../domain/customerGrading';
import type { DemoStore } from './store';

/** The demo's grader orders holding a customer's cards, with how many of theirs each holds (issue 39). */
export function ordersOfCustomer(
  store: DemoStore,
  customerId: string,
): { order: BatchOrder; customerCards: number }[] {
  return [...store.graderOrders.values()].flatMap((order) => {
    const customerCards = order.cards.filter(
      (card) => store.submissions.get(card.submissionId)?.customerId === customerId,
    ).length;
    return customerCards > 0 ? [{ order, customerCards }] : [];
  });
}
