import { dialect, text, type Migration } from './builders';

/**
 * Grader orders (issue 39): a batch of cards at one grading company, its cards with the grades the
 * company posted, and the return shipments that bring each submission's cards home. Number 10 leaves 9
 * to the accounts issue's outbox, which lands first.
 */
export const graderOrders: Migration = {
  version: 10,
  name: 'grader orders',
  async up(db, engine) {
    const { id, real } = dialect(engine);
    const schema = db.schema;
    await id(schema.createTable('grader_orders'))
      .addColumn('grading_company', 'integer', (c) => c.notNull())
      .addColumn('service', 'text', (c) => c.notNull())
      .$call((t) => text(t, 'order_number'))
      .$call((t) => text(t, 'label'))
      .addColumn('stage', 'text', (c) => c.notNull())
      .addColumn('held_from', 'text')
      .addColumn('shipped_on', 'text')
      .$call((t) => text(t, 'tracking_number'))
      .addColumn('target_return_on', 'text')
      .$call((t) => text(t, 'return_tracking_number'))
      .addColumn('return_shipped_on', 'text')
      .addColumn('received_on', 'text')
      .addColumn('fulfilled_at', 'text')
      .$call((t) => text(t, 'notes'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await schema.createIndex('grader_orders_by_stage').on('grader_orders').column('stage').execute();
    // A card appears in an order once; "at most one open order" is the store's rule (an order that was
    // cancelled lets its cards go in another).
    await schema
      .createTable('grader_order_cards')
      .addColumn('order_id', 'integer', (c) => c.notNull().references('grader_orders.id').onDelete('cascade'))
      .addColumn('card_id', 'integer', (c) => c.notNull().references('cards.id').onDelete('cascade'))
      .addColumn('submission_id', 'integer', (c) => c.notNull())
      // The order's company, kept beside the certificate so one unique index covers "unique per company".
      .addColumn('grading_company', 'integer', (c) => c.notNull())
      .addColumn('declared_value', real, (c) => c.notNull().defaultTo(0))
      .addColumn('grade_id', 'integer')
      .addColumn('qualifier_id', 'integer')
      .addColumn('grade_error_id', 'integer')
      // NULL until posted; both engines let many NULLs share a unique index.
      .addColumn('certificate_number', 'text')
      .addColumn('graded_at', 'text')
      .addPrimaryKeyConstraint('grader_order_cards_pkey', ['order_id', 'card_id'])
      .execute();
    await schema
      .createIndex('grader_order_cards_by_card')
      .on('grader_order_cards')
      .column('card_id')
      .execute();
    await schema
      .createIndex('grader_order_cards_by_submission')
      .on('grader_order_cards')
      .column('submission_id')
      .execute();
    await schema
      .createIndex('grader_order_cards_certificate')
      .on('grader_order_cards')
      .columns(['grading_company', 'certificate_number'])
      .unique()
      .execute();
  },
};
