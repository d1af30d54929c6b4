import { sql } from 'kysely';
import {
  AGEING_COLLECTIONS_DAYS,
  AGEING_FOLLOW_UP_DAYS,
  AGEING_LATE_FEE_DAYS,
  CHANGE_REQUEST_NEW_WINDOW_MS,
  type DashboardMetrics,
  GRADING_DUE_WINDOW_MS,
  INVOICES_PAID_WINDOW_MS,
  PRESCREEN_NEW_WINDOW_MS,
} from '../../src/domain/dashboard';
import { STATUS } from '../../src/domain/statuses';
import { MS_PER_DAY } from '../../src/domain/time';
import { TOTAL_SQL } from './submissions';
import type { Db } from './database';

/** Each figure the board shows: a 0/1 flag per active submission, summed (and weighted by its cards). */
const FLAGS = [
  'paid',
  'change_request',
  'change_request_new',
  'prescreen',
  'prescreen_new',
  'grading',
  'grading_due',
  'follow_up',
  'late_fee',
  'collections',
] as const;
type Flag = (typeof FLAGS)[number];
type Totals = Record<`${Flag}_n` | `${Flag}_cards`, number | string | null>;

const flag = (condition: ReturnType<typeof sql>) => sql`CASE WHEN ${condition} THEN 1 ELSE 0 END`;

/**
 * The dashboard's figures in one query, by the rules of src/domain/dashboard.ts (which the demo
 * backend applies in memory). Windows become instants computed here: timestamps are stored as
 * toISOString() text (one fixed width, UTC), so comparing the text compares the times, on SQLite and
 * PostgreSQL alike. "Within N" includes its boundary and the future; an age of N whole days is a
 * creation at or before now − N days.
 */
export function dashboardStore(db: Db) {
  return {
    async metrics(now: Date): Promise<DashboardMetrics> {
      const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
      const open = sql`s.status_code NOT IN (${STATUS.completed}, ${STATUS.cancelled})`;
      const changeRequest = sql`(s.status_code = ${STATUS.onHold}
        OR (lower(s.notes) LIKE '%invoice%' AND lower(s.notes) LIKE '%change%'))`;
      const prescreen = sql`${open} AND s.prescreening IN (2, 3)`;
      const grading = sql`s.status_code = ${STATUS.inProgress}`;
      const agedAtLeast = (days: number) => sql`s.created_at <= ${ago(days * MS_PER_DAY)}`;
      const conditions: Record<Flag, ReturnType<typeof sql>> = {
        paid: sql`s.status_code = ${STATUS.completed} AND s.updated_at >= ${ago(INVOICES_PAID_WINDOW_MS)}`,
        change_request: changeRequest,
        change_request_new: sql`${changeRequest} AND s.updated_at >= ${ago(CHANGE_REQUEST_NEW_WINDOW_MS)}`,
        prescreen,
        prescreen_new: sql`${prescreen} AND s.created_at >= ${ago(PRESCREEN_NEW_WINDOW_MS)}`,
        grading,
        grading_due: sql`${grading} AND s.updated_at >= ${ago(GRADING_DUE_WINDOW_MS)}`,
        follow_up: sql`${open} AND ${agedAtLeast(AGEING_FOLLOW_UP_DAYS)}
          AND NOT ${agedAtLeast(AGEING_LATE_FEE_DAYS)}`,
        late_fee: sql`${open} AND ${agedAtLeast(AGEING_LATE_FEE_DAYS)}
          AND NOT ${agedAtLeast(AGEING_COLLECTIONS_DAYS)}`,
        collections: sql`${open} AND ${agedAtLeast(AGEING_COLLECTIONS_DAYS)}`,
      };
      const flags = FLAGS.map((name) => sql`${flag(conditions[name])} AS ${sql.ref(name)}`);
      const sums = FLAGS.flatMap((name) => [
        sql`SUM(f.${sql.ref(name)}) AS ${sql.ref(`${name}_n`)}`,
        sql`SUM(f.${sql.ref(name)} * f.cards) AS ${sql.ref(`${name}_cards`)}`,
      ]);
      const { rows } = await sql<Totals>`SELECT ${sql.join(sums)} FROM (
          SELECT ${sql.join(flags)}, ${sql.raw(TOTAL_SQL)} AS cards
          FROM submissions s WHERE s.is_active = 1
        ) f`.execute(db);
      const totals = rows[0];
      // SUM over no rows is NULL; PostgreSQL answers bigint sums as text.
      const read = (column: keyof Totals) => Number(totals?.[column] ?? 0);
      const tally = (name: Flag) => ({ submissions: read(`${name}_n`), cards: read(`${name}_cards`) });
      return {
        invoicesPaid: tally('paid'),
        changeRequests: { ...tally('change_request'), new: read('change_request_new_n') },
        awaitingPrescreen: { ...tally('prescreen'), new: read('prescreen_new_n') },
        outForGrading: { ...tally('grading'), dueThisWeek: read('grading_due_n') },
        ageing: {
          followUp: tally('follow_up'),
          lateFee: tally('late_fee'),
          collections: tally('collections'),
        },
      };
    },
  };
}

export type DashboardStore = ReturnType<typeof dashboardStore>;
