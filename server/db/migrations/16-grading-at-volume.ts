import { sql } from 'kysely';
import type { Migration } from './builders';

/**
 * Grading at volume (issue 39 item 10, decision 0570).
 *
 * - The tracker lists one stage newest first: (stage, created_at, id) walks it in that order and stops
 *   after the page, where the stage index alone sorted every order of the stage (1,700 closed ones at
 *   the bench's volume, 3 ms a page). It replaces the stage index, its prefix.
 * - The returns list per consignor is read from a line kept per consignor (the customer's id, 0 for
 *   submissions without one): the submissions of theirs in orders back in the shop (Received or
 *   Closed), how many are ready to return and returned, since when the oldest ready one waits (the
 *   day its order was received) and when their latest return was logged. The writes that change a
 *   line recount it from the rows in their own transaction (server/store/consignorReturns.ts); the
 *   list pages over the two partial indexes below instead of grouping every order's submissions.
 *   Filled here from the rows already there.
 * - Both move the search version (migration 6) with every row they change, so the tracker's and the
 *   returns list's totals are kept between writes like the searches' (decision 0274) instead of
 *   counted on every page: a text search of the tracker reads every order's label and numbers.
 * - A customer is found by their sign-in account (customers.user_id): /activity names the customer
 *   a sign-in entry belongs to (decision 0542), the portal its signed-in customer. Without an index
 *   each read all 20,000 customers with their details (80 ms on SQLite at the bench's volume), on
 *   every activity page holding an account's entry.
 */
export const gradingAtVolume: Migration = {
  version: 16,
  name: 'grading at volume',
  async up(db, engine) {
    await db.schema.dropIndex('grader_orders_by_stage').execute();
    await db.schema
      .createIndex('grader_orders_by_stage_newest')
      .on('grader_orders')
      .columns(['stage', 'created_at', 'id'])
      .execute();

    await db.schema.createIndex('customers_by_user').on('customers').column('user_id').execute();

    await db.schema
      .createTable('consignor_returns')
      .addColumn('consignor', 'integer', (c) => c.primaryKey())
      .addColumn('submissions', 'integer', (c) => c.notNull())
      .addColumn('ready', 'integer', (c) => c.notNull())
      .addColumn('returned', 'integer', (c) => c.notNull())
      .addColumn('waiting_since', 'text')
      .addColumn('last_returned_at', 'text')
      .execute();
    // Literal predicates: a partial index serves only queries whose own literal WHERE implies it.
    await db.schema
      .createIndex('consignor_returns_waiting')
      .on('consignor_returns')
      .columns(['waiting_since', 'consignor'])
      .where(sql.ref('ready'), '>', sql.lit(0))
      .execute();
    await db.schema
      .createIndex('consignor_returns_returned')
      .on('consignor_returns')
      .columns(['last_returned_at', 'consignor'])
      .where(sql.ref('ready'), '=', sql.lit(0))
      .execute();
    await sql`INSERT INTO consignor_returns
        (consignor, submissions, ready, returned, waiting_since, last_returned_at)
      SELECT COALESCE(s.customer_id, 0),
        COUNT(*),
        SUM(CASE WHEN r.id IS NULL THEN 1 ELSE 0 END),
        SUM(CASE WHEN r.id IS NULL THEN 0 ELSE 1 END),
        MIN(CASE WHEN r.id IS NULL THEN COALESCE(o.received_on, '') END),
        MAX(r.recorded_at)
      FROM (SELECT DISTINCT order_id, submission_id FROM grader_order_cards) p
      JOIN grader_orders o ON o.id = p.order_id
      JOIN submissions s ON s.id = p.submission_id
      LEFT JOIN return_shipments r ON r.order_id = p.order_id AND r.submission_id = p.submission_id
      WHERE o.stage IN ('received', 'closed')
      GROUP BY COALESCE(s.customer_id, 0)`.execute(db);

    for (const table of ['grader_orders', 'consignor_returns']) {
      if (engine === 'postgres') {
        // migration 6's function: once per transaction, at commit.
        await sql
          .raw(
            `CREATE CONSTRAINT TRIGGER ${table}_move_search_version
            AFTER INSERT OR UPDATE OR DELETE ON ${table} DEFERRABLE INITIALLY DEFERRED
            FOR EACH ROW EXECUTE FUNCTION move_search_version()`,
          )
          .execute(db);
        continue;
      }
      for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
        await sql
          .raw(
            `CREATE TRIGGER ${table}_move_search_version_${event.toLowerCase()} AFTER ${event} ON ${table}
            BEGIN UPDATE search_version SET version = version + 1 WHERE id = 1; END`,
          )
          .execute(db);
      }
    }
  },
};
