import { CUSTOMER_AUDIT_FIELDS } from '../../domain/audit';
import type { Customer } from '../../domain/customer';
import { validateCustomerForm } from '../../domain/customerForm';
import {
  matchesNumberPrefix,
  myCardOf,
  mySubmissionOf,
  mySubmissionRowOf,
  submissionNumberPrefix,
  myDetailsOf,
  type MyDetailsInput,
  type OwnSubmissionSource,
} from '../../domain/portal';
import { progressOf, type ProgressOrder } from '../../domain/portalProgress';
import { gradingCompanyLabel } from '../../domain/statuses';
import type { Submission } from '../../domain/submission';
import type { PortalApi } from '../backend';
import { issueDemoInvoice } from './businessProfile';
import { compareIds, compareTimes, pageOf } from './query';
import { copy, type DemoContext } from './store';
import { bumpVersion, checkVersion, refusal, versionOf } from './writes';

export const NO_LINKED_CUSTOMER = 'No customer record is linked to this account.';

const detailsOf = (customer: Customer) => myDetailsOf({ ...customer, version: versionOf(customer) });

const sourceOf = (submission: Submission): OwnSubmissionSource => ({
  ...submission,
  statusCode: submission.statusCode,
});

/** The trimmed fields 'My details' saves; the account link and archive flag are not among them. */
const savedFields = (input: MyDetailsInput) => ({
  firstName: input.firstName.trim(),
  lastName: input.lastName.trim(),
  email: input.email.trim().toLowerCase(),
  phone: input.phone.trim(),
  canEmail: input.canEmail,
  canText: input.canText,
  canCall: input.canCall,
  address1: input.address1.trim(),
  address2: input.address2.trim(),
  city: input.city.trim(),
  state: input.state.trim().toUpperCase(),
  zipCode: input.zipCode.trim(),
});

/**
 * The customer persona's own records (issue 40): the customer linked to the signed-in persona's user,
 * as the server's /api/me does. Another customer's submission is missing, as one that does not exist.
 */
export function createDemoPortal(context: DemoContext): PortalApi {
  const { store, latency } = context;

  const linkedCustomer = (): Customer => {
    const userId = store.data.personas[context.persona()].user.id;
    const linked = [...store.customers.values()]
      .filter((customer) => customer.userId === userId)
      .sort((a, b) => compareIds(a.id, b.id))[0];
    if (!linked) throw refusal(404, NO_LINKED_CUSTOMER);
    return linked;
  };
  /** The orders holding the submission's cards, as the server's portal store reads them. */
  const ordersOf = (submissionId: string): ProgressOrder[] =>
    [...store.graderOrders.values()]
      .filter((order) => order.cards.some((card) => card.submissionId === submissionId))
      .sort((a, b) => compareIds(a.id, b.id))
      .map((order) => {
        const shipment = order.returnShipments?.[submissionId];
        return {
          stage: order.stage,
          heldFrom: order.heldFrom,
          company: gradingCompanyLabel(order.gradingCompany),
          returnTrackingNumber: order.returnTrackingNumber,
          returnShipment: shipment
            ? { carrier: shipment.carrier, trackingNumber: shipment.trackingNumber }
            : null,
        };
      });
  const ownSubmissions = (customer: Customer): Submission[] =>
    [...store.submissions.values()].filter(
      (submission) => submission.customerId === customer.id && submission.isActive,
    );

  return {
    async searchSubmissions(query, options) {
      await latency.wait('records', options?.signal);
      const prefix = submissionNumberPrefix(query.search);
      const rows = ownSubmissions(linkedCustomer())
        .filter((submission) => matchesNumberPrefix(submission.id, prefix))
        .sort((a, b) => compareTimes(b.createdAt, a.createdAt) || compareIds(b.id, a.id))
        .map((submission) => mySubmissionRowOf(sourceOf(submission), progressOf(ordersOf(submission.id))));
      return copy(pageOf(rows, query.pageNumber, query.pageSize));
    },
    async submission(id, options) {
      await latency.wait('records', options?.signal);
      const submission = ownSubmissions(linkedCustomer()).find((candidate) => candidate.id === id.trim());
      if (!submission) throw refusal(404, 'Submission not found');
      const recommendations = store.catalogues.prescreenRecommendations;
      const cards = [...store.cards.values()]
        .filter((card) => card.submissionId === submission.id)
        .sort((a, b) => compareIds(a.id, b.id))
        .map((card) =>
          myCardOf(card, (recommendation) => recommendations.get(String(recommendation))?.name ?? null),
        );
      // loaded on the first visit of a submission page, not with the app (the first-load budget)
      const { journeyOfSubmission } = await import('./portalJourney');
      return copy(mySubmissionOf(sourceOf(submission), cards, journeyOfSubmission(store, submission.id)));
    },
    async details(options) {
      await latency.wait('records', options?.signal);
      return copy(detailsOf(linkedCustomer()));
    },
    async saveDetails(input, options) {
      await latency.wait('records', options?.signal);
      const customer = linkedCustomer();
      checkVersion(customer, options?.version);
      const fields = savedFields(input);
      const errors = Object.values(validateCustomerForm(fields));
      if (errors.length > 0) throw refusal(400, errors[0] ?? 'Check the details');
      const before = copy(customer);
      Object.assign(customer, fields, { updatedAt: context.now().toISOString() });
      bumpVersion(customer);
      // The customer's own change is in the record's history, as the server keeps it (issue 41).
      context.audit.recordVersioned('customer', CUSTOMER_AUDIT_FIELDS, before, customer);
      return copy(detailsOf(customer));
    },
    async invoice(id, options) {
      await latency.wait('records', options?.signal);
      const submission = ownSubmissions(linkedCustomer()).find((candidate) => candidate.id === id.trim());
      if (!submission) throw refusal(404, 'Submission not found');
      return copy(issueDemoInvoice(context, submission.id, 'customer'));
    },
  };
}
