import type { Database } from 'better-sqlite3';
import { SERVICE_KEYS } from '../../src/domain/submission';
import { COUNT_COLUMNS, type SubmissionFields } from '../store/submissions';

/** The seed's synchronous insert (inside its one SQLite transaction); routes use the submission store. */
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
