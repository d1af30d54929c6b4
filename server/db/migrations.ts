import { sql } from 'kysely';
import { type Db, engineOf } from '../store/database';
import type { Migration } from './migrations/builders';
import { initialSchema } from './migrations/1-initial-schema';
import { signInAddresses } from './migrations/2-sign-in-addresses';
import { idempotencyAndVersions } from './migrations/3-idempotency-and-versions';
import { submissionsNewestFirst } from './migrations/4-submissions-newest-first';
import { substringSearchIndexes } from './migrations/5-substring-search-indexes';
import { searchDataVersion } from './migrations/6-search-data-version';
import { postgresSubmissionCustomerNames } from './migrations/7-postgres-submission-customer-names';
import { signInDevicesAndRequestFingerprints } from './migrations/8-sign-in-devices-and-request-fingerprints';
import { accountsAndOutbox } from './migrations/9-accounts-and-outbox';
import { graderOrders } from './migrations/10-grader-orders';
import { businessProfileAndInvoiceNumbers } from './migrations/11-business-profile-and-invoice-numbers';
import { auditEntries } from './migrations/12-audit-entries';
import { payments } from './migrations/13-payments';
import { returnShipments } from './migrations/14-return-shipments';
import { auditAndGradingAtVolume } from './migrations/15-audit-and-grading-at-volume';
import { gradingAtVolume } from './migrations/16-grading-at-volume';
import { cardDescriptionsAndOneOpenOrder } from './migrations/17-card-descriptions-and-one-open-order';

export type { Migration };
export { SQLITE_SEARCH_TABLES } from './migrations/5-substring-search-indexes';
export { SEARCH_VERSION_TABLE } from './migrations/6-search-data-version';
export { POSTGRES_MAINTAINED_COLUMNS } from './migrations/7-postgres-submission-customer-names';

/**
 * The schema lives in code as numbered migrations written with Kysely's schema builder, so one text
 * runs on SQLite and PostgreSQL (decision 0270). Each is applied in its own transaction and recorded
 * in `schema_version` (the table older builds already kept, so an existing data folder carries on
 * where it stopped). Never edit a migration that has shipped: add the next number instead.
 * One file per step under migrations/, listed here in order.
 */
export const MIGRATIONS: readonly Migration[] = [
  initialSchema,
  signInAddresses,
  idempotencyAndVersions,
  submissionsNewestFirst,
  substringSearchIndexes,
  searchDataVersion,
  postgresSubmissionCustomerNames,
  signInDevicesAndRequestFingerprints,
  accountsAndOutbox,
  graderOrders,
  businessProfileAndInvoiceNumbers,
  auditEntries,
  payments,
  returnShipments,
  auditAndGradingAtVolume,
  gradingAtVolume,
  cardDescriptionsAndOneOpenOrder,
];

/** Any number: it only has to be the same for every instance of this server on one database. */
const MIGRATION_LOCK = 0x63676230;

// A type alias (not an interface) so it fits Kysely's table-map constraint.
type Bookkeeping = {
  schema_version: { version: number; name: string; applied_at: string };
};

export async function currentSchemaVersion(db: Db): Promise<number> {
  const bookkept = db.withTables<Bookkeeping>();
  const row = await bookkept
    .selectFrom('schema_version')
    .select((eb) => eb.fn.max('version').as('version'))
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

/**
 * Applies every migration newer than the recorded version (up to `upTo`, for the upgrade tests);
 * returns the versions applied. Two instances starting at once take turns: PostgreSQL through a
 * session advisory lock held for the whole run, SQLite through BEGIN IMMEDIATE (its write lock)
 * around each migration and its re-check.
 */
export async function migrate(db: Db, now: () => Date, upTo = Number.POSITIVE_INFINITY): Promise<number[]> {
  const engine = engineOf(db);
  return db.connection().execute(async (connection) => {
    const bookkept = connection.withTables<Bookkeeping>();
    if (engine === 'postgres') await sql`SELECT pg_advisory_lock(${MIGRATION_LOCK})`.execute(connection);
    try {
      await bookkept.schema
        .createTable('schema_version')
        .ifNotExists()
        .addColumn('version', 'integer', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('applied_at', 'text', (c) => c.notNull())
        .execute();
      const applied: number[] = [];
      for (const migration of MIGRATIONS) {
        await sql.raw(engine === 'postgres' ? 'BEGIN' : 'BEGIN IMMEDIATE').execute(connection);
        try {
          // Deferred triggers (the search version's, migration 6) fire after each statement here: a
          // migration that changes rows and then alters their table would otherwise be refused for
          // "pending trigger events".
          if (engine === 'postgres') await sql`SET CONSTRAINTS ALL IMMEDIATE`.execute(connection);
          if (migration.version <= upTo && migration.version > (await currentSchemaVersion(connection))) {
            await migration.up(connection, engine);
            await bookkept
              .insertInto('schema_version')
              .values({ version: migration.version, name: migration.name, applied_at: now().toISOString() })
              .execute();
            applied.push(migration.version);
          }
          await sql.raw('COMMIT').execute(connection);
        } catch (error) {
          await sql.raw('ROLLBACK').execute(connection);
          throw error;
        }
      }
      return applied;
    } finally {
      if (engine === 'postgres') await sql`SELECT pg_advisory_unlock(${MIGRATION_LOCK})`.execute(connection);
    }
  });
}
