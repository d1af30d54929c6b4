import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../store/database';
import {
  contactFromJson,
  metricFromJson,
  POSTGRES_FIGURE_COLUMNS,
  SMART_LIST_METRICS,
} from '../../store/customerMetrics';
import type { Migration } from './builders';

/**
 * PostgreSQL: GIN trigram indexes on exactly the expressions the stores compare (`lower(column) LIKE
 * '%text%'`), so the planner reads matching rows from the index for 3+ character text. pg_trgm is a
 * trusted extension: the database's owner may create it.
 */
async function postgresTrigramIndexes(db: Db) {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  await sql`CREATE INDEX submissions_notes_trigrams ON submissions USING gin (lower(notes) gin_trgm_ops)`.execute(
    db,
  );
  const lowered = CUSTOMER_SEARCH_COLUMNS.map((column) =>
    column === 'phone_digits' ? `${column} gin_trgm_ops` : `lower(${column}) gin_trgm_ops`,
  ).join(', ');
  await sql.raw(`CREATE INDEX customers_text_trigrams ON customers USING gin (${lowered})`).execute(db);
}

/** SQLite-only FTS5 tables: indexes kept by triggers, not data (a copy into PostgreSQL skips them). */
export const SQLITE_SEARCH_TABLES = ['submission_search', 'customer_search'] as const;

/** The customer columns the directory's text filters search (phone by its digits). */
const CUSTOMER_SEARCH_COLUMNS = [
  'first_name',
  'last_name',
  'email',
  'address1',
  'address2',
  'city',
  'state',
  'zip_code',
  'phone_digits',
] as const;

/**
 * SQLite: FTS5 tables with the trigram tokenizer. `submission_search` holds each row's searchable
 * text as SQLite's lower() makes it, compared case-sensitively, so a trigram query finds exactly what
 * `lower(column) LIKE '%text%'` finds (for 3+ characters). Triggers keep them in step with every write, from any code.
 * `submission_search` carries the customer's names beside the notes, so one index answers the
 * submissions search; a customer's rename rewrites its submissions' rows.
 */
async function sqliteTrigramTables(db: Db) {
  const run = (text: string) => sql.raw(text).execute(db);
  const tokenize = `tokenize = 'trigram case_sensitive 1'`;
  await run(`CREATE VIRTUAL TABLE submission_search USING fts5(notes, first_name, last_name, ${tokenize})`);
  const submissionText = (row: string) => `lower(${row}.notes),
      lower(coalesce((SELECT first_name FROM customers WHERE id = ${row}.customer_id), '')),
      lower(coalesce((SELECT last_name FROM customers WHERE id = ${row}.customer_id), ''))`;
  await run(`INSERT INTO submission_search (rowid, notes, first_name, last_name)
    SELECT s.id, ${submissionText('s')} FROM submissions s`);
  await run(`CREATE TRIGGER submission_search_insert AFTER INSERT ON submissions BEGIN
    INSERT INTO submission_search (rowid, notes, first_name, last_name) VALUES (new.id, ${submissionText('new')});
  END`);
  await run(`CREATE TRIGGER submission_search_update AFTER UPDATE OF notes, customer_id ON submissions BEGIN
    DELETE FROM submission_search WHERE rowid = old.id;
    INSERT INTO submission_search (rowid, notes, first_name, last_name) VALUES (new.id, ${submissionText('new')});
  END`);
  await run(`CREATE TRIGGER submission_search_delete AFTER DELETE ON submissions BEGIN
    DELETE FROM submission_search WHERE rowid = old.id;
  END`);
  await run(`CREATE TRIGGER submission_search_rename AFTER UPDATE OF first_name, last_name ON customers BEGIN
    UPDATE submission_search SET first_name = lower(new.first_name), last_name = lower(new.last_name)
      WHERE rowid IN (SELECT id FROM submissions WHERE customer_id = new.id);
  END`);

  // Customers' text as typed, folded by FTS5 (Unicode letters, accents kept), as PostgreSQL's lower()
  // and the demo backend's toLowerCase() fold it (decision 0262).
  const columns = CUSTOMER_SEARCH_COLUMNS.join(', ');
  const customerText = (row: string) =>
    CUSTOMER_SEARCH_COLUMNS.map((column) => `${row}.${column}`).join(', ');
  await run(`CREATE VIRTUAL TABLE customer_search USING fts5(${columns}, tokenize = 'trigram')`);
  await run(
    `INSERT INTO customer_search (rowid, ${columns}) SELECT c.id, ${customerText('c')} FROM customers c`,
  );
  await run(`CREATE TRIGGER customer_search_insert AFTER INSERT ON customers BEGIN
    INSERT INTO customer_search (rowid, ${columns}) VALUES (new.id, ${customerText('new')});
  END`);
  await run(`CREATE TRIGGER customer_search_update AFTER UPDATE OF ${columns} ON customers BEGIN
    DELETE FROM customer_search WHERE rowid = old.id;
    INSERT INTO customer_search (rowid, ${columns}) VALUES (new.id, ${customerText('new')});
  END`);
  await run(`CREATE TRIGGER customer_search_delete AFTER DELETE ON customers BEGIN
    DELETE FROM customer_search WHERE rowid = old.id;
  END`);
}

export const substringSearchIndexes: Migration = {
  version: 5,
  name: 'substring search indexes',
  // The searches' "contains, ignoring case" served by an index instead of reading every row
  // (decision 0262): SQLite's FTS5 trigram tables kept by triggers, PostgreSQL's pg_trgm GIN indexes.
  async up(db, engine) {
    if (engine === 'postgres') await postgresTrigramIndexes(db);
    else await sqliteTrigramTables(db);
    // Soft-deleted submissions are few: an active count is every match less the inactive ones.
    await sql`CREATE INDEX submissions_inactive ON submissions (id) WHERE is_active = 0`.execute(db);
    // The smart lists' figures, so a list is found through an index rather than every customer's
    // JSON: on SQLite one index holds them all (a count reads it alone); PostgreSQL keeps them in
    // stored generated columns, each indexed (parsing the JSON costs it ~15 µs a row).
    if (engine === 'sqlite') {
      const figures = [...SMART_LIST_METRICS.map((key) => metricFromJson(db, key)), contactFromJson(db)];
      const all = sql.join(figures.map((figure) => sql`(${figure})`));
      await sql`CREATE INDEX customers_by_metrics ON customers (${all})`.execute(db);
    } else {
      const generated: [string, RawBuilder<unknown>, string][] = [
        ...SMART_LIST_METRICS.map(
          (key) =>
            [POSTGRES_FIGURE_COLUMNS[key], metricFromJson(db, key), 'double precision'] as [
              string,
              RawBuilder<unknown>,
              string,
            ],
        ),
        [POSTGRES_FIGURE_COLUMNS.lastContactedAt, contactFromJson(db), 'text'],
      ];
      for (const [column, figure, type] of generated) {
        await sql`ALTER TABLE customers ADD COLUMN ${sql.ref(column)} ${sql.raw(type)}
          GENERATED ALWAYS AS (${figure}) STORED`.execute(db);
        await sql`CREATE INDEX ${sql.ref(`customers_by_${column}`)} ON customers (${sql.ref(column)})`.execute(
          db,
        );
      }
    }
  },
};
