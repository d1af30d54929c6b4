import type { Migration } from './builders';

export const idempotencyAndVersions: Migration = {
  version: 3,
  name: 'idempotency keys and record versions',
  // A create's key and its answer per user (decision 0230); a version per editable record, bumped on
  // each update, so a save over a newer one is refused (decision 0232).
  async up(db) {
    await db.schema
      .createTable('idempotency_keys')
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('request', 'text', (c) => c.notNull())
      .addColumn('status', 'integer')
      .addColumn('body', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('idempotency_keys_pkey', ['user_id', 'key'])
      .execute();
    await db.schema
      .createIndex('idempotency_keys_by_created')
      .on('idempotency_keys')
      .column('created_at')
      .execute();
    for (const table of [
      'customers',
      'employees',
      'submissions',
      'workflow_types',
      'step_types',
      'card_grades',
      'card_grade_errors',
      'card_qualifiers',
      'prescreen_recommendations',
    ]) {
      await db.schema
        .alterTable(table)
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
    }
  },
};
