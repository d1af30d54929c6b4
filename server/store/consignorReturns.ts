import { sql } from 'kysely';
import { BACK_STAGES } from '../../src/domain/returns';
import { joinName } from '../../src/domain/names';
import type { Db } from './database';
import { type SearchTotalsCache, searchTotalsCache } from './searchTotals';

/** The key of a consignor's line: the customer's id, 0 for submissions without a customer. */
const NO_CUSTOMER = 0;
const keyOf = (customerId: number | null) => customerId ?? NO_CUSTOMER;

/** Whether a stage has its order's submissions on the returns list (back in the shop). */
export const isBackStage = (stage: string): boolean => (BACK_STAGES as readonly string[]).includes(stage);

interface LineRow {
  consignor: number | string;
  submissions: number | string;
  ready: number | string;
  returned: number | string;
  waiting_since: string | null;
  last_returned_at: string | null;
}

/**
 * The lines of these consignors (every consignor's for null) counted from the rows: each submission
 * of theirs with cards in an order back in the shop, ready until its return is logged (the count
 * migration 16 filled the table with). From their submissions to the cards, as a customer's batches
 * are read.
 */
async function countedLines(db: Db, consignors: readonly number[] | null): Promise<LineRow[]> {
  let pairs = sql`SELECT DISTINCT order_id, submission_id FROM grader_order_cards`;
  if (consignors !== null) {
    const ids = consignors.filter((consignor) => consignor !== NO_CUSTOMER);
    const theirs = [
      ...(ids.length > 0 ? [sql`customer_id IN (${sql.join(ids)})`] : []),
      ...(consignors.includes(NO_CUSTOMER) ? [sql`customer_id IS NULL`] : []),
    ];
    if (theirs.length === 0) return [];
    pairs = sql`${pairs} WHERE submission_id IN
      (SELECT id FROM submissions WHERE ${sql.join(theirs, sql` OR `)})`;
  }
  const { rows } = await sql<LineRow>`SELECT COALESCE(s.customer_id, 0) AS consignor,
      COUNT(*) AS submissions,
      SUM(CASE WHEN r.id IS NULL THEN 1 ELSE 0 END) AS ready,
      SUM(CASE WHEN r.id IS NULL THEN 0 ELSE 1 END) AS returned,
      MIN(CASE WHEN r.id IS NULL THEN COALESCE(o.received_on, '') END) AS waiting_since,
      MAX(r.recorded_at) AS last_returned_at
    FROM (${pairs}) p
    JOIN grader_orders o ON o.id = p.order_id
    JOIN submissions s ON s.id = p.submission_id
    LEFT JOIN return_shipments r ON r.order_id = p.order_id AND r.submission_id = p.submission_id
    WHERE o.stage IN (${sql.join(BACK_STAGES)})
    GROUP BY COALESCE(s.customer_id, 0)`.execute(db);
  return rows;
}

/** Keeps these lines in place of the consignors' old ones. */
async function keep(db: Db, lines: readonly LineRow[]): Promise<void> {
  // PostgreSQL takes at most 65,535 bound values a statement: six a line.
  for (let start = 0; start < lines.length; start += 5_000) {
    await db
      .insertInto('consignor_returns')
      .values(
        lines.slice(start, start + 5_000).map((line) => ({
          consignor: Number(line.consignor),
          submissions: Number(line.submissions),
          ready: Number(line.ready),
          returned: Number(line.returned),
          waiting_since: line.waiting_since,
          last_returned_at: line.last_returned_at,
        })),
      )
      .execute();
  }
}

/**
 * Recounts these consignors' lines from the rows and keeps them (decision 0570); a consignor left
 * with nothing back in the shop loses the line. Called by every write that can change a line, in its
 * transaction: an order entering or leaving Received/Closed, a return logged, a submission moved to
 * another customer, cards of an order back in the shop added or removed.
 */
