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
import { type Selectable, sql } from 'kysely';
import type { Db } from './database';
import {
  type SearchTotalsCache,
  type VersionedRow,
  searchTotalsCache,
  withSearchVersion,
} from './searchTotals';
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
export function auditStore(db: Db, totals: SearchTotalsCache = searchTotalsCache()) {
  /** The filters as one WHERE clause, values bound. */
  const whereOf = (query: Omit<AuditSelection, 'pageNumber' | 'pageSize'>) => {
    const parts = [sql<boolean>`1 = 1`];
    if (query.actorId !== undefined) parts.push(sql<boolean>`actor_id = ${query.actorId}`);
    if (query.recordType !== undefined) parts.push(sql<boolean>`record_type = ${query.recordType}`);
    if (query.recordId !== undefined) parts.push(sql<boolean>`record_id = ${query.recordId}`);
    if (query.from !== undefined) parts.push(sql<boolean>`at >= ${query.from}`);
    if (query.to !== undefined) parts.push(sql<boolean>`at < ${query.to}`);
    if (query.afterId !== undefined) parts.push(sql<boolean>`id > ${query.afterId}`);
    return sql`WHERE ${sql.join(parts, sql` AND `)}`;
  };
  /**
   * A page of the entries the query matches, newest first by time, then id (decision 0493: each filter
   * walks one index in that order and stops after the page), and their total. A filter can match most
   * of a million entries, so the total is kept under the search version, which every entry written
   * moves (migration 15), as the searches' totals are (decision 0274).
   */
  const search = async (query: AuditSelection): Promise<AuditPage> => {
    const where = whereOf(query);
    const offset = (query.pageNumber - 1) * query.pageSize;
    const { rows } = await sql<AuditRow & VersionedRow>`SELECT audit_entries.*, ${withSearchVersion}
      FROM audit_entries ${where} ORDER BY at DESC, id DESC LIMIT ${query.pageSize} OFFSET ${offset}`.execute(
      db,
    );
    const count = sql<{ n: number | string | null }>`SELECT COUNT(*) AS n FROM audit_entries ${where}`;
    return { entries: rows.map(entryOf), total: await totals.totalFor(db, rows, offset, count) };
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
      // Each person once, by hopping along the person index (a loose index scan) rather than grouping
      // a million entries; each one's latest name from the same index.
      const { rows } = await sql<{ actor_id: number | string; name: string | null }>`WITH RECURSIVE
        people(actor_id) AS (
          SELECT MIN(actor_id) FROM audit_entries WHERE actor_id IS NOT NULL
          UNION ALL
          SELECT (SELECT MIN(a.actor_id) FROM audit_entries a WHERE a.actor_id > people.actor_id)
            FROM people WHERE people.actor_id IS NOT NULL
        )
        SELECT actor_id, (SELECT n.actor_name FROM audit_entries n WHERE n.actor_id = people.actor_id
          ORDER BY n.at DESC, n.id DESC LIMIT 1) AS name
        FROM people WHERE actor_id IS NOT NULL`.execute(db);
      return rows
        .map((row) => ({ id: Number(row.actor_id), name: String(row.name ?? '') }))
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
