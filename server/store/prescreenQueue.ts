import { sql } from 'kysely';
import type { PrescreenSortField } from '../../src/domain/prescreen';
import { STATUS } from '../../src/domain/statuses';
import { TOTAL_SQL } from './submissions';
import type { Db } from './database';

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
  SELECT s.id AS "submissionId", s.customer_id AS "customerId",
         trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')) AS "customerName",
         ${TOTAL_SQL} AS "numberOfCards",
         min(st.created_at) AS "stepCreatedDate"
  FROM submissions s
  JOIN workflows w ON w.submission_id = s.id AND w.status_code NOT IN (${STATUS.completed}, ${STATUS.cancelled})
  JOIN steps st ON st.workflow_id = w.id AND st.status_code NOT IN (${STATUS.completed}, ${STATUS.cancelled})
  LEFT JOIN step_types t ON t.id = st.step_type_id
  LEFT JOIN customers c ON c.id = s.customer_id
  WHERE s.is_active = 1 AND (${isPrescreen('st.name')} OR ${isPrescreen("coalesce(t.name, '')")})
  GROUP BY s.id, c.id`;

// The aliases are quoted so PostgreSQL keeps their case; names sort without regard to case.
const ORDER: Record<PrescreenSortField, string> = {
  submissionId: '"submissionId"',
  customerName: 'lower("customerName")',
  numberOfCards: '"numberOfCards"',
  stepCreatedDate: '"stepCreatedDate"',
};

/** The prescreen queue's one query; its text is fixed, only the paging values are bound. */
export function prescreenQueueStore(db: Db) {
  return {
    async search(query: QueueQuery): Promise<{ rows: QueueRow[]; total: number }> {
      // Default: newest prescreen step first (seed B §9).
      const sort = query.sort.length ? query.sort : [{ field: 'stepCreatedDate' as const, desc: true }];
      const order = sort
        .map(({ field, desc }) => `${ORDER[field]} ${desc ? 'DESC' : 'ASC'}`)
        .concat('"submissionId" ASC')
        .join(', ');
      const counted = await sql<{
        n: number | string;
      }>`SELECT COUNT(*) AS n FROM (${sql.raw(QUEUE)}) queue`.execute(db);
      const { rows } = await sql<QueueRow>`SELECT * FROM (${sql.raw(QUEUE)}) queue ORDER BY ${sql.raw(order)}
        LIMIT ${query.pageSize} OFFSET ${(query.pageNumber - 1) * query.pageSize}`.execute(db);
      return { rows, total: Number(counted.rows[0]?.n ?? 0) };
    },
  };
}

export type PrescreenQueueStore = ReturnType<typeof prescreenQueueStore>;
