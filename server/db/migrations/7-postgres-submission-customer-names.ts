import { sql } from 'kysely';
import type { Migration } from './builders';

/** PostgreSQL's own column, kept by its triggers from the customer's names; never copied. */
export const POSTGRES_MAINTAINED_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  submissions: ['customer_names'],
};

/**
 * PostgreSQL: each submission carries its customer's names, lower-cased, as `first⏎last` (a search
 * word holds no line break, so it is inside the text exactly when it is inside one of the names),
 * with a trigram index. The submissions search then reads one table: before, every search first
 * listed the matching customers (673 for 'mar') and looked up each one's submissions, half of a
 * search's database time (decision 0274). SQLite's search table already carries the names (migration 5).
 */
export const postgresSubmissionCustomerNames: Migration = {
  version: 7,
  name: 'postgres submission customer names',
  async up(db, engine) {
    if (engine !== 'postgres') return;
    // One text for the column, written once: a customer row's names (`c`) as the search reads them.
    const joined = (c: string) => `lower(${c}.first_name) || E'\\n' || lower(${c}.last_name)`;
    const names = (row: string) =>
      `coalesce((SELECT ${joined('c')} FROM customers c WHERE c.id = ${row}.customer_id), '')`;
    await sql`ALTER TABLE submissions ADD COLUMN customer_names text NOT NULL DEFAULT ''`.execute(db);
    await sql
      .raw(`UPDATE submissions s SET customer_names = ${names('s')} WHERE s.customer_id IS NOT NULL`)
      .execute(db);
    await sql
      .raw(
        `CREATE FUNCTION submission_customer_names() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          NEW.customer_names := ${names('NEW')};
          RETURN NEW;
        END $$`,
      )
      .execute(db);
    await sql`CREATE TRIGGER submissions_customer_names BEFORE INSERT OR UPDATE OF customer_id ON submissions
      FOR EACH ROW EXECUTE FUNCTION submission_customer_names()`.execute(db);
    await sql
      .raw(
        `CREATE FUNCTION customer_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          UPDATE submissions SET customer_names = ${joined('NEW')} WHERE customer_id = NEW.id;
          RETURN NULL;
        END $$`,
      )
      .execute(db);
    await sql`CREATE TRIGGER customers_renamed AFTER UPDATE OF first_name, last_name ON customers
      FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
      EXECUTE FUNCTION customer_renamed()`.execute(db);
    await sql`CREATE INDEX submissions_customer_names_trigrams ON submissions
      USING gin (customer_names gin_trgm_ops)`.execute(db);
  },
};
