import { type RawBuilder, type Selectable, sql } from 'kysely';
import {
  SERVICE_KEYS,
  type ServiceCounts,
  type ServiceKey,
  type SubmissionSortField,
} from '../../src/domain/submission';
import { STATUS, statusLabel } from '../../src/domain/statuses';
import { recountConsignors } from './consignorReturns';
import { type Db, engineOf } from './database';
import type { SubmissionsTable } from './schema';
import { pageAt, pageRoute, whereAll } from './search-paging';
import {
  type SearchTotalsCache,
  searchTotalsCache,
  type VersionedRow,
  withSearchVersion,
} from './searchTotals';
import { matchingIds } from './trigrams';
import { submissionText } from './submissionText';
import { inTransaction } from './transaction';

/** The column of each service count. */
export const COUNT_COLUMNS = {
  psaValueBulk: 'psa_value_bulk',
  psaRegularCount: 'psa_regular_count',
  cgcBulkCount: 'cgc_bulk_count',
  cgcComicCount: 'cgc_comic_count',
  psaDualCount: 'psa_dual_count',
  bgsBaseCount: 'bgs_base_count',
  sgcStandardCount: 'sgc_standard_count',
} as const satisfies Record<ServiceKey, string>;

/** Builds all seven counts from a lookup, so no key can be forgotten. */
export function countsFrom(get: (key: ServiceKey) => number): ServiceCounts {
  return {
    psaValueBulk: get('psaValueBulk'),
    psaRegularCount: get('psaRegularCount'),
    cgcBulkCount: get('cgcBulkCount'),
    cgcComicCount: get('cgcComicCount'),
    psaDualCount: get('psaDualCount'),
    bgsBaseCount: get('bgsBaseCount'),
    sgcStandardCount: get('sgcStandardCount'),
  };
}

/**
 * Whether a submission's notes name an invoice change (src/domain/dashboard.ts), in SQL over the alias
 * `s`; the dashboard's figure and the list filtered to it read the same text, so they agree.
 */
export const MENTIONS_INVOICE_CHANGE_SQL =
  "lower(s.notes) LIKE '%invoice%' AND lower(s.notes) LIKE '%change%'";

/** A submission's card total in SQL over the alias `s`; fixed text, never input. */
export const TOTAL_SQL = `(${Object.values(COUNT_COLUMNS)
  .map((column) => `s.${column}`)
  .join(' + ')})`;

export interface SubmissionFields extends ServiceCounts {
  customerId: number | null;
  prescreening: number;
  consignAfterGrading: boolean;
  notes: string;
  statusCode: number;
}

/** A submission row joined with its customer's names. */
export type SubmissionRow = Selectable<SubmissionsTable> & {
  first_name: string | null;
  last_name: string | null;
};

export interface NewSubmissionExtras {
  id?: number;
  isActive?: boolean;
  createdAt?: string;
  updatedAt?: string;
}

export interface SubmissionQuery {
  pageNumber: number;
  pageSize: number;
  sort: readonly { field: SubmissionSortField; desc: boolean }[];
  customerIds?: readonly number[] | undefined;
  statuses?: readonly number[] | undefined;
  isActive?: boolean | undefined;
  /** Free text: the id exactly (a leading '#' ignored), or inside the customer's name or the notes. */
  search?: string | undefined;
  /** Inclusive bounds as ISO instants (the route widens date-only values to whole UTC days). */
  createdFrom?: string | undefined;
  createdBefore?: string | undefined;
  /** Last updated at or after this ISO instant (a new row's updated_at is its creation). */
  updatedFrom?: string | undefined;
  /** Neither Completed nor Cancelled. */
  open?: boolean | undefined;
  prescreening?: readonly number[] | undefined;
  /** On hold, or notes naming an invoice change. */
  changeRequests?: boolean | undefined;
}

// Fixed SQL text chosen by the sort field, never by input. Names sort without regard to case.
const ORDER: Record<SubmissionSortField, string[]> = {
  createdAt: ['s.created_at'],
  id: ['s.id'],
  // By the customer's last name, then first name (seed A §7). No customer sorts first on both engines
  // (SQLite puts NULL first, PostgreSQL last).
  customer: ["lower(coalesce(c.last_name, ''))", "lower(coalesce(c.first_name, ''))"],
  status: ['s.status_code'],
  totalCount: [TOTAL_SQL],
};

