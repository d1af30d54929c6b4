import type { AuditApi } from '../../backend';
import type { AuditFilters } from '../../../domain/audit';
import type { HttpClient } from '../client';
import { idForBody, requireId } from '../ids';
import { parseAuditExport, parseAuditPage, parseAuditPeople } from '../schemas/audit';
import { asPage } from './paging';

/** The filters as the activity calls' bodies carry them; absent ones are left out. */
const filterBody = (filters: AuditFilters) => ({
  ...(filters.actorId === undefined ? {} : { actorId: filters.actorId }),
  ...(filters.recordType === undefined ? {} : { recordType: filters.recordType }),
  ...(filters.recordId === undefined ? {} : { recordId: filters.recordId }),
  ...(filters.fromDay ? { fromDay: filters.fromDay } : {}),
  ...(filters.toDay ? { toDay: filters.toDay } : {}),
});

export function createAuditApi(client: HttpClient): AuditApi {
  return {
    async history(recordType, recordId, page, options) {
      const id = idForBody(requireId(recordId, 'HTTP_ERROR', 'A record id is required'));
      const payload = await client.request({
        method: 'post',
        path: 'employee/history/search',
        json: { recordType, recordId: id, pageNumber: page.pageNumber, pageSize: page.pageSize },
        signal: options?.signal,
        fallback: 'Failed to load the history',
      });
      return asPage(parseAuditPage(payload), page);
    },
    async activity(query, options) {
      const payload = await client.request({
        method: 'post',
        path: 'employee/activity/search',
        json: { pageNumber: query.pageNumber, pageSize: query.pageSize, ...filterBody(query) },
        signal: options?.signal,
        fallback: 'Failed to load the activity log',
      });
      return asPage(parseAuditPage(payload), query);
    },
    async people(options) {
      const payload = await client.request({
        method: 'get',
        path: 'employee/activity/people',
        signal: options?.signal,
        fallback: 'Failed to load the people',
      });
      return parseAuditPeople(payload);
    },
    async exportCsv(filters, options) {
      const payload = await client.request({
        method: 'post',
        path: 'employee/activity/export',
        json: filterBody(filters),
        signal: options?.signal,
        fallback: 'Failed to export the activity log',
      });
      return parseAuditExport(payload);
    },
  };
}
