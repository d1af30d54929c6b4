import type { Backend } from '../../backend/backend';
import { describeCard } from '../../domain/cardDescription';
import { cardAvailability, SERVICE_COMPANY, type GraderOrder } from '../../domain/graderOrder';
import { submissionCustomerName } from '../../domain/names';
import { serviceLabel } from '../../domain/pricing';
import { SERVICE_KEYS, type Submission } from '../../domain/submission';
import type { LoadedSubmission, SubmissionHit } from '../../../machines/cardAssignment';

/** At most this many submissions are offered for one search; a number finds its own at once. */
const HITS = 8;

const hitOf = (submission: Submission): SubmissionHit => ({
  id: submission.id,
  customerName: submissionCustomerName(submission),
});

/** The submissions matching a number or a customer's name, newest first. */
export async function findSubmissions(backend: Backend, query: string): Promise<SubmissionHit[]> {
  const page = await backend.submissions.search({ pageNumber: 1, pageSize: HITS, search: query });
  return page.items.map(hitOf);
}

/** The submission's cards, each with whether it can go in this order and why not (the server's rules). */
export async function loadSubmissionCards(
  backend: Backend,
  order: Pick<GraderOrder, 'id' | 'gradingCompany'>,
  submissionId: string,
): Promise<LoadedSubmission> {
  const [submission, { cards }, orders] = await Promise.all([
    backend.submissions.get(submissionId),
    backend.cards.list(submissionId),
    backend.graderOrders.ofSubmission(submissionId),
  ]);
  const service = SERVICE_KEYS.find(
    (key) => SERVICE_COMPANY[key] === order.gradingCompany && submission[key] > 0,
  );
  return {
    submission: hitOf(submission),
    cards: cards.map((card) => ({
      id: card.id,
      // What the company's form asks (decision 0520), else what the card is called.
      description:
        describeCard(card.gradingDescription) || card.name || card.description || `Card ${card.id}`,
      service: service ? serviceLabel(service) : '',
      availability: cardAvailability(order, submission, card.id, orders),
    })),
  };
}