function countColumns(fields: Partial<ServiceCounts>) {
  const columns: Partial<Record<(typeof COUNT_COLUMNS)[ServiceKey], number>> = {};
  for (const key of SERVICE_KEYS) {
    const value = fields[key];
    if (value !== undefined) columns[COUNT_COLUMNS[key]] = value;
  }
  return columns;
}

const flag = (value: boolean) => (value ? 1 : 0);

/**
 * Submissions: the one place their SQL lives. Pass a transaction as `db` to write with other rows;
 * `totals` is the process's search totals cache, shared by every store made over the same database.
 */
export function submissionStore(db: Db, totals: SearchTotalsCache = searchTotalsCache()) {
  const joined = () =>
    db
      .selectFrom('submissions as s')
      .leftJoin('customers as c', 'c.id', 's.customer_id')
      .selectAll('s')
      .select(['c.first_name', 'c.last_name']);

  return {
    async find(id: number): Promise<SubmissionRow | null> {
      return (await joined().where('s.id', '=', id).executeTakeFirst()) ?? null;
    },

    async exists(id: number): Promise<boolean> {
      const row = await db.selectFrom('submissions').select('id').where('id', '=', id).executeTakeFirst();
      return row !== undefined;
    },

    async insert(fields: SubmissionFields, at: Date, extra: NewSubmissionExtras = {}): Promise<number> {
      const row = await db
        .insertInto('submissions')
        .values({
          ...(extra.id === undefined ? {} : { id: extra.id }),
          customer_id: fields.customerId,
          status_code: fields.statusCode,
          consign_after_grading: flag(fields.consignAfterGrading),
          notes: fields.notes,
          is_active: flag(extra.isActive !== false),
          prescreening: fields.prescreening,
          psa_value_bulk: fields.psaValueBulk,
          psa_regular_count: fields.psaRegularCount,
          cgc_bulk_count: fields.cgcBulkCount,
          cgc_comic_count: fields.cgcComicCount,
          psa_dual_count: fields.psaDualCount,
          bgs_base_count: fields.bgsBaseCount,
          sgc_standard_count: fields.sgcStandardCount,
          created_at: extra.createdAt ?? at.toISOString(),
          updated_at: extra.updatedAt ?? at.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /**
     * Writes only the fields given: "an update sends whatever fields are given" (seed A §4). A
     * submission given to another customer moves its place on the returns list with it, in the same
     * transaction (decision 0570).
     */
    update(id: number, fields: Partial<SubmissionFields>, at: Date): Promise<void> {
      return inTransaction(db, async (trx) => {
        const before =
          fields.customerId === undefined
            ? undefined
            : await trx
                .selectFrom('submissions')
                .select('customer_id')
                .where('id', '=', id)
                .executeTakeFirst();
        await updateSubmission(trx, id, fields, at);
        if (before && before.customer_id !== fields.customerId) {
          await recountConsignors(trx, [before.customer_id, fields.customerId ?? null]);
        }
      });
    },

    /** Deleting deactivates (soft delete), as in demo mode, so workflows and cards keep their owner. */
    async deactivate(id: number, at: Date): Promise<void> {
      await db
        .updateTable('submissions')
        .set({ is_active: 0, updated_at: at.toISOString() })
        .where('id', '=', id)
        .execute();
    },

    async search(query: SubmissionQuery): Promise<{ rows: SubmissionRow[]; total: number }> {
      const filters: RawBuilder<unknown>[] = [];
      const anyOf = (column: string, values: readonly number[] | undefined) => {
        if (!values || values.length === 0) return;
        filters.push(sql`${sql.ref(column)} IN (${sql.join(values)})`);
      };
      anyOf('s.customer_id', query.customerIds);
      anyOf('s.status_code', query.statuses);
      if (query.createdFrom) filters.push(sql`s.created_at >= ${query.createdFrom}`);
      if (query.createdBefore) filters.push(sql`s.created_at < ${query.createdBefore}`);
      // the dashboard's rules (server/store/dashboard.ts), so a figure's list holds what it counts
      if (query.updatedFrom) filters.push(sql`s.updated_at >= ${query.updatedFrom}`);
      anyOf('s.prescreening', query.prescreening);
      if (query.open)
        filters.push(sql.raw(`s.status_code NOT IN (${STATUS.completed}, ${STATUS.cancelled})`));
      if (query.changeRequests) {
        filters.push(sql.raw(`(s.status_code = ${STATUS.onHold} OR (${MENTIONS_INVOICE_CHANGE_SQL}))`));
      }
      // Written as text, not a parameter, so SQLite may use the partial index of inactive rows.
      const active = query.isActive === undefined ? null : sql.raw(`s.is_active = ${flag(query.isActive)}`);
      const sort = query.sort.length ? query.sort : [{ field: 'createdAt' as const, desc: true }];
      const order = sql.raw(
        sort
          .flatMap(({ field, desc }) => ORDER[field].map((column) => `${column} ${desc ? 'DESC' : 'ASC'}`))
          .concat('s.id ASC')
          .join(', '),
      );
      const newestFirst = sort.length === 1 && sort[0]?.field === 'createdAt' && sort[0].desc;
      const page = pageAt(query.pageNumber, query.pageSize);
      const pageOf = (where: RawBuilder<unknown>, walking = sql``) =>
        sql<SubmissionRow & VersionedRow>`SELECT s.*, c.first_name, c.last_name, ${withSearchVersion}
          FROM submissions s ${walking} LEFT JOIN customers c ON c.id = s.customer_id ${where}
          ORDER BY ${order} LIMIT ${page.limit} OFFSET ${page.offset}`
          .execute(db)
          .then((result) => result.rows);
      // Sorting many matches: sort their ids alone, then read the page's rows (whole rows in the
      // sort cost SQLite about three times as much).
      const pageBySortedIds = (where: RawBuilder<unknown>) =>
        sql<SubmissionRow>`SELECT s.*, c.first_name, c.last_name
          FROM submissions s LEFT JOIN customers c ON c.id = s.customer_id
          WHERE s.id IN (SELECT s.id FROM submissions s LEFT JOIN customers c ON c.id = s.customer_id
            ${where} ORDER BY ${order} LIMIT ${page.limit} OFFSET ${page.offset})
          ORDER BY ${order}`
          .execute(db)
          .then((result) => result.rows);
      const plain = sql`FROM submissions s`;
      const joined = sql`FROM submissions s LEFT JOIN customers c ON c.id = s.customer_id`;
      // The page first, then its total at the version the page was read at (one round trip fewer).
      const pageAndTotal = async (from: RawBuilder<unknown>, where: RawBuilder<unknown>) => {
        const rows = await pageOf(where);
        const countQuery = sql<{ n: number | string | null }>`SELECT COUNT(*) AS n ${from} ${where}`;
        return { total: await totals.totalFor(db, rows, page.offset, countQuery), rows };
      };

      const text = (query.search ?? '').trim().replace(/^#\s*/, '').toLowerCase();
      // Without a text search the count needs no join (a LEFT JOIN keeps every row either way).
      if (text === '') return pageAndTotal(plain, whereAll([active, ...filters]));
      const search = submissionText(text);
      const engine = engineOf(db);
      const fts = engine === 'sqlite' ? search.trigramQuery : null;
      if (fts === null) {
        // PostgreSQL (its trigram indexes serve the LIKE, decision 0262), or text too short to index.
        const condition = engine === 'postgres' ? search.onRowAlone : search.onJoinedRow;
        return pageAndTotal(
          engine === 'postgres' ? plain : joined,
          whereAll([active, ...filters, condition]),
        );
      }
      // SQLite's trigram index: the total decides how the page is read, so it comes first.
      const count = await totals.counter(db);
      const countOf = (from: RawBuilder<unknown>, where: RawBuilder<unknown>) =>
        count(sql`SELECT COUNT(*) AS n ${from} ${where}`);
      const inIndex = sql`s.id IN (${matchingIds('submission_search', fts)})`;
      const indexed = search.id === null ? inIndex : sql`(s.id = ${search.id} OR ${inIndex})`;
      if (filters.length > 0 || query.isActive === false) {
        const where = whereAll([active, ...filters, indexed]);
        return { total: await countOf(plain, where), rows: await pageBySortedIds(where) };
      }
      // Only the text (and maybe "active"): count the index's matches, add the id when it is another
      // row, take away the inactive matches (few, read through their partial index).
      const first = async <T>(builder: RawBuilder<T>) => (await builder.execute(db)).rows[0];
      const matches = await count(
        sql`SELECT COUNT(*) AS n FROM submission_search WHERE submission_search MATCH ${fts}`,
      );
      const idOnly =
        search.id === null
          ? 0
          : await countOf(
              plain,
              whereAll([
                sql`s.id = ${search.id}`,
                active,
                sql`NOT EXISTS (SELECT 1 FROM submission_search WHERE submission_search MATCH ${fts} AND rowid = ${search.id})`,
              ]),
            );
      const inactive =
        query.isActive === true
          ? await countOf(joined, whereAll([sql.raw('s.is_active = 0'), search.notesOrNames]))
          : 0;
      const total = matches + idOnly - inactive;
      if (total === 0 || page.offset >= total) return { total, rows: [] };
      // Newest first: walk the newest-first index, testing rows (many matches) or keeping the index's
      // matching ids (fewer); with few matches, or in another order, sort the matching ids.
      const rowsAbout = Number(
        (await first(sql<{ n: number | null }>`SELECT MAX(id) AS n FROM submissions`))?.n ?? 0,
      );
      const route = newestFirst ? pageRoute(page, rowsAbout, total) : 'sort ids';
      if (route === 'test rows') return { total, rows: await pageOf(whereAll([active, search.onJoinedRow])) };
      if (route === 'walk ids') {
        const newest = sql`INDEXED BY submissions_by_newest`;
        return { total, rows: await pageOf(whereAll([active, indexed]), newest) };
      }
      return { total, rows: await pageBySortedIds(whereAll([active, indexed])) };
    },
  };
}

export type SubmissionStore = ReturnType<typeof submissionStore>;

export function submissionPayload(row: SubmissionRow) {
  const counts = countsFrom((key) => Number(row[COUNT_COLUMNS[key]]));
  const total = SERVICE_KEYS.reduce((sum, key) => sum + counts[key], 0);
  const name = row.customer_id === null ? null : `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim();
  return {
    id: row.id,
    customerId: row.customer_id,
    customer:
      row.customer_id === null
        ? null
        : { id: row.customer_id, displayName: name, firstName: row.first_name, lastName: row.last_name },
    firstName: row.first_name,
    lastName: row.last_name,
    customerDisplayName: name,
    customerName: name,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    version: row.version,
    status: statusLabel(row.status_code),
    statusCode: row.status_code,
    consignAfterGrading: row.consign_after_grading === 1,
    notes: row.notes,
    isActive: row.is_active === 1,
    prescreening: row.prescreening,
    ...counts,
    totalCards: total,
    totalCount: total,
  };
}

/** The update itself: the fields given, the time, the version moved on. */
async function updateSubmission(
  db: Db,
  id: number,
  fields: Partial<SubmissionFields>,
  at: Date,
): Promise<void> {
  await db
    .updateTable('submissions')
    .set({
      ...(fields.customerId === undefined ? {} : { customer_id: fields.customerId }),
      ...(fields.statusCode === undefined ? {} : { status_code: fields.statusCode }),
      ...(fields.consignAfterGrading === undefined
        ? {}
        : { consign_after_grading: flag(fields.consignAfterGrading) }),
      ...(fields.notes === undefined ? {} : { notes: fields.notes }),
      ...(fields.prescreening === undefined ? {} : { prescreening: fields.prescreening }),
      ...countColumns(fields),
      updated_at: at.toISOString(),
      version: (eb) => eb('version', '+', 1),
    })
    .where('id', '=', id)
    .execute();
}
