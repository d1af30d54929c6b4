import type { AuditAction, AuditEntry, AuditFilters, AuditRecordType } from './audit';

/**
 * How the audit trail is read (issue 41): the activity log's filters, a record's History and the
 * records whose entries it holds. The server does the same in SQL (server/store/audit.ts); the demo
 * reads with these (src/backend/demo/auditReads.ts). Apart from src/domain/audit.ts, which the demo's
 * writes need on a first visit, so this travels with the reads (decision 0303).
 */

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The record types with no page of their own: the activity log reads which record each of their
 * entries belongs to (`AuditEntry.owner`), and a row opens that one (decision 0542).
 */
export const AUDIT_OWNED_TYPES: readonly AuditRecordType[] = [
  'card',
  'workflow',
  'step',
  'payment',
  'stepType',
  'user',
];

/** The half-open range of instants the filters' days cover (the server checks the days are real first). */
export function auditInstants(filters: AuditFilters): { from?: string; to?: string } {
  const range: { from?: string; to?: string } = {};
  if (filters.fromDay && DAY.test(filters.fromDay)) range.from = `${filters.fromDay}T00:00:00.000Z`;
  if (filters.toDay && DAY.test(filters.toDay)) {
    const end = new Date(`${filters.toDay}T00:00:00.000Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    range.to = end.toISOString();
  }
  return range;
}

/** True when the entry passes the filters (the demo backend's filter; the server's is the same in SQL). */
export function matchesAuditFilters(entry: AuditEntry, filters: AuditFilters): boolean {
  const { from, to } = auditInstants(filters);
  if (filters.actorId !== undefined && entry.actorId !== filters.actorId) return false;
  if (filters.recordType !== undefined && entry.recordType !== filters.recordType) return false;
  if (filters.recordId !== undefined && entry.recordId !== filters.recordId) return false;
  if (from !== undefined && entry.at < from) return false;
  if (to !== undefined && entry.at >= to) return false;
  return true;
}

/**
 * A record's own history from a record type's and id's entries, newest first: the ones after the
 * latest removal that is not the newest entry. A database may give a removed record's id to a new
 * record (SQLite does), and entries outlive their record, so the new record's history starts after
 * the old one's 'delete'; a record removed for good still shows its life up to that 'delete'
 * (decision 0436). The server's query does the same in SQL.
 */
export function currentLife<T extends { action: AuditAction }>(newestFirst: readonly T[]): T[] {
  const removal = newestFirst.findIndex((entry, index) => index > 0 && entry.action === 'delete');
  return removal === -1 ? [...newestFirst] : newestFirst.slice(0, removal);
}

/**
 * The records whose entries a record's History shows beside its own (decision 0541): a submission's
 * cards (uploads and prescreen values), workflows and their steps, its invoice and its payments; an
 * employee's sign-in account (password events, invitations, failed sign-ins). The server finds the
 * ids in its tables, the demo in its store; both read them as they are now.
 */
export const AUDIT_RELATED = {
  submission: ['card', 'workflow', 'step', 'invoice', 'payment'],
  employee: ['user'],
} as const satisfies Partial<Record<AuditRecordType, readonly AuditRecordType[]>>;
export type AuditParentType = keyof typeof AUDIT_RELATED;
export type AuditRelatedType = (typeof AUDIT_RELATED)[AuditParentType][number];

/**
 * A related record's entries the parent's History leaves out: routine sign-ins, one a working day,
 * which would bury the roster's changes; /activity lists them by person.
 */
export const AUDIT_RELATED_LEFT_OUT: readonly AuditAction[] = ['sign-in'];

/** The ids of the records that belong to one record, by type (`AUDIT_RELATED`), as read now. */
export type AuditRelatedIds = Partial<Record<AuditRelatedType, ReadonlySet<number>>>;

/**
 * A record's History from entries newest first: its own current life (`currentLife`), and the
 * entries of the records that belong to it from its first entry on (an id SQLite gave again after a
 * removal does not bring an earlier record's entries in), less `AUDIT_RELATED_LEFT_OUT`. The demo's
 * history; the server's query does the same in SQL.
 */
export function historyOf<T extends Pick<AuditEntry, 'id' | 'action' | 'recordType' | 'recordId'>>(
  newestFirst: readonly T[],
  recordType: AuditRecordType,
  recordId: number,
  related: AuditRelatedIds = {},
): T[] {
  const own = currentLife(
    newestFirst.filter((entry) => entry.recordType === recordType && entry.recordId === recordId),
  );
  const kinds = Object.keys(related);
  if (kinds.length === 0) return own;
  const owned = new Set(own.map((entry) => entry.id));
  const start = own.at(-1)?.id;
  const belongs = (entry: T) =>
    related[entry.recordType as AuditRelatedType]?.has(entry.recordId) === true &&
    !AUDIT_RELATED_LEFT_OUT.includes(entry.action) &&
    (start === undefined || entry.id >= start);
  return newestFirst.filter((entry) => owned.has(entry.id) || belongs(entry));
}
