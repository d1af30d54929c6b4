import { type RawBuilder, sql } from 'kysely';
import { NAME_MATCH_SQL_FUNCTION } from '../../src/domain/nameMatch';
import type { SubmissionSortField } from '../../src/domain/submission';
import { SELECT_SUBMISSION, type SubmissionRow, TOTAL_SQL } from '../db/submissions';
import type { Db } from './database';

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
}

// Fixed SQL text chosen by the sort field, never by input.
const ORDER: Record<SubmissionSortField, string[]> = {
  createdAt: ['s.created_at'],
  id: ['s.id'],
  // By the customer's last name, then first name (seed A §7).
  customer: ['c.last_name COLLATE NOCASE', 'c.first_name COLLATE NOCASE'],
  status: ['s.status_code'],
  totalCount: [TOTAL_SQL],
};

/** Submissions: their search so far; finding and writing one still go through server/db (decision 0191). */
export function submissionStore(db: Db) {
  return {
    async search(query: SubmissionQuery): Promise<{ rows: SubmissionRow[]; total: number }> {
      const where: RawBuilder<unknown>[] = [];
      const anyOf = (column: string, values: readonly number[] | undefined) => {
        if (!values || values.length === 0) return;
        where.push(sql`${sql.ref(column)} IN (${sql.join(values)})`);
      };
      anyOf('s.customer_id', query.customerIds);
      anyOf('s.status_code', query.statuses);
      if (query.isActive !== undefined) where.push(sql`s.is_active = ${query.isActive ? 1 : 0}`);
      const text = (query.search ?? '').trim().replace(/^#\s*/, '').toLowerCase();
      if (text !== '') {
        const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        where.push(
          sql`(CAST(s.id AS TEXT) = ${text} OR lower(coalesce(s.notes, '')) LIKE ${like} ESCAPE '\\' OR ${sql.raw(
            NAME_MATCH_SQL_FUNCTION,
          )}(c.first_name, c.last_name, ${text}) = 1)`,
        );
      }
      if (query.createdFrom) where.push(sql`s.created_at >= ${query.createdFrom}`);
      if (query.createdBefore) where.push(sql`s.created_at < ${query.createdBefore}`);
      const clause = where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``;
      const sort = query.sort.length ? query.sort : [{ field: 'createdAt' as const, desc: true }];
      const order = sort
        .flatMap(({ field, desc }) => ORDER[field].map((column) => `${column} ${desc ? 'DESC' : 'ASC'}`))
        .concat('s.id ASC')
        .join(', ');
      const counted = await sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM submissions s
        LEFT JOIN customers c ON c.id = s.customer_id ${clause}`.execute(db);
      const { rows } = await sql<SubmissionRow>`${sql.raw(SELECT_SUBMISSION)} ${clause} ORDER BY ${sql.raw(
        order,
      )} LIMIT ${query.pageSize} OFFSET ${(query.pageNumber - 1) * query.pageSize}`.execute(db);
      return { rows, total: Number(counted.rows[0]?.n ?? 0) };
    },
  };
}

export type SubmissionStore = ReturnType<typeof submissionStore>;
