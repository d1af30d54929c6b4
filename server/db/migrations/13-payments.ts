import { dialect, text } from './builders';
import type { Migration } from './builders';

/**
 * Payments against a submission's issued invoice (issue 40 item 5): what was paid (whole cents, so sums
 * are exact), how, on which day and with which reference, and who recorded it. Rows are only added.
 */
export const payments: Migration = {
  version: 13,
  name: 'payments',
  async up(db, engine) {
    const { id } = dialect(engine);
    let table = id(db.schema.createTable('payments'));
    table = table.addColumn('submission_id', 'integer', (c) => c.notNull().references('submissions.id'));
    // The invoice number it was paid against (a submission has one, kept once issued).
    table = table.addColumn('invoice_number', 'integer', (c) => c.notNull());
    table = table.addColumn('amount_cents', 'integer', (c) => c.notNull());
    table = text(table, 'method');
    // YYYY-MM-DD: the day the money was paid.
    table = text(table, 'paid_on');
    table = text(table, 'reference');
    table = table.addColumn('recorded_by_id', 'integer');
    table = text(table, 'recorded_by_name');
    table = text(table, 'created_at');
    await table.execute();
    await db.schema
      .createIndex('payments_by_submission')
      .on('payments')
      .columns(['submission_id', 'id'])
      .execute();
  },
};
