import type { AppServices } from '../../kit/services';
import type { Customer } from '../../domain/customer';
import { isAbortError } from '../../domain/errors';
import { joinName, submissionCustomerName } from '../../domain/names';
import type { Submission } from '../../domain/submission';
import type { SubmissionOrder } from '../../domain/graderOrder';
import { journeyPlaceOf, type JourneyPlace } from '../../domain/journey';

export interface SubmissionDetail {
  submission: Submission;
  /** null when the submission has no customer or the customer could not be loaded. */
  customer: Customer | null;
  /** The grader orders its cards are in (issue 39 item 3); null when they could not be read. */
  graderOrders?: SubmissionOrder[] | null;
}

/** The submission, then its customer for the Customer card (a customer failure leaves the card sparse). */
export async function loadSubmissionDetail(
  { backend }: AppServices,
  id: string,
  signal: AbortSignal,
): Promise<SubmissionDetail> {
  const submission = await backend().submissions.get(id, { signal });
  if (!submission.customerId) return { submission, customer: null };
  try {
    return { submission, customer: await backend().customers.get(submission.customerId, { signal }) };
  } catch (error) {
    if (isAbortError(error) || signal.aborted) throw error;
    return { submission, customer: null };
  }
}

/** The staff detail: the submission and its customer, and the grader orders its cards are in. */
export async function loadSubmissionDetailWithOrders(
  services: AppServices,
  id: string,
  signal: AbortSignal,
): Promise<SubmissionDetail> {
  const orders = services
    .backend()
    .graderOrders.ofSubmission(id, { signal })
    .catch((error: unknown) => {
      if (isAbortError(error) || signal.aborted) throw error;
      return null;
    });
  const [detail, graderOrders] = await Promise.all([loadSubmissionDetail(services, id, signal), orders]);
  return { ...detail, graderOrders };
}

/** Where its cards are, from the orders holding them (decision 0531); null when those could not be read. */
export const detailJourney = ({ graderOrders }: SubmissionDetail): JourneyPlace | null =>
  graderOrders
    ? journeyPlaceOf(
        graderOrders.map((order) => ({
          stage: order.stage,
          returned: order.returned,
          gradingCompany: order.gradingCompany,
        })),
      )
    : null;

export const detailCustomerName = ({ submission, customer }: SubmissionDetail): string =>
  (customer && joinName(customer.firstName, customer.lastName)) ||
  submissionCustomerName(submission, customer ? [customer] : []);

/** Section keys of the submissionDetailSections preference, and whether each starts open. */
export const DETAIL_SECTIONS = {
  cards: { title: 'Cards', defaultOpen: true },
  serviceBreakdown: { title: 'Service breakdown', defaultOpen: true },
  prescreeningLogistics: { title: 'Prescreening & logistics', defaultOpen: false },
} as const;
export type DetailSection = keyof typeof DETAIL_SECTIONS;
