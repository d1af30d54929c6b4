import { sql } from 'kysely';
import type { Db } from '../../store/database';
import { dialect, type Migration } from './builders';

/**
 * Issue 38: staff accounts belong to the roster, password links, the outbox, and the request counts
 * that limit reset requests.
 */
export const accountsAndOutbox: Migration = {
  version: 9,
  name: 'staff accounts on the roster, password links, outbox',
  async up(db, engine) {
    const { id } = dialect(engine);
    // The account an employee record gives access to (one each); access itself is the account's roles.
    await db.schema.alterTable('employees').addColumn('user_id', 'integer').execute();
    await db.schema.createIndex('employees_by_user').on('employees').column('user_id').unique().execute();

    // Reset and invitation links: only the SHA-256 of the token is kept, as for sessions.
    await id(db.schema.createTable('password_tokens'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await db.schema.createIndex('password_tokens_by_user').on('password_tokens').column('user_id').execute();

    // Every message the product sends (decision 0370): written in the transaction of the change that
    // causes it, delivered after the commit by the mail worker.
    await id(db.schema.createTable('outbox'))
      .addColumn('to_address', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('text_body', 'text', (c) => c.notNull())
      .addColumn('html_body', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      // One message per event: a later change that may run twice names its event here.
      .addColumn('dedupe_key', 'text', (c) => c.unique())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'text')
      .addColumn('lease_until', 'text')
      .addColumn('last_error', 'text')
      // Link tokens inside the bodies, masked once the message has been sent (a JSON list, or null).
      .addColumn('secrets', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('delivered_at', 'text')
      .execute();
    await db.schema.createIndex('outbox_due').on('outbox').columns(['status', 'next_attempt_at']).execute();

    // Requests counted per subject for a while (reset requests per address and per account).
    await id(db.schema.createTable('request_counts'))
      .addColumn('scope', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('request_counts_by_subject')
      .on('request_counts')
      .columns(['scope', 'subject', 'at'])
      .execute();

    await putStaffAccountsOnTheRoster(db);
  },
};

/**
 * A data folder from before issue 38 has staff accounts (admin@, employee@) that no employee record
 * names: each is linked to the roster entry with its email, or gets one, so access is managed there.
 */
async function putStaffAccountsOnTheRoster(db: Db) {
  const staff = await db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'phone'])
    .where((eb) => eb.or([eb('roles', 'like', '%"ADMIN"%'), eb('roles', 'like', '%"EMPLOYEE"%')]))
    .orderBy('id')
    .execute();
  const at = new Date().toISOString();
  for (const user of staff) {
    const linked = await db
      .updateTable('employees')
      .set({ user_id: user.id })
      .where(sql<string>`lower(email)`, '=', user.email.toLowerCase())
      .where('user_id', 'is', null)
      .executeTakeFirst();
    if (Number(linked.numUpdatedRows) > 0) continue;
    await db
      .insertInto('employees')
      .values({
        first_name: user.first_name,
        last_name: user.last_name,
        email: user.email,
        phone: user.phone,
        role: 'Staff',
        department: null,
        location: null,
        start_date: null,
        status: 'Active',
        manager: null,
        skills: '[]',
        emergency_contact: null,
        last_review_at: null,
        notes: null,
        updated_at: at,
        user_id: user.id,
      })
      .execute();
  }
}
