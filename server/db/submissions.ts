import type { Database } from 'better-sqlite3';
import { SERVICE_KEYS, type ServiceCounts, type ServiceKey } from '../../src/domain/submission';
import { statusLabel } from './statusLabels';

/** SQLite column of each service count. */
export const COUNT_COLUMNS: Record<ServiceKey, string> = {
  psaValueBulk: 'psa_value_bulk',
  psaRegularCount: 'psa_regular_count',
  cgcBulkCount: 'cgc_bulk_count',
  cgcComicCount: 'cgc_comic_count',
  psaDualCount: 'psa_dual_count',
  bgsBaseCount: 'bgs_base_count',
  sgcStandardCount: 'sgc_standard_count',
};
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

export const TOTAL_SQL = `(${Object.values(COUNT_COLUMNS).join(' + ')})`;

export interface SubmissionFields extends ServiceCounts {
  customerId: number | null;
  prescreening: number;
  consignAfterGrading: boolean;
  notes: string;
  statusCode: number;
}

/** A submission row joined with its customer's names. */
export interface SubmissionRow extends Record<string, unknown> {
  id: number;
  customer_id: number | null;
  status_code: number;
  consign_after_grading: number;
  notes: string;
  is_active: number;
  prescreening: number;
  created_at: string;
  updated_at: string;
  first_name: string | null;
  last_name: string | null;
}

export const SELECT_SUBMISSION = `SELECT s.*, c.first_name, c.last_name
  FROM submissions s LEFT JOIN customers c ON c.id = s.customer_id`;

export function insertSubmission(
  db: Database,
  fields: SubmissionFields,
  at: Date,
  extra: { id?: number; isActive?: boolean; createdAt?: string; updatedAt?: string } = {},
): number {
  const counts = SERVICE_KEYS.map((key) => COUNT_COLUMNS[key]);
  const result = db
    .prepare(
      `INSERT INTO submissions (id, customer_id, status_code, consign_after_grading, notes, is_active,
         prescreening, ${counts.join(', ')}, created_at, updated_at)
       VALUES (${Array(7 + counts.length + 2)
         .fill('?')
         .join(', ')})`,
    )
    .run(
      extra.id ?? null,
      fields.customerId,
      fields.statusCode,
      fields.consignAfterGrading ? 1 : 0,
      fields.notes,
      extra.isActive === false ? 0 : 1,
      fields.prescreening,
      ...SERVICE_KEYS.map((key) => fields[key]),
      extra.createdAt ?? at.toISOString(),
      extra.updatedAt ?? at.toISOString(),
    );
  return Number(result.lastInsertRowid);
}

/** Writes only the fields given: "an update sends whatever fields are given" (seed A §4). */
export function updateSubmission(
  db: Database,
  id: number,
  fields: Partial<SubmissionFields>,
  at: Date,
): void {
  const columns: Record<string, unknown> = {
    customer_id: fields.customerId,
    status_code: fields.statusCode,
    consign_after_grading:
      fields.consignAfterGrading === undefined ? undefined : fields.consignAfterGrading ? 1 : 0,
    notes: fields.notes,
    prescreening: fields.prescreening,
    ...Object.fromEntries(SERVICE_KEYS.map((key) => [COUNT_COLUMNS[key], fields[key]])),
  };
  const set = Object.entries(columns).filter(([, value]) => value !== undefined);
  db.prepare(
    `UPDATE submissions SET ${[...set.map(([column]) => `${column} = ?`), 'updated_at = ?'].join(', ')} WHERE id = ?`,
  ).run(...set.map(([, value]) => value), at.toISOString(), id);
}

/** Deleting deactivates (soft delete), as in demo mode, so workflows and cards keep their owner. */
export function deactivateSubmission(db: Database, id: number, at: Date): void {
  db.prepare('UPDATE submissions SET is_active = 0, updated_at = ? WHERE id = ?').run(at.toISOString(), id);
}

export function findSubmissionRow(db: Database, id: number): SubmissionRow | null {
  return db.prepare<[number], SubmissionRow>(`${SELECT_SUBMISSION} WHERE s.id = ?`).get(id) ?? null;
}

export function submissionExists(db: Database, id: number): boolean {
  return (
    db.prepare<[number], { id: number }>('SELECT id FROM submissions WHERE id = ?').get(id) !== undefined
  );
}

export function submissionPayload(row: SubmissionRow) {
  const counts = countsFrom((key) => Number(row[COUNT_COLUMNS[key]] ?? 0));
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
