import { sql } from 'kysely';
import {
  addToDashboard,
  AGEING_COLLECTIONS_DAYS,
  AGEING_FOLLOW_UP_DAYS,
  AGEING_LATE_FEE_DAYS,
  ageingBucket,
  CHANGE_REQUEST_NEW_WINDOW_MS,
  type DashboardMetrics,
  emptyDashboardMetrics,
  GRADING_DUE_WINDOW_MS,
  type GradingOutTally,
  gradingOutOf,
  INVOICES_PAID_WINDOW_MS,
  PRESCREEN_NEW_WINDOW_MS,
  type PaidTally,
} from '../../src/domain/dashboard';
import { fromCents } from '../../src/domain/pricing';
import { MS_PER_DAY } from '../../src/domain/time';
import { sqliteSubqueryFence } from './portable';
import { MENTIONS_INVOICE_CHANGE_SQL, TOTAL_SQL } from './submissions';
import type { Db } from './database';

/** The windows "updated within" is asked about, narrowest first. */
const UPDATE_WINDOWS_MS = [INVOICES_PAID_WINDOW_MS, CHANGE_REQUEST_NEW_WINDOW_MS, GRADING_DUE_WINDOW_MS].sort(
  (a, b) => a - b,
);
/** The ageing thresholds, oldest first. */
const AGEING_DAYS = [AGEING_COLLECTIONS_DAYS, AGEING_LATE_FEE_DAYS, AGEING_FOLLOW_UP_DAYS];

/** The rules may ask only about windows the query computed: any other would silently count nothing. */
function expectComputed(windows: readonly number[], windowMs: number): void {
  if (!windows.includes(windowMs)) throw new Error(`the dashboard query has no ${windowMs} ms window`);
}

/** One group of active submissions alike in every fact the figures read. */
interface Group {
  status_code: number | string;
  prescreening: number | string;
  mentions_invoice_change: number | string;
  /** The narrowest window (ms) its last update falls in; null when older than all of them. */
  updated_within: number | string | null;
  /** The ageing threshold (days) its creation passed; 0 when younger than all of them. */
  aged_days: number | string;
  created_new: number | string;
  submissions: number | string;
  cards: number | string | null;
}

/**
 * The dashboard's figures by the rules of src/domain/dashboard.ts, which the demo backend applies in
 * memory. The database reduces each active submission to the few facts the rules read — its status,
 * prescreening level, whether its notes mention an invoice change, the narrowest window its update
 * falls in, the ageing threshold its creation passed — and counts the submissions and sums their
 * cards per combination: a few hundred rows at any size. The domain's `addToDashboard` folds those
 * groups into the figures. Each fact is computed once per row, where a flag per figure recomputed the
 * shared ones (the notes test four times): at 100,000 submissions 269 → 113 ms a call on SQLite,
 * 166 → 64 ms on PostgreSQL (decision 0282).
 *
 * Windows become instants computed here: timestamps are stored as toISOString() text (one fixed
 * width, UTC), so comparing the text compares the times on SQLite and PostgreSQL alike. "Within N"
 * includes its boundary and the future; an age of N whole days is a creation at or before now − N days.
 */
/**
 * The paid figure beside the seed's (decision 0418): the payments recorded since `since`, in one
 * aggregate; cents summed exactly, the invoices counted once each.
 */
async function paidSince(db: Db, since: string): Promise<PaidTally> {
  const row = await db
    .selectFrom('payments')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('payments'),
      eb.fn.sum<number | string | null>('amount_cents').as('cents'),
      eb.fn.count<number | string>('submission_id').distinct().as('invoices'),
    ])
    .where('created_at', '>=', since)
    .executeTakeFirst();
  return {
    amount: fromCents(Number(row?.cents ?? 0)),
    payments: Number(row?.payments ?? 0),
    invoices: Number(row?.invoices ?? 0),
  };
}

