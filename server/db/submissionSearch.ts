import type { Database } from 'better-sqlite3';
import { NAME_MATCH_SQL_FUNCTION } from '../../src/domain/nameMatch';
import type { SubmissionSortField } from '../../src/domain/submission';
import { SELECT_SUBMISSION, type SubmissionRow, TOTAL_SQL } from './submissions';

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

const ORDER: Record<SubmissionSortField, string[]> = {
  createdAt: ['s.created_at'],
  id: ['s.id'],
  // By the customer's last name, then first name (seed A §7).
  customer: ['c.last_name COLLATE NOCASE', 'c.first_name COLLATE NOCASE'],
  status: ['s.status_code'],
  totalCount: [TOTAL_SQL],
};

export function searchSubmissions(
  db: Database,
  query: SubmissionQuery,
): { rows: SubmissionRow[]; total: number } {
  const where: string[] = [];
  const params: (string | number)[] = [];
  const anyOf = (column: string, values: readonly number[] | undefined) => {
    if (!values || values.length === 0) return;
    where.push(`${column} IN (${values.map(() => '?').join(', ')})`);
    params.push(...values);
  };
  anyOf('s.customer_id', query.customerIds);
  anyOf('s.status_code', query.statuses);
  if (query.isActive !== undefined) {
    where.push('s.is_active = ?');
    params.push(query.isActive ? 1 : 0);
  }
  const text = (query.search ?? '').trim().replace(/^#\s*/, '').toLowerCase();
  if (text !== '') {
    const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      `(CAST(s.id AS TEXT) = ? OR lower(coalesce(s.notes, '')) LIKE ? ESCAPE '\\' OR ` +
        `${NAME_MATCH_SQL_FUNCTION}(c.first_name, c.last_name, ?) = 1)`,
    );
    params.push(text, like, text);
  }
  if (query.createdFrom) {
    where.push('s.created_at >= ?');
    params.push(query.createdFrom);
  }
  if (query.createdBefore) {
    where.push('s.created_at < ?');
    params.push(query.createdBefore);
  }
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const sort = query.sort.length ? query.sort : [{ field: 'createdAt' as const, desc: true }];
  const order = sort
    .flatMap(({ field, desc }) => ORDER[field].map((column) => `${column} ${desc ? 'DESC' : 'ASC'}`))
    .concat('s.id ASC')
    .join(', ');
  const total =
    db
      .prepare<unknown[], { n: number }>(
        `SELECT COUNT(*) AS n FROM submissions s LEFT JOIN customers c ON c.id = s.customer_id ${clause}`,
      )
      .get(...params)?.n ?? 0;
  const rows = db
    .prepare<unknown[], SubmissionRow>(`${SELECT_SUBMISSION} ${clause} ORDER BY ${order} LIMIT ? OFFSET ?`)
    .all(...params, query.pageSize, (query.pageNumber - 1) * query.pageSize);
  return { rows, total };
}
