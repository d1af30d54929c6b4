import type { GraderAction } from '../../src/domain/graderOrder';
import { NEWS_OF_ACTION, type NewsRecipient, gradingNews } from '../../src/domain/gradingNews';
import { joinName } from '../../src/domain/names';
import type { MailLinks } from '../mail/links';
import type { Stores } from '../store/stores';

/**
 * Tells the customers with cards in the order about the transition just made (issue 39 item 8), inside
 * that transition's transaction: their messages are queued with it or not at all, and each carries a
 * key of its order, event and customer so a retried request queues nothing twice. Their links open
 * the submissions on APP_URL.
 */
export async function tellCustomers(
  stores: Stores,
  links: MailLinks,
  orderId: number,
  action: GraderAction,
  now: Date,
): Promise<void> {
  const event = NEWS_OF_ACTION[action];
  if (!event) return;
  const row = await stores.graderOrders.find(orderId);
  if (!row) return;
  const order = await stores.graderOrders.payload(row);
  const customerIds = [...new Set(order.cards.map((card) => card.customerId))].filter(
    (id): id is number => id !== null,
  );
  const recipients: NewsRecipient[] = [];
  for (const id of customerIds) {
    const customer = await stores.customers.find(id);
    if (!customer) continue;
    recipients.push({
      customerId: String(id),
      name: joinName(customer.first_name, customer.last_name),
      email: customer.email,
      canEmail: customer.can_email === 1,
    });
  }
  const cards = order.cards.map((card) => ({
    ...card,
    customerId: card.customerId === null ? null : String(card.customerId),
    submissionId: String(card.submissionId),
  }));
  const news = gradingNews({ ...order, id: String(order.id) }, event, cards, recipients, (submissionId) =>
    links.submissionLink(submissionId),
  );
  for (const mail of news) await stores.outbox.enqueue(mail, now);
}
