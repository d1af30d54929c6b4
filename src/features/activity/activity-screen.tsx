import { AUDIT_RECORD_TYPES, type AuditEntry } from '../../domain/audit';
import { auditExportNotice } from '../../domain/auditCsv';
import { auditRecordHref } from '../../domain/auditText';
import { listScreen } from '../../kit/list-screen';
import { ActivityFilters } from './activity-filters';
import { ACTIVITY_COLUMNS } from './activity-columns';
import { activityFilters } from './activity-query';

/** The activity log (issue 41, admins): every recorded change, newest first, filtered in the URL. */
export default listScreen<AuditEntry>({
  title: 'Activity',
  noun: 'activity',
  fetch: ({ backend }, query, signal) =>
    backend().audit.activity(
      { pageNumber: query.page, pageSize: query.pageSize, ...activityFilters(query) },
      { signal },
    ),
  columns: ACTIVITY_COLUMNS,
  // Its record's page, or the page of the record it belongs to; a row with neither is not a link.
  rowHref: (entry) => auditRecordHref(entry),
  query: {
    codec: {
      filters: {
        person: 'text',
        type: ['', ...AUDIT_RECORD_TYPES],
        record: 'text',
        from: 'text',
        to: 'text',
      },
    },
  },
  filterPanel: ActivityFilters,
  // The backend's file (a row per changed field, before and after), the same in both data modes.
  csvExport: {
    name: 'activity',
    fetchFile: async ({ backend }, query, signal) => {
      const { csv, truncated } = await backend().audit.exportCsv(activityFilters(query), { signal });
      return { text: csv, notice: truncated ? auditExportNotice() : undefined };
    },
  },
  texts: { empty: 'No activity matches these filters', reset: 'Reset filters' },
});