/**
 * 'Cards out for grading' (issue 39 item 7, decision 0481): the orders and their cards counted per
 * stage and hold in one aggregate; the domain's rule says which stages are out.
 */
async function gradingOut(db: Db): Promise<GradingOutTally> {
  const rows = await db
    .selectFrom('grader_orders as o')
    .innerJoin('grader_order_cards as oc', 'oc.order_id', 'o.id')
    .select((eb) => [
      'o.stage',
      'o.held_from',
      eb.fn.count<number | string>('o.id').distinct().as('orders'),
      eb.fn.countAll<number | string>().as('cards'),
    ])
    .groupBy(['o.stage', 'o.held_from'])
    .execute();
  return gradingOutOf(
    rows.map((row) => ({
      stage: row.stage,
      heldFrom: row.held_from,
      orders: Number(row.orders),
      cards: Number(row.cards),
    })),
  );
}

export function dashboardStore(db: Db) {
  return {
    async metrics(now: Date): Promise<DashboardMetrics> {
      const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
      const updatedWithin = sql`CASE ${sql.join(
        UPDATE_WINDOWS_MS.map((ms) => sql`WHEN s.updated_at >= ${ago(ms)} THEN ${sql.lit(ms)}`),
        sql` `,
      )} ELSE NULL END`;
      const agedDays = sql`CASE ${sql.join(
        AGEING_DAYS.map((days) => sql`WHEN s.created_at <= ${ago(days * MS_PER_DAY)} THEN ${sql.lit(days)}`),
        sql` `,
      )} ELSE 0 END`;
      const { rows } = await sql<Group>`SELECT status_code, prescreening, mentions_invoice_change,
          updated_within, aged_days, created_new, COUNT(*) AS submissions, SUM(cards) AS cards
        FROM (
          SELECT s.status_code, s.prescreening,
            CASE WHEN ${sql.raw(MENTIONS_INVOICE_CHANGE_SQL)} THEN 1 ELSE 0 END AS mentions_invoice_change,
            ${updatedWithin} AS updated_within,
            ${agedDays} AS aged_days,
            CASE WHEN s.created_at >= ${ago(PRESCREEN_NEW_WINDOW_MS)} THEN 1 ELSE 0 END AS created_new,
            ${sql.raw(TOTAL_SQL)} AS cards
          FROM submissions s WHERE s.is_active = 1 ${sqliteSubqueryFence(db)}
        ) f
        GROUP BY status_code, prescreening, mentions_invoice_change, updated_within, aged_days, created_new`.execute(
        db,
      );
      const metrics = emptyDashboardMetrics();
      metrics.paidOvernight = await paidSince(db, ago(INVOICES_PAID_WINDOW_MS));
      metrics.gradingOut = await gradingOut(db);
      // PostgreSQL answers COUNT and bigint sums as text; SUM over no rows is NULL.
      for (const group of rows) {
        const updatedWindow = group.updated_within === null ? null : Number(group.updated_within);
        const createdNew = Number(group.created_new) === 1;
        const mentions = Number(group.mentions_invoice_change) === 1;
        const ageing = ageingBucket(Number(group.aged_days));
        addToDashboard(
          metrics,
          {
            code: Number(group.status_code),
            prescreening: Number(group.prescreening),
            mentionsInvoiceChange: () => mentions,
            updatedWithin: (windowMs) => {
              expectComputed(UPDATE_WINDOWS_MS, windowMs);
              return updatedWindow !== null && updatedWindow <= windowMs;
            },
            createdWithin: (windowMs) => {
              expectComputed([PRESCREEN_NEW_WINDOW_MS], windowMs);
              return createdNew;
            },
            ageing: () => ageing,
          },
          { submissions: Number(group.submissions), cards: Number(group.cards ?? 0) },
        );
      }
      return metrics;
    },
  };
}

export type DashboardStore = ReturnType<typeof dashboardStore>;
