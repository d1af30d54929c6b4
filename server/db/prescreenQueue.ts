import type { Database } from 'better-sqlite3';
import type { PrescreenSortField } from '../../src/domain/prescreen';
import { CANCELLED, COMPLETED } from './statusLabels';
import { TOTAL_SQL } from './submissions';

export interface QueueQuery {
  pageNumber: number;
  pageSize: number;
  sort: readonly { field: PrescreenSortField; desc: boolean }[];
}

export interface QueueRow {
  submissionId: number;
  customerId: number | null;
  customerName: string;
  numberOfCards: number;
  stepCreatedDate: string;
}

/** 'Prescreen', 'Pre-screen' and 'pre screen' all name the prescreen step. */
const isPrescreen = (column: string) => `replace(replace(lower(${column}), ' ', ''), '-', '') = 'prescreen'`;

/**
 * The prescreen queue: active submissions with an open Prescreen step in an open workflow, dated by
 * when that step was created (the queue's stepCreatedDate). A submission enters the queue when staff
 * add the Prescreen step and leaves it when the step is completed or cancelled.
 */
const QUEUE = `
  SELECT s.id AS submissionId, s.customer_id AS customerId,
         trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')) AS customerName,
         ${TOTAL_SQL} AS numberOfCards,
         min(st.created_at) AS stepCreatedDate
  FROM submissions s
  JOIN workflows w ON w.submission_id = s.id AND w.status_code NOT IN (${COMPLETED}, ${CANCELLED})
  JOIN steps st ON st.workflow_id = w.id AND st.status_code NOT IN (${COMPLETED}, ${CANCELLED})
  LEFT JOIN step_types t ON t.id = st.step_type_id
  LEFT JOIN customers c ON c.id = s.customer_id
  WHERE s.is_active = 1 AND (${isPrescreen('st.name')} OR ${isPrescreen("coalesce(t.name, '')")})
  GROUP BY s.id`;

const ORDER: Record<PrescreenSortField, string> = {
  submissionId: 'submissionId',
  customerName: 'customerName COLLATE NOCASE',
  numberOfCards: 'numberOfCards',
  stepCreatedDate: 'stepCreatedDate',
};

export function searchPrescreenQueue(db: Database, query: QueueQuery): { rows: QueueRow[]; total: number } {
  // Default: newest prescreen step first (seed B §9).
  const sort = query.sort.length ? query.sort : [{ field: 'stepCreatedDate' as const, desc: true }];
  const order = sort
    .map(({ field, desc }) => `${ORDER[field]} ${desc ? 'DESC' : 'ASC'}`)
    .concat('submissionId ASC')
    .join(', ');
  const total = db.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM (${QUEUE})`).get()?.n ?? 0;
  const rows = db
    .prepare<[number, number], QueueRow>(`SELECT * FROM (${QUEUE}) ORDER BY ${order} LIMIT ? OFFSET ?`)
    .all(query.pageSize, (query.pageNumber - 1) * query.pageSize);
  return { rows, total };
}
