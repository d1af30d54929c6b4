import { sql } from 'kysely';
import type { Migration } from './builders';

/**
 * The audit trail and grading at volume (issue 41 item 6, issue 39 item 10; decision 0493). Audit reads
 * are newest first by time (then id), so each filter of the activity log walks one index in its order
 * and stops after a page: a person's (actor, at, id), a record type's (type, at, id), a time range's
 * (at, id) from migration 12. The person index replaces migration 12's (actor_id, id).
 *
 * Every entry written or removed moves the search version (migration 6), so the activity log's totals
 * are kept between writes like the searches' (decision 0274) instead of counted over a million rows.
 */
export const auditAndGradingAtVolume: Migration = {
  version: 15,
  name: 'audit and grading at volume',
  async up(db, engine) {
    await db.schema.dropIndex('audit_entries_by_actor').execute();
    const indexes = {
      audit_entries_by_actor_time: ['actor_id', 'at', 'id'],
      audit_entries_by_type_time: ['record_type', 'at', 'id'],
    };
    for (const [name, columns] of Object.entries(indexes)) {
      await db.schema.createIndex(name).on('audit_entries').columns(columns).execute();
    }
    // The tracker lists orders newest first.
    await db.schema
      .createIndex('grader_orders_newest_first')
      .on('grader_orders')
      .columns(['created_at', 'id'])
      .execute();
    if (engine === 'postgres') {
      // migration 6's function: once per transaction, at commit.
      await sql`CREATE CONSTRAINT TRIGGER audit_entries_move_search_version
        AFTER INSERT OR DELETE ON audit_entries DEFERRABLE INITIALLY DEFERRED
        FOR EACH ROW EXECUTE FUNCTION move_search_version()`.execute(db);
    } else {
      for (const event of ['INSERT', 'DELETE']) {
        await sql
          .raw(
            `CREATE TRIGGER audit_entries_move_search_version_${event.toLowerCase()} AFTER ${event}
            ON audit_entries BEGIN UPDATE search_version SET version = version + 1 WHERE id = 1; END`,
          )
          .execute(db);
      }
    }
  },
};
