import { PostgresAdapter, sql } from 'kysely';
import { createSampleData, SMALL_SAMPLE, type SampleSize } from '../../src/domain/sample-data';
import { hashPassword } from '../auth/passwords';
import type { Db } from './database';
import { writeSample } from './seed-sample';

/** The password of every seeded account (printed in the README). */
export const SEED_PASSWORD = 'password1234';

export async function isSeeded(db: Db): Promise<boolean> {
  return (
    (await db.selectFrom('seed_state').select('id').where('id', '=', 1).executeTakeFirst()) !== undefined
  );
}

/**
 * Fills an empty database once from the shared sample data (the same generator the demo uses), plus
 * the three sign-in accounts. Later starts find seed_state and keep whatever the users changed.
 */
export async function seedIfEmpty(
  db: Db,
  options: { now: Date; size?: SampleSize; seed?: number },
): Promise<boolean> {
  if (await isSeeded(db)) return false;
  const data = createSampleData({
    now: options.now,
    seed: options.seed ?? 1,
    size: options.size ?? SMALL_SAMPLE,
  });
  // Hashing is slow; do it before the transaction holds the write lock.
  const hashes = await Promise.all(Object.values(data.personas).map(() => hashPassword(SEED_PASSWORD)));
  // Claiming seed_state is the transaction's first write, so two servers starting on one database
  // cannot both seed: the second waits for the first's lock, then finds the row taken and writes nothing.
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('seed_state')
      .values({ id: 1, seeded_at: options.now.toISOString() })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!claimed) return false;
    await writeSample(trx, data, hashes, options.now);
    await continueIdsAfterSeed(trx);
    return true;
  });
}

/** Tables whose ids the seed wrote explicitly. */
const SEEDED_ID_TABLES = [
  'users',
  'customers',
  'submissions',
  'workflow_types',
  'step_types',
  'workflows',
  'steps',
  'cards',
  'card_assets',
  'card_grades',
  'card_grade_errors',
  'card_qualifiers',
  'prescreen_recommendations',
  'employees',
  'grader_orders',
] as const;

/**
 * SQLite numbers new rows after the largest id by itself; a PostgreSQL sequence does not see ids written
 * explicitly, so it is moved past them, or the first record staff create would collide with a seeded one.
 */
async function continueIdsAfterSeed(db: Db) {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const table of SEEDED_ID_TABLES) {
    // A database seeded at an older migration (the upgrade tests) lacks the later tables: nothing to move.
    const found = await sql<{ name: string | null }>`SELECT to_regclass(${table})::text AS name`.execute(db);
    if (!found.rows[0]?.name) continue;
    await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'),
      (SELECT COALESCE(MAX(id), 0) + 1 FROM ${sql.table(table)}), false)`.execute(db);
  }
}
