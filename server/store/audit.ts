import * as v from 'valibot';
import {
  AUDIT_ACTIONS,
  AUDIT_RECORD_TYPES,
  AuditChangeSchema,
  type AuditChange,
  type AuditEntry,
  type AuditPage,
  type AuditRecordRef,
  type AuditRecordType,
} from '../../src/domain/audit';
import {
  AUDIT_OWNED_TYPES,
  AUDIT_RELATED,
  AUDIT_RELATED_LEFT_OUT,
  type AuditParentType,
} from '../../src/domain/auditQuery';
import { type RawBuilder, type Selectable, sql } from 'kysely';
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
  /** The filters as one condition, values bound. */
  const conditionOf = (query: Omit<AuditSelection, 'pageNumber' | 'pageSize'>) => {
    const parts = [sql<boolean>`1 = 1`];
    if (query.actorId !== undefined) parts.push(sql<boolean>`actor_id = ${query.actorId}`);
    if (query.recordType !== undefined) parts.push(sql<boolean>`record_type = ${query.recordType}`);
    if (query.recordId !== undefined) parts.push(sql<boolean>`record_id = ${query.recordId}`);
    if (query.from !== undefined) parts.push(sql<boolean>`at >= ${query.from}`);
    if (query.to !== undefined) parts.push(sql<boolean>`at < ${query.to}`);
    if (query.afterId !== undefined) parts.push(sql<boolean>`id > ${query.afterId}`);
    return sql<boolean>`${sql.join(parts, sql` AND `)}`;
  };
  /** The filters as one WHERE clause. */
  const whereOf = (query: Omit<AuditSelection, 'pageNumber' | 'pageSize'>) =>
    sql`WHERE ${conditionOf(query)}`;
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
  /**
   * A page of a record's own entries (`own`: a WHERE clause) and those of the records that belong to
   * it, from `start` on, less routine sign-ins (decision 0541). One SELECT per related type on the
   * (record_type, record_id, id) index, joined with UNION ALL (the types differ, so no entry comes
   * twice): an OR across them would make SQLite scan the whole table.
   */
  const withRelated = async (
    parent: AuditParentType,
    recordId: number,
    own: RawBuilder<boolean>,
    start: number | undefined,
    page: { pageNumber: number; pageSize: number },
  ): Promise<AuditPage> => {
    const lookups: Record<string, (id: number) => RawBuilder<unknown>> = RELATED_IDS[parent];
    const branches = [
      sql`SELECT * FROM audit_entries WHERE ${own}`,
      ...AUDIT_RELATED[parent].map(
        (type) => sql`SELECT * FROM audit_entries WHERE record_type = ${type}
          AND record_id IN (${lookups[type]?.(recordId) ?? sql`NULL`})
          ${start === undefined ? sql`` : sql`AND id >= ${start}`}
          AND action NOT IN (${sql.join([...AUDIT_RELATED_LEFT_OUT])})`,
      ),
    ];
    // Materialized, so SQLite does not push the ORDER BY … LIMIT into each branch and walk a whole
    // record type in time order instead of the few entries of the records named.
    const history = sql`WITH history AS MATERIALIZED (${sql.join(branches, sql` UNION ALL `)})`;
    const offset = (page.pageNumber - 1) * page.pageSize;
    const { rows } = await sql<AuditRow & VersionedRow>`${history} SELECT history.*, ${withSearchVersion}
      FROM history ORDER BY at DESC, id DESC LIMIT ${page.pageSize} OFFSET ${offset}`.execute(db);
    const count = sql<{ n: number | string | null }>`${history} SELECT COUNT(*) AS n FROM history`;
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
      if (!isAuditParent(recordType)) return search({ ...page, recordType, recordId, afterId });
      // Related entries start with the record's own first entry (an id given again after a removal
      // must not bring an earlier record's cards in); a record older than the trail has none.
      const own = conditionOf({ recordType, recordId, afterId });
      const first = await sql<{
        id: number | string | null;
      }>`SELECT MIN(id) AS id FROM audit_entries WHERE ${own}`.execute(db);
      const start = first.rows[0]?.id;
      return withRelated(
        recordType,
        recordId,
        own,
        start === null || start === undefined ? undefined : Number(start),
        page,
      );
    },

    /**
     * The record each entry of a record with no page belongs to (decision 0542): a card's, a
     * workflow's or a step's submission, a payment's invoice (the submission's id), a step type's
     * workflow type, a sign-in account's employee or else customer; null when it is gone. A few
     * primary-key (or indexed) reads for a page, whatever its size.
     */
    async withOwners(entries: readonly AuditEntry[]): Promise<AuditEntry[]> {
      const idsOf = (type: AuditRecordType) => [
        ...new Set(entries.filter((entry) => entry.recordType === type).map((entry) => entry.recordId)),
      ];
      const owners = new Map<string, AuditRecordRef>();
      const keep = (type: AuditRecordType, id: number | string, owner: AuditRecordRef) =>
        owners.set(`${type}:${Number(id)}`, owner);
      const submissionOf = (id: number | string): AuditRecordRef => ({
        recordType: 'submission',
        recordId: Number(id),
      });
      const [cards, workflows, steps, payments, stepTypes, users] = [
        idsOf('card'),
        idsOf('workflow'),
        idsOf('step'),
        idsOf('payment'),
        idsOf('stepType'),
        idsOf('user'),
      ];
      if (cards.length > 0) {
        const rows = await db
          .selectFrom('cards')
          .select(['id', 'submission_id'])
          .where('id', 'in', cards)
          .execute();
        for (const row of rows) keep('card', row.id, submissionOf(row.submission_id));
      }
      if (workflows.length > 0) {
        const rows = await db
          .selectFrom('workflows')
          .select(['id', 'submission_id'])
          .where('id', 'in', workflows)
          .execute();
        for (const row of rows) keep('workflow', row.id, submissionOf(row.submission_id));
      }
      if (steps.length > 0) {
        const rows = await db
          .selectFrom('steps')
          .innerJoin('workflows', 'workflows.id', 'steps.workflow_id')
          .select(['steps.id as id', 'workflows.submission_id as submission_id'])
          .where('steps.id', 'in', steps)
          .execute();
        for (const row of rows) keep('step', row.id, submissionOf(row.submission_id));
      }
      if (payments.length > 0) {
        const rows = await db
          .selectFrom('payments')
          .select(['id', 'submission_id'])
          .where('id', 'in', payments)
          .execute();
        for (const row of rows)
          keep('payment', row.id, { recordType: 'invoice', recordId: Number(row.submission_id) });
      }
      if (stepTypes.length > 0) {
        const rows = await db
          .selectFrom('step_types')
          .select(['id', 'workflow_type_id'])
          .where('id', 'in', stepTypes)
          .execute();
        for (const row of rows)
          keep('stepType', row.id, { recordType: 'workflowType', recordId: Number(row.workflow_type_id) });
      }
      if (users.length > 0) {
        const staff = await db
          .selectFrom('employees')
          .select(['id', 'user_id'])
          .where('user_id', 'in', users)
          .execute();
        for (const row of staff)
          if (row.user_id !== null)
            keep('user', row.user_id, { recordType: 'employee', recordId: Number(row.id) });
        // Customers' accounts only for those not on the roster (by customers_by_user, migration 16).
        const rest = users.filter((id) => !owners.has(`user:${id}`)).map(String);
        if (rest.length > 0) {
          const customers = await db
            .selectFrom('customers')
            .select(['id', 'user_id'])
            .where('user_id', 'in', rest)
            .execute();
          for (const row of customers)
            if (row.user_id !== null)
              keep('user', row.user_id, { recordType: 'customer', recordId: Number(row.id) });
        }
      }
      return entries.map((entry) =>
        AUDIT_OWNED_TYPES.includes(entry.recordType)
          ? { ...entry, owner: owners.get(`${entry.recordType}:${entry.recordId}`) ?? null }
          : entry,
      );
    },

    search,
  };
}

