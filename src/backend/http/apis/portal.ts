import type { PortalApi } from '../../backend';
import type { HttpClient } from '../client';
import { requireId } from '../ids';
import { parseIssuedInvoice } from '../schemas/businessProfile';
import { parseMyDetails, parseMySubmission, parseMySubmissionList } from '../schemas/portal';
import { updateHeaders } from '../writeHeaders';
import { asPage } from './paging';

/** The customer's own calls under /me (issue 40). */
export function createPortalApi(client: HttpClient): PortalApi {
  return {
    async searchSubmissions(query, options) {
      const search = query.search?.trim();
      const payload = await client.request({
        method: 'post',
        path: 'me/submissions/search',
        json: { pageNumber: query.pageNumber, pageSize: query.pageSize, ...(search ? { search } : {}) },
        signal: options?.signal,
        fallback: 'Failed to load your submissions',
      });
      return asPage(parseMySubmissionList(payload), query);
    },
    async submission(id, options) {
      const checked = requireId(id, 'SUBMISSION_ID_REQUIRED', 'Submission id is required');
      const payload = await client.request({
        method: 'get',
        path: `me/submissions/${encodeURIComponent(checked)}`,
        signal: options?.signal,
        fallback: 'Failed to load the submission',
      });
      return parseMySubmission(payload);
    },
    async details(options) {
      const payload = await client.request({
        method: 'get',
        path: 'me/customer',
        signal: options?.signal,
        fallback: 'Failed to load your details',
      });
      return parseMyDetails(payload);
    },
    async saveDetails(input, options) {
      const payload = await client.request({
        method: 'post',
        path: 'me/customer',
        json: input,
        signal: options?.signal,
        fallback: 'Failed to save your details',
        ...updateHeaders(options),
      });
      return parseMyDetails(payload);
    },
    async invoice(id, options) {
      const checked = requireId(id, 'SUBMISSION_ID_REQUIRED', 'Submission id is required');
      const payload = await client.request({
        method: 'post',
        path: `me/submissions/${encodeURIComponent(checked)}/invoice`,
        signal: options?.signal,
        fallback: 'Failed to load the invoice',
      });
      return parseIssuedInvoice(payload);
    },
  };
}
