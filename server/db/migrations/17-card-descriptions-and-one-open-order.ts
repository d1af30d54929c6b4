import { sql } from 'kysely';
import type { Migration } from './builders';

/** Seeding writes a card's description and an order card's open flag only from this version on. */
export const CARD_DESCRIPTIONS_MIGRATION = 17;

/**
 * Two things a grading company and the assignment rules need (issue 39 items 2 and 3):
 *
 * - a card's grading description, as the company's form asks for it: year, set, subject and card
 *   number (decision 0520), '' until typed;
 * - the database's own guard of "a card is in at most one open order" (decision 0521): each order card
 *   carries whether its order is still open, and a partial unique index allows one open row per card.
 *   The store clears the flag when an order is closed or cancelled, so its cards may go in another.
 *   Two assignments at once to different orders can no longer both pass the route's check on
 *   PostgreSQL: the second insert waits for the first and is refused.
 *
 * A database where a card already sits in two open orders (the race this closes) cannot take the index:
 * the migration stops and names the cards, for staff to take each out of one order first.
 */
export const cardDescriptionsAndOneOpenOrder: Migration = {
  version: CARD_DESCRIPTIONS_MIGRATION,
  name: 'card descriptions and one open order per card',
  async up(db) {
    for (const column of ['card_year', 'card_set', 'card_subject', 'card_number']) {
      await db.schema
        .alterTable('cards')
        .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    }
    await db.schema
      .alterTable('grader_order_cards')
      .addColumn('order_open', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await sql`UPDATE grader_order_cards SET order_open = 0
      WHERE order_id IN (SELECT id FROM grader_orders WHERE stage IN ('closed', 'cancelled'))`.execute(db);
    const twice = await sql<{ card_id: number; first: number; last: number }>`SELECT card_id,
        MIN(order_id) AS first, MAX(order_id) AS last FROM grader_order_cards WHERE order_open = 1
      GROUP BY card_id HAVING COUNT(*) > 1 ORDER BY card_id`.execute(db);
    if (twice.rows.length > 0) {
      const cards = twice.rows.map((row) => `card ${row.card_id} (orders ${row.first} and ${row.last})`);
      throw new Error(
        `Cards in two open grader orders: ${cards.join(', ')}. Take each out of one order, then start again.`,
      );
    }
    await db.schema
      .createIndex('grader_order_cards_one_open_order')
      .on('grader_order_cards')
      .column('card_id')
      .unique()
      .where(sql.ref('order_open'), '=', 1)
      .execute();
  },
};
