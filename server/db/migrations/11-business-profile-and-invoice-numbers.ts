import { text } from './builders';
import type { Migration } from './builders';

/** The first invoice number a new business issues; an admin may start elsewhere (issue 40 item 3). */
export const FIRST_INVOICE_NUMBER = 1001;

export const businessProfileAndInvoiceNumbers: Migration = {
  version: 11,
  name: 'business profile and invoice numbers',
  async up(db) {
    // One row (id 1), written by the store the first time it is read (so a copy between engines
    // finds the table empty): the business's identity on every invoice, and the invoice sequence (issue 40).
    await db.schema
      .createTable('business_profile')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .$call((t) => text(t, 'name'))
      .$call((t) => text(t, 'address'))
      .$call((t) => text(t, 'email'))
      .$call((t) => text(t, 'phone'))
      // A small image as a data: URL ('' for none), so the printed invoice needs no second request.
      .$call((t) => text(t, 'logo'))
      .$call((t) => text(t, 'payment_terms'))
      .addColumn('payment_due_days', 'integer', (c) => c.notNull().defaultTo(14))
      .addColumn('next_invoice_number', 'integer', (c) => c.notNull().defaultTo(FIRST_INVOICE_NUMBER))
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .$call((t) => text(t, 'updated_at'))
      .execute();
    // A submission's invoice number is given once, when its invoice is first issued, and kept; the
    // unique index is the last guard against one number on two invoices.
    await db.schema.alterTable('submissions').addColumn('invoice_number', 'integer').execute();
    await db.schema.alterTable('submissions').addColumn('invoice_date', 'text').execute();
    await db.schema
      .createIndex('submissions_invoice_number')
      .unique()
      .on('submissions')
      .column('invoice_number')
      .execute();
  },
};
