import {
  AUDIT_RECORD_TYPES,
  type AuditEntry,
  type AuditFilters,
  type AuditRecordType,
} from '../../domain/audit';
import { AUDIT_EXPORT_LIMIT } from '../../domain/auditCsv';
import { auditRecordHref, describeAuditEntry } from '../../domain/auditText';
import type { CollectionQuery } from '../../../machines/collection';
import { listScreen } from '../../kit/list-screen';
import { ActivityFilters } from './activity-filters';
import { ACTIVITY_COLUMNS } from './activity-columns';

const whole = (text: string | undefined): number | undefined =>
  text && /^\d+$/.test(text) ? Number(text) : undefined;

/** The URL's filters as the backend's: person, record type, record id and days. */
function filtersOf(query: CollectionQuery): AuditFilters {
  const { person, type, record, from, to } = query.filters;
  return {
    actorId: whole(person),
    recordType: AUDIT_RECORD_TYPES.includes(type as AuditRecordType) ? (type as AuditRecordType) : undefined,
    recordId: whole(record),
    fromDay: from || undefined,
    toDay: to || undefined,
  };
}

const PAGE = 1000;

/** The activity log (issue 41, admins): every recorded change, newest first, filtered in the URL. */
export default listScreen<AuditEntry>({
  title: 'Activity',
  noun: 'activity',
  fetch: ({ backend }, query, signal) =>
    backend().audit.activity(
      { pageNumber: query.page, pageSize: query.pageSize, ...filtersOf(query) },
      { signal },
    ),
  columns: ACTIVITY_COLUMNS,
  rowHref: (entry) => auditRecordHref(entry) ?? '',
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
  csvExport: {
    name: 'activity',
    columns: [
      { header: 'When', value: (entry) => entry.at },
      { header: 'Person', value: (entry) => entry.actorName },
      { header: 'Action', value: (entry) => entry.action },
      { header: 'Record type', value: (entry) => entry.recordType },
      { header: 'Record id', value: (entry) => entry.recordId },
      { header: 'Version', value: (entry) => entry.version },
      { header: 'Change', value: (entry) => describeAuditEntry(entry).join('; ') },
    ],
    fetchAll: async ({ backend }, query, signal) => {
      const entries: AuditEntry[] = [];
      for (let pageNumber = 1; entries.length < AUDIT_EXPORT_LIMIT; pageNumber++) {
        const page = await backend().audit.activity(
          { pageNumber, pageSize: PAGE, ...filtersOf(query) },
          { signal },
        );
        entries.push(...page.items);
        if (page.items.length < PAGE) break;
      }
      return entries;
    },
  },
  texts: { empty: 'No activity matches these filters', reset: 'Reset filters' },
});
