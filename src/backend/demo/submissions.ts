import { SUBMISSION_AUDIT_FIELDS } from '../../domain/audit';
import {
  dashboardMetrics,
  gradingOutOf,
  isChangeRequest,
  submissionStatusCode,
} from '../../domain/dashboard';
import { type JourneyPlace, journeyPlaceOf } from '../../domain/journey';
import { isOpenStatus, statusLabel } from '../../domain/statuses';
import {
  SERVICE_KEYS,
  type Submission,
  type SubmissionInput,
  type SubmissionSearch,
  type SubmissionSortField,
} from '../../domain/submission';
import { coerceSubmissionInput, coerceSubmissionPatch } from '../../domain/submissionForm';
import { matchesSubmissionSearch, normaliseSubmissionSearch } from '../../domain/submissionSearch';
import type { SubmissionsApi } from '../backend';
import type { createDemoPayments } from './payments';
import {
  compareIds,
  compareNumbers,
  compareText,
  compareTimes,
  findStored,
  pageOf,
  sortByKeys,
} from './query';
import { copy, type DemoContext, type DemoStore } from './store';
import { bumpVersion, checkVersion, versionOf } from './writes';

type DemoPayments = ReturnType<typeof createDemoPayments>;

/**
 * The submission as callers see it: customer names from the current customer record, totals recounted.
 * A submission holds only scalars besides `customer`, which is rebuilt here, so the result is a copy.
 */
export function readSubmission(store: DemoStore, submission: Submission): Submission {
  const customer = submission.customerId ? store.customers.get(submission.customerId) : undefined;
  const name = customer ? `${customer.firstName} ${customer.lastName}`.trim() : null;
  return {
    ...submission,
    customer: customer
      ? { id: customer.id, displayName: name, firstName: customer.firstName, lastName: customer.lastName }
      : null,
    firstName: customer?.firstName ?? null,
    lastName: customer?.lastName ?? null,
    customerDisplayName: name,
    customerName: name,
    status: statusLabel(submission.statusCode),
    totalCards: SERVICE_KEYS.reduce((sum, key) => sum + submission[key], 0),
  };
}

/** Where a submission's cards are (decision 0531), from the orders holding them; null in none. */
function placeOf(store: DemoStore, submissionId: string): JourneyPlace | null {
  const orders = [...store.graderOrders.values()].filter((order) =>
    order.cards.some((card) => card.submissionId === submissionId),
  );
  return orders.length === 0
    ? null
    : journeyPlaceOf(
        orders.map((order) => ({
          stage: order.stage,
          returned: Boolean(order.returnShipments?.[submissionId]),
          gradingCompany: order.gradingCompany,
        })),
      );
}

const SORTS: Record<SubmissionSortField, (a: Submission, b: Submission) => number> = {
  createdAt: (a, b) => compareTimes(a.createdAt, b.createdAt),
  id: (a, b) => compareIds(a.id, b.id),
  customer: (a, b) => compareText(a.lastName, b.lastName) || compareText(a.firstName, b.firstName),
  status: (a, b) => compareNumbers(a.statusCode, b.statusCode),
  totalCount: (a, b) => a.totalCards - b.totalCards,
};

/** A date-only bound covers its whole (UTC) day; a full timestamp is exact. */
const dayStart = (value: string) => Date.parse(value.length === 10 ? `${value}T00:00:00.000Z` : value);
const dayEnd = (value: string) => Date.parse(value.length === 10 ? `${value}T23:59:59.999Z` : value);

/**
 * Which submissions a search returns. isActive: true or undefined → active only (a soft-deleted
 * submission disappears from the list, as a deleted one does in API mode); false → deleted only.
 */
function matches(query: SubmissionSearch, submission: Submission): boolean {
  if (submission.isActive !== (query.isActive ?? true)) return false;
  if (query.customerIds?.length && !query.customerIds.includes(submission.customerId ?? '')) return false;
  if (query.statuses?.length && !query.statuses.some((code) => code === submission.statusCode)) return false;
  const created = submission.createdAt ? Date.parse(submission.createdAt) : NaN;
  if (query.createdFrom && !(created >= dayStart(query.createdFrom))) return false;
  if (query.createdTo && !(created <= dayEnd(query.createdTo))) return false;
  if (query.createdAt && !(created >= dayStart(query.createdAt) && created <= dayEnd(query.createdAt))) {
    return false;
  }
  // the dashboard's rules (src/domain/dashboard.ts), so a figure's list holds what it counts
  const updated = Date.parse(submission.updatedAt ?? submission.createdAt ?? '');
  if (query.updatedFrom && !(updated >= dayStart(query.updatedFrom))) return false;
  if (query.open && !isOpenStatus(submissionStatusCode(submission))) return false;
  if (query.prescreening?.length && !query.prescreening.includes(submission.prescreening)) return false;
  if (query.changeRequests && !isChangeRequest(submission)) return false;
  return true;
}

/** Loose input is coerced as the demo's seed demands: whole non-negative counts, prescreening 1/2/3. */
const asRecord = (input: Partial<SubmissionInput>): Readonly<Record<string, unknown>> => ({ ...input });