export async function recountConsignors(db: Db, consignors: Iterable<number | null>): Promise<void> {
  const keys = [...new Set([...consignors].map(keyOf))];
  if (keys.length === 0) return;
  const lines = await countedLines(db, keys);
  await db.deleteFrom('consignor_returns').where('consignor', 'in', keys).execute();
  await keep(db, lines);
}

/** The consignors with cards in the order (its submissions' customers). */
export async function consignorsOfOrder(db: Db, orderId: number): Promise<(number | null)[]> {
  const rows = await db
    .selectFrom('submissions')
    .select('customer_id')
    .distinct()
    .where('id', 'in', (eb) =>
      eb.selectFrom('grader_order_cards').select('submission_id').where('order_id', '=', orderId),
    )
    .execute();
  return rows.map((row) => row.customer_id);
}

/** Every line counted again from the rows: after the seed, or the bench, wrote rows directly. */
export async function recountAllConsignors(db: Db): Promise<void> {
  const lines = await countedLines(db, null);
  await db.deleteFrom('consignor_returns').execute();
  await keep(db, lines);
}

/** One line of the returns list as the route answers it. */
export interface ConsignorLineRow {
  customerId: number | null;
  customerName: string;
  submissions: number;
  ready: number;
  returned: number;
}

type PageRow = LineRow & { first_name: string | null; last_name: string | null };

/**
 * The returns list per consignor, a page at a time (decision 0570): consignors with submissions ready
 * to return first, the longest waiting first; then those whose returns are all logged, the latest
 * first; ties by customer id. Each part is one partial index walked in its order and left after the
 * page.
 */
export function consignorReturnStore(db: Db, totals: SearchTotalsCache = searchTotalsCache()) {
  const part = async (ready: boolean, limit: number, offset: number): Promise<PageRow[]> => {
    if (limit <= 0) return [];
    // Literal conditions, so each query uses its partial index (a bound value could not prove it).
    const where = ready ? sql`cr.ready > 0` : sql`cr.ready = 0`;
    const order = ready
      ? sql`cr.waiting_since, cr.consignor`
      : sql`cr.last_returned_at DESC, cr.consignor DESC`;
    // The page is cut from the kept lines alone, then named: a later page does not look up the
    // names of the lines it skips.
    const { rows } = await sql<PageRow>`SELECT cr.*, c.first_name, c.last_name
      FROM (SELECT * FROM consignor_returns cr WHERE ${where} ORDER BY ${order}
        LIMIT ${limit} OFFSET ${offset}) cr
      LEFT JOIN customers c ON c.id = cr.consignor
      ORDER BY ${order}`.execute(db);
    return rows;
  };
  return {
    async page(page: { pageNumber: number; pageSize: number }): Promise<{
      rows: ConsignorLineRow[];
      total: number;
    }> {
      // Both counts are kept between writes: every line written moves the search version (migration
      // 16), as the searches' totals are kept (decision 0274); PostgreSQL counts a table by reading it.
      const count = await totals.counter(db);
      const waiting = await count(sql`SELECT COUNT(*) AS n FROM consignor_returns WHERE ready > 0`);
      const total = await count(sql`SELECT COUNT(*) AS n FROM consignor_returns`);
      const offset = (page.pageNumber - 1) * page.pageSize;
      const first = await part(true, Math.min(page.pageSize, waiting - offset), offset);
      const rest = await part(false, page.pageSize - first.length, Math.max(0, offset - waiting));
      return {
        rows: [...first, ...rest].map((row) => ({
          customerId: Number(row.consignor) === NO_CUSTOMER ? null : Number(row.consignor),
          customerName: joinName(row.first_name, row.last_name),
          submissions: Number(row.submissions),
          ready: Number(row.ready),
          returned: Number(row.returned),
        })),
        total,
      };
    },
  };
}

export type ConsignorReturnStore = ReturnType<typeof consignorReturnStore>;