export type AuditStore = ReturnType<typeof auditStore>;

const isAuditParent = (type: AuditRecordType): type is AuditParentType => Object.hasOwn(AUDIT_RELATED, type);

/**
 * How to find, in SQL, the ids of each kind of record that belongs to a parent (`AUDIT_RELATED`): one
 * subquery over the parent's id, for `record_id IN (…)`. Each walks an index (cards, workflows and
 * payments by submission, steps by workflow, employees by id).
 */
const RELATED_IDS: {
  [Parent in AuditParentType]: Record<
    (typeof AUDIT_RELATED)[Parent][number],
    (id: number) => RawBuilder<unknown>
  >;
} = {
  submission: {
    card: (id) => sql`SELECT id FROM cards WHERE submission_id = ${id}`,
    workflow: (id) => sql`SELECT id FROM workflows WHERE submission_id = ${id}`,
    step: (id) =>
      sql`SELECT steps.id FROM steps JOIN workflows ON workflows.id = steps.workflow_id
        WHERE workflows.submission_id = ${id}`,
    // A submission's invoice has the submission's id (decision 0420).
    invoice: (id) => sql`${id}`,
    payment: (id) => sql`SELECT id FROM payments WHERE submission_id = ${id}`,
  },
  employee: {
    user: (id) => sql`SELECT user_id FROM employees WHERE id = ${id} AND user_id IS NOT NULL`,
  },
};
