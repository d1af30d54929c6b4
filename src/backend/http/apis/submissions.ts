import { isAbortError, isAppError } from '../../../domain/errors';
import { submissionCustomerName } from '../../../domain/names';
import type { Page } from '../../../domain/paging';
import type { Submission, SubmissionInput, SubmissionSearch } from '../../../domain/submission';
import type { SubmissionsApi } from '../../backend';
import type { HttpClient } from '../client';
import { mapWithConcurrency } from '../concurrency';
import { idForBody, requireId } from '../ids';
import { parseIssuedInvoice, parsePayments } from '../schemas/businessProfile';
import { parseDashboard } from '../schemas/dashboard';
import { createHeaders } from '../writeHeaders';
import { parseSubmission, parseSubmissionList } from '../schemas/submission';
import { asPage, sortForBody } from './paging';
import { createRecordCalls } from './recordCalls';

/** Detail calls in flight at once while hydrating a search page. */
export const HYDRATION_CONCURRENCY = 6;

/**
 * Whether a search row lacks something the submissions list shows (date, status, customer name, card
 * count), so its detail call is needed. A row that already carries them all is kept as it came: a page
 * of 20 full rows costs one search call, not 21 calls per refresh. A count of 0 is treated as missing
 * (the summary may simply leave the counts out), which costs one call for a truly empty submission.
 */
export function summaryNeedsDetail(summary: Submission): boolean {
  if (summary.createdAt === null) return true;
  if (summary.statusCode === null && summary.status === '') return true;
  if (summary.totalCards === 0) return true;
  const name = submissionCustomerName(summary);
  return summary.customerId !== null && name === `Customer #${summary.customerId}`;
}

/** The body of PUT and POST: only the fields given, with the customer id as the number the contract expects. */
function toBody(input: Partial<SubmissionInput>): Record<string, unknown> {
  const { customerId, ...rest } = input;
  const body: Record<string, unknown> = { ...rest };
  const customer = idForBody(customerId);
  // An empty customer id is omitted rather than sent as null.
  if (customer !== null) body.customerId = customer;
  return body;
}

function toSearchBody(query: SubmissionSearch): Record<string, unknown> {
  return {
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
    search: query.search?.trim() || undefined,
    customerIds: query.customerIds?.map((id) => idForBody(id)).filter((id) => id !== null),
    statuses: query.statuses,
    isActive: query.isActive,
    createdFrom: query.createdFrom,
    createdTo: query.createdTo,
    createdAt: query.createdAt,
    updatedFrom: query.updatedFrom,
    open: query.open,
    prescreening: query.prescreening,
    changeRequests: query.changeRequests,
    sort: sortForBody(query.sort),
  };
}

export function createSubmissionsApi(client: HttpClient): SubmissionsApi {
  const records = createRecordCalls(client, {
    base: 'employee/submission',
    checkId: (id) => requireId(id, 'SUBMISSION_ID_REQUIRED', 'Submission id is required'),
    parse: parseSubmission,
    toBody,
    missingId: {
      code: 'MISSING_SUBMISSION_ID',
      message: 'Submission creation succeeded but no id was returned',
    },
    fallbacks: {
      get: 'Failed to load submission',
      create: 'Failed to create submission',
      update: 'Failed to update submission',
      remove: 'Failed to delete submission',
    },
  });

  /** A row whose detail cannot be loaded keeps its search summary; the log names only the id. */
  const hydrate = async (summary: Submission, signal?: AbortSignal): Promise<Submission> => {
    try {
      const detail = await records.get(summary.id, { signal });
      // Where its cards are comes with list rows only (decision 0531): the summary's is kept.
      return summary.journey ? { ...detail, journey: summary.journey } : detail;
    } catch (error) {
      if (isAbortError(error) || signal?.aborted) throw error;
      console.warn('Submission detail could not be loaded; showing the search summary instead.', {
        submissionId: summary.id,
        code: isAppError(error) ? error.code : 'UNKNOWN',
        status: isAppError(error) ? error.status : undefined,
      });
      return summary;
    }
  };

  return {
    async search(query, options): Promise<Page<Submission>> {
      const payload = await client.request({
        method: 'post',
        path: 'employee/submission/search',
        json: toSearchBody(query),
        signal: options?.signal,
        fallback: 'Submission search failed',
      });
      const list = parseSubmissionList(payload);
      const items = await mapWithConcurrency(list.items, HYDRATION_CONCURRENCY, (summary) =>
        summaryNeedsDetail(summary) ? hydrate(summary, options?.signal) : Promise.resolve(summary),
      );
      return { ...asPage(list, query), items };
    },
    async dashboard(options) {
      const payload = await client.request({
        method: 'get',
        path: 'employee/dashboard',
        signal: options?.signal,
        fallback: 'Failed to load the dashboard',
      });
      return parseDashboard(payload);
    },
    async issueInvoice(id, options) {
      const checked = requireId(id, 'SUBMISSION_ID_REQUIRED', 'Submission id is required');
      const payload = await client.request({
        method: 'post',
        path: `employee/submission/${encodeURIComponent(checked)}/invoice`,
        signal: options?.signal,
        fallback: 'Failed to issue the invoice',
        byStatus: { 404: { code: 'SUBMISSION_NOT_FOUND', message: 'Submission not found' } },
      });
      return parseIssuedInvoice(payload);
    },
    async payments(id, options) {
      const checked = requireId(id, 'SUBMISSION_ID_REQUIRED', 'Submission id is required');
      const payload = await client.request({
        method: 'get',
        path: `employee/submission/${encodeURIComponent(checked)}/invoice/payments`,
        signal: options?.signal,
        fallback: 'Failed to load the payments',
        byStatus: { 404: { code: 'SUBMISSION_NOT_FOUND', message: 'Submission not found' } },
      });
      return parsePayments(payload);
    },
    async recordPayment(id, input, options) {
      const checked = requireId(id, 'SUBMISSION_ID_REQUIRED', 'Submission id is required');
      const payload = await client.request({
        method: 'post',
        path: `employee/submission/${encodeURIComponent(checked)}/invoice/payments`,
        json: input,
        // one payment per intent: a retry after a lost answer replays it (decision 0230)
        ...createHeaders(options),
        signal: options?.signal,
        fallback: 'Failed to record the payment',
        byStatus: { 404: { code: 'SUBMISSION_NOT_FOUND', message: 'Submission not found' } },
      });
      return parseIssuedInvoice(payload);
    },
    ...records,
  };
}