export function createDemoSubmissions(context: DemoContext): SubmissionsApi {
  let paymentsArea: Promise<DemoPayments> | null = null;
  const demoPayments = () =>
    (paymentsArea ??= import('./payments').then((area) => area.createDemoPayments(context)));
  const { store, latency } = context;

  /** One audit entry for a write, with the fields the server keeps (the status as its label). */
  const recordChange = (before: Submission | null, stored: Submission) =>
    context.audit.recordVersioned(
      'submission',
      SUBMISSION_AUDIT_FIELDS,
      before,
      readSubmission(store, stored),
    );

  const find = (id: string): Submission =>
    findStored(store.submissions, id, 'Submission', {
      blank: 'SUBMISSION_ID_REQUIRED',
      notFound: 'SUBMISSION_NOT_FOUND',
    });

  return {
    async search(query, options) {
      await latency.wait('records', options?.signal);
      const text = normaliseSubmissionSearch(query.search);
      const rows = [...store.submissions.values()]
        .filter((submission) => matches(query, submission))
        .map((submission) => readSubmission(store, submission))
        .filter((submission) => text === '' || matchesSubmissionSearch(submission, text));
      const sorted = sortByKeys(rows, query.sort, SORTS, [{ field: 'createdAt', desc: true }], (a, b) =>
        compareIds(b.id, a.id),
      );
      const page = pageOf(sorted, query.pageNumber, query.pageSize);
      // Each row says where its cards are, beside its status, as the server's do (decision 0531).
      return {
        ...page,
        items: page.items.map((row) => {
          const journey = placeOf(store, row.id);
          return journey ? { ...row, journey } : row;
        }),
      };
    },
    async get(id, options) {
      await latency.wait('records', options?.signal);
      // A soft-deleted submission can still be opened by id; it reads isActive false.
      const submission = find(id);
      return { ...readSubmission(store, submission), version: versionOf(submission) };
    },
    create: (input, options) =>
      context.writes.once(options?.idempotencyKey, ['submissions.create', input], async () => {
        await latency.wait('records', options?.signal);
        const { customerId, status, ...fields } = coerceSubmissionInput(asRecord(input));
        const at = context.now().toISOString();
        const submission: Submission = {
          ...fields,
          id: store.nextId('submissions'),
          customerId: customerId ?? null,
          customer: null,
          firstName: null,
          lastName: null,
          customerDisplayName: null,
          customerName: null,
          createdAt: at,
          updatedAt: at,
          statusCode: status ?? 0,
          status: '',
          isActive: true,
          totalCards: 0,
          version: 1,
        };
        store.submissions.set(submission.id, submission);
        recordChange(null, submission);
        return readSubmission(store, submission);
      }),
    // The same Idempotency-Key again (an answer lost on the way) gets the first answer, as on the server.
    update: (id, input, options) =>
      context.writes.once(options?.idempotencyKey, ['submissions.update', id, input], async () => {
        await latency.wait('records', options?.signal);
        const submission = find(id);
        checkVersion(submission, options?.version);
        const before = readSubmission(store, submission);
        const { status, ...patch } = coerceSubmissionPatch(asRecord(input));
        Object.assign(submission, patch, { updatedAt: context.now().toISOString() });
        if (status !== undefined) submission.statusCode = status;
        bumpVersion(submission);
        recordChange(before, submission);
        return readSubmission(store, submission);
      }),
    async remove(id, options) {
      await latency.wait('records', options?.signal);
      const submission = find(id);
      const before = readSubmission(store, submission);
      submission.isActive = false;
      submission.updatedAt = context.now().toISOString();
      recordChange(before, submission);
    },
    // The server computes these in SQL; here the same domain rules run over the store in memory.
    async dashboard(options) {
      await latency.wait('records', options?.signal);
      const asOf = context.now();
      const active = [...store.submissions.values()].filter((submission) => submission.isActive);
      const payments = [...store.payments].flatMap(([submissionId, recorded]) =>
        recorded.map((payment) => ({ submissionId, amount: payment.amount, createdAt: payment.createdAt })),
      );
      const metrics = dashboardMetrics(
        active.map((submission) => readSubmission(store, submission)),
        asOf,
        payments,
      );
      // The grader orders' records, read here: the grading area's code is not loaded for the board.
      metrics.gradingOut = gradingOutOf(
        [...store.graderOrders.values()].map((order) => ({
          stage: order.stage,
          heldFrom: order.heldFrom,
          cards: order.cards.length,
        })),
      );
      return { asOf: asOf.toISOString(), metrics };
    },
    // The invoice's rules (the business profile, payments) load with the first invoice, not the app.
    async issueInvoice(id, options) {
      const [{ issueDemoInvoice }] = await Promise.all([
        import('./businessProfile'),
        latency.wait('records', options?.signal),
      ]);
      return copy(issueDemoInvoice(context, find(id).id));
    },
    // Payments load on their first call, not with the app (decision 0303's first-load debt).
    payments: async (id, options) => (await demoPayments()).payments(id, options),
    recordPayment: async (id, input, options) => (await demoPayments()).recordPayment(id, input, options),
  };
}
