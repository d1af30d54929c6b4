import { dialect, text } from './builders';
import type { Migration } from './builders';

/**
 * The audit trail (issue 41): one row per change, written in the change's own transaction and never
 * updated or deleted by the app. `changes` is the JSON list of { field, before, after }. The indexes
 * serve a record's history (newest first), one person's changes and a time range (decision 0431).
 */
export const auditEntries: Migration = {
  version: 12,
  name: 'audit entries',
  async up(db, engine) {
    const { id } = dialect(engine);
    let table = id(db.schema.createTable('audit_entries'));
    table = text(table, 'at');
    table = table.addColumn('actor_id', 'integer');
    table = text(table, 'actor_name');
    table = text(table, 'action');
    table = text(table, 'record_type');
    table = table.addColumn('record_id', 'integer', (c) => c.notNull());
    table = table.addColumn('version', 'integer');
    table = text(table, 'changes', '[]');
    await table.execute();
    const indexes = {
      audit_entries_by_record: ['record_type', 'record_id', 'id'],
      audit_entries_by_actor: ['actor_id', 'id'],
      audit_entries_by_time: ['at', 'id'],
    };
    for (const [name, columns] of Object.entries(indexes)) {
      await db.schema.createIndex(name).on('audit_entries').columns(columns).execute();
    }
  },
};
