import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { postgresQueryBuilder, type Db } from '../../server/store/database';
import { migrate } from '../../server/db/migrations';
import { SEED_NOW, createTestDatabase, dropTestDatabase } from './postgres';

// Decision 0573: on PostgreSQL each query text with parameters runs as a prepared statement of its
// connection, at most 200 per connection, and scripts still run as plain queries. One connection
// (max: 1), so pg_prepared_statements shows what this pool's queries left on it.

const prepared = async (db: Db) =>
  (await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(db)).rows.map(
    (row) => row.statement,
  );

describe('PostgreSQL queries as prepared statements (decision 0573)', () => {
  const postgres = inject('postgres');
  let db: Db;
  let name = '';

  beforeAll(async () => {
    if (!postgres) throw new Error('this test needs PostgreSQL');
    const made = await createTestDatabase(postgres, 'template0');
    name = made.name;
    db = postgresQueryBuilder(made.url, { max: 1 });
    await migrate(db, () => SEED_NOW);
  });

  afterAll(() => {
    if (postgres) dropTestDatabase(postgres, name, db.destroy());
  });

  it('prepares a query with values once and answers it again with other values', async () => {
    const byEmail = (email: string) =>
      db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    const before = await prepared(db);
    await byEmail('nobody@example.com');
    await byEmail('someone@example.com');
    const added = (await prepared(db)).filter((text) => !before.includes(text));
    expect(added).toEqual(['select "id" from "users" where "email" = $1']);
  });

  it('runs a statement without values, and a script of several, as plain queries', async () => {
    const before = (await prepared(db)).length;
    await sql`CREATE TEMPORARY TABLE scratch (n int); INSERT INTO scratch VALUES (1), (2)`.execute(db);
    const counted = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM scratch`.execute(db);
    expect(counted.rows[0]?.n).toBe(2);
    expect((await prepared(db)).length).toBe(before);
  });

  it('keeps at most 200 per connection, and runs the texts past them all the same', async () => {
    // IN lists of every length from 1 to 250: a new text each.
    for (let length = 1; length <= 250; length += 1) {
      const ids = Array.from({ length }, (_, index) => index + 1);
      const rows = await db.selectFrom('users').select('id').where('id', 'in', ids).execute();
      expect(rows.length).toBeLessThanOrEqual(length);
    }
    expect((await prepared(db)).length).toBe(200);
  });
});
