import { dialect, text, type Migration } from './builders';

/**
 * Return shipments (issue 39 item 5): once a grader order is back, each of its submissions goes home in
 * a shipment staff log (carrier, tracking number, shipped date, who recorded it). One per submission
 * per order. Numbered 15 to leave 13 and 14 to work landing beside it; renumber at merge if needed.
 */
export const returnShipments: Migration = {
  version: 14,
  name: 'return shipments',
  async up(db, engine) {
    const { id } = dialect(engine);
    await id(db.schema.createTable('return_shipments'))
      .addColumn('order_id', 'integer', (c) => c.notNull().references('grader_orders.id').onDelete('cascade'))
      .addColumn('submission_id', 'integer', (c) => c.notNull())
      .$call((t) => text(t, 'carrier'))
      .$call((t) => text(t, 'tracking_number'))
      .addColumn('shipped_on', 'text', (c) => c.notNull())
      .addColumn('recorded_by', 'integer')
      .$call((t) => text(t, 'recorded_by_name'))
      .addColumn('recorded_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('return_shipments_one_per_submission')
      .on('return_shipments')
      .columns(['order_id', 'submission_id'])
      .unique()
      .execute();
    await db.schema
      .createIndex('return_shipments_by_submission')
      .on('return_shipments')
      .column('submission_id')
      .execute();
  },
};
