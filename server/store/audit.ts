import * as v from 'valibot';
import {
  AUDIT_ACTIONS,
  AUDIT_RECORD_TYPES,
  AuditChangeSchema,
  type AuditChange,
  type AuditEntry,
  type AuditPage,
  type AuditRecordType,
} from '../../src/domain/audit';
import type { Selectable } from 'kysely';
import type { Db } from './database';
import type { AuditEntriesTable } from './schema';

/** The filters as the store reads them: instants, half-open. */
export interface AuditSelection {
  pageNumber: number;
  pageSize: number;
  actorId?: number | undefined;
  recordType?: AuditRecordType | undefined;
  recordId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** Only entries after this one (a record's history starts after its id's last removal). */
  afterId?: number | undefined;
}

/** What a write hands the trail; the store adds the id. */
export type NewAuditEntry = Omit<AuditEntry, 'id' | 'at' | 'changes'> & {
  at: Date;
  changes: readonly AuditChange[];
};

const StoredChanges = v.array(AuditChangeSchema);

type AuditRow = Selectable<AuditEntriesTable>;

function entryOf(row: AuditRow): AuditEntry {
  const changes = v.safeParse(StoredChanges, JSON.parse(row.changes));
  return {
    id: Number(row.id),
    at: row.at,
    actorId: row.actor_id === null ? null : Number(row.actor_id),
    actorName: row.actor_name,
    action: v.parse(v.picklist(AUDIT_ACTIONS), row.action),
    recordType: v.parse(v.picklist(AUDIT_RECORD_TYPES), row.record_type),
    recordId: Number(row.record_id),
    version: row.version === null ? null : Number(row.version),
    changes: changes.success ? changes.output : [],
  };
}

/**
 * The audit trail: the one place its SQL lives. It only appends and reads; nothing here updates or
 * deletes an entry, so no route can (issue 41). Pass a transaction as `db` so an entry commits or
 * rolls back with the change it records.
 */
export function auditStore(db: Db) {
  const filtered = (query: Omit<AuditSelection, 'pageNumber' | 'pageSize'>) => {
    let select = db.selectFrom('audit_entries');
    if (query.actorId !== undefined) select = select.where('actor_id', '=', query.actorId);
    if (query.recordType !== undefined) select = select.where('record_type', '=', query.recordType);
    if (query.recordId !== undefined) select = select.where('record_id', '=', query.recordId);
    if (query.from !== undefined) select = select.where('at', '>=', query.from);
    if (query.to !== undefined) select = select.where('at', '<', query.to);
    if (query.afterId !== undefined) select = select.where('id', '>', query.afterId);
    return select;
  };
  /** A page of the entries the query matches, newest first (ids grow with time), and their total. */
  const search = async (query: AuditSelection): Promise<AuditPage> => {
    const rows = await filtered(query)
      .selectAll()
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNumber - 1) * query.pageSize)
      .execute();
    const counted = await filtered(query)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    return { entries: rows.map(entryOf), total: Number(counted?.n ?? 0) };
  };
  return {
    async append(entry: NewAuditEntry): Promise<void> {
      await db
        .insertInto('audit_entries')
        .values({
          at: entry.at.toISOString(),
          actor_id: entry.actorId,
          actor_name: entry.actorName,
          action: entry.action,
          record_type: entry.recordType,
          record_id: entry.recordId,
          version: entry.version,
          changes: JSON.stringify(entry.changes),
        })
        .execute();
    },

    /** Everyone who has an entry, by the latest name each had: the activity log's person filter. */
    async actors(): Promise<{ id: number; name: string }[]> {
      const rows = await db
        .selectFrom('audit_entries')
        .select((eb) => ['actor_id', eb.fn.max('actor_name').as('name')])
        .where('actor_id', 'is not', null)
        .groupBy('actor_id')
        .execute();
      return rows
        .map((row) => ({ id: Number(row.actor_id), name: String(row.name) }))
        .sort((a, b) => a.name.localeCompare(b.name));
    },

    /**
     * Who made the latest update to each of these records, and when: the submission's workflow
     * history names who closed each step (issue 41). One query however many records.
     */
    async lastUpdates(
      recordType: AuditRecordType,
      recordIds: readonly number[],
    ): Promise<Map<number, { by: string; at: string }>> {
      const latest = new Map<number, { by: string; at: string }>();
      if (recordIds.length === 0) return latest;
      const rows = await db
        .selectFrom('audit_entries')
        .select(['record_id', 'actor_name', 'at'])
        .where('record_type', '=', recordType)
        .where('record_id', 'in', recordIds)
        .where('action', '=', 'update')
        .orderBy('id', 'asc')
        .execute();
      for (const row of rows) latest.set(Number(row.record_id), { by: row.actor_name, at: row.at });
      return latest;
    },

    /**
     * A page of one record's history, newest first: `currentLife` in SQL (decision 0436). Its entries
     * start after the latest 'delete' of that type and id that is not its newest entry, so a record
     * given a removed record's id does not show the removed one's changes.
     */
    async history(
      recordType: AuditRecordType,
      recordId: number,
      page: { pageNumber: number; pageSize: number },
    ): Promise<AuditPage> {
      const ofRecord = (alias: 'removal' | 'newest') =>
        db
          .selectFrom(`audit_entries as ${alias}`)
          .where(`${alias}.record_type`, '=', recordType)
          .where(`${alias}.record_id`, '=', recordId);
      const removal = await ofRecord('removal')
        .select((eb) => eb.fn.max('removal.id').as('id'))
        .where('removal.action', '=', 'delete')
        .where(
          'removal.id',
          '<',
          ofRecord('newest').select((eb) => eb.fn.max('newest.id').as('id')),
        )
        .executeTakeFirst();
      const afterId = removal?.id === null || removal?.id === undefined ? undefined : Number(removal.id);
      return search({ ...page, recordType, recordId, afterId });
    },

    search,
  };
}

export type AuditStore = ReturnType<typeof auditStore>;
