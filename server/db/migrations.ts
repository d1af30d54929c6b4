import { type ColumnDataType, type CreateTableBuilder, type RawBuilder, sql } from 'kysely';
import { type Db, type Engine, engineOf } from '../store/database';
import {
  contactFromJson,
  metricFromJson,
  POSTGRES_FIGURE_COLUMNS,
  SMART_LIST_METRICS,
} from '../store/customerMetrics';

/**
 * The schema lives in code as numbered migrations written with Kysely's schema builder, so one text
 * runs on SQLite and PostgreSQL (decision 0270). Each is applied in its own transaction and recorded
 * in `schema_version` (the table older builds already kept, so an existing data folder carries on
 * where it stopped). Never edit a migration that has shipped: add the next number instead.
 */
export interface Migration {
  version: number;
  name: string;
  /** `db.schema` is untyped by table, so migrations name tables the schema type does not know yet. */
  up(db: Db, engine: Engine): Promise<void>;
}

type Table = CreateTableBuilder<string, string>;

/** What differs between the engines, and nothing else. */
function dialect(engine: Engine) {
  const postgres = engine === 'postgres';
  return {
    /** An auto-numbered key: SQLite's rowid alias, a sequence on PostgreSQL (explicit ids allowed). */
    id: (table: Table) => table.addColumn('id', postgres ? 'serial' : 'integer', (c) => c.primaryKey()),
    real: (postgres ? 'double precision' : 'real') as ColumnDataType,
  };
}

const active = (table: Table) => table.addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1));
const text = (table: Table, name: string, fallback = '') =>
  table.addColumn(name, 'text', (c) => c.notNull().defaultTo(fallback));
const flag = (table: Table, name: string, fallback = 0) =>
  table.addColumn(name, 'integer', (c) => c.notNull().defaultTo(fallback));

/**
 * PostgreSQL gets what SQLite has built in, under the same names, so store SQL reads the same on both:
 * a case-insensitive collation named `nocase` (ICU, accents still distinguished), `instr()` and the
 * domain's `name_matches()` (every typed word inside the first or the last name, ignoring case).
 */
async function postgresBuiltIns(db: Db) {
  await sql`CREATE COLLATION IF NOT EXISTS nocase (provider = icu, locale = 'und-u-ks-level2', deterministic = false)`.execute(
    db,
  );
  await sql`CREATE OR REPLACE FUNCTION instr(haystack text, needle text) RETURNS integer
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS 'SELECT strpos(haystack, needle)'`.execute(db);
  await sql`CREATE OR REPLACE FUNCTION name_matches(first_name text, last_name text, typed text) RETURNS integer
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT CASE WHEN count(*) > 0 AND bool_and(
          strpos(lower(coalesce(first_name, '')), word) > 0 OR strpos(lower(coalesce(last_name, '')), word) > 0)
        THEN 1 ELSE 0 END
      FROM regexp_split_to_table(lower(coalesce(typed, '')), '\\s+') AS word
      WHERE word <> ''
    $$`.execute(db);
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'initial schema',
    async up(db, engine) {
      const { id, real } = dialect(engine);
      if (engine === 'postgres') await postgresBuiltIns(db);
      const schema = db.schema;

      await id(schema.createTable('users'))
        .addColumn('email', 'text', (c) =>
          c
            .notNull()
            .unique()
            .modifyEnd(sql`COLLATE nocase`),
        )
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('display_name', 'text', (c) => c.notNull())
        .$call((t) => text(t, 'phone'))
        .addColumn('roles', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await schema
        .createTable('sessions')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await id(schema.createTable('sign_in_failures'))
        .addColumn('scope', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('failed_at', 'text', (c) => c.notNull())
        .execute();
      await schema
        .createIndex('sign_in_failures_by_subject')
        .on('sign_in_failures')
        .columns(['scope', 'subject', 'failed_at'])
        .execute();

      await id(schema.createTable('customers'))
        .addColumn('user_id', 'text')
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .$call((t) => text(t, 'phone'))
        .$call((t) => text(t, 'phone_digits'))
        .$call((t) => flag(t, 'can_email'))
        .$call((t) => flag(t, 'can_text'))
        .$call((t) => flag(t, 'can_call'))
        .$call((t) => text(t, 'address1'))
        .$call((t) => text(t, 'address2'))
        .$call((t) => text(t, 'city'))
        .$call((t) => text(t, 'state'))
        .$call((t) => text(t, 'zip_code'))
        .$call(active)
        .addColumn('created_at', 'text')
        .addColumn('updated_at', 'text')
        .$call((t) => text(t, 'details', '{}'))
        .execute();
      await schema
        .createIndex('customers_by_name')
        .on('customers')
        .expression(sql`last_name COLLATE nocase, first_name COLLATE nocase`)
        .execute();

      await id(schema.createTable('submissions'))
        .addColumn('customer_id', 'integer', (c) => c.references('customers.id'))
        .$call((t) => flag(t, 'status_code'))
        .$call((t) => flag(t, 'consign_after_grading'))
        .$call((t) => text(t, 'notes'))
        .$call(active)
        .$call((t) => flag(t, 'prescreening', 1))
        .$call((t) => flag(t, 'psa_value_bulk'))
        .$call((t) => flag(t, 'psa_regular_count'))
        .$call((t) => flag(t, 'cgc_bulk_count'))
        .$call((t) => flag(t, 'cgc_comic_count'))
        .$call((t) => flag(t, 'psa_dual_count'))
        .$call((t) => flag(t, 'bgs_base_count'))
        .$call((t) => flag(t, 'sgc_standard_count'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await schema.createIndex('submissions_by_customer').on('submissions').column('customer_id').execute();
      await schema.createIndex('submissions_by_created').on('submissions').column('created_at').execute();

      await id(schema.createTable('workflow_types'))
        .addColumn('name', 'text', (c) => c.notNull())
        .$call((t) => text(t, 'description'))
        .addColumn('primary_step_type_id', 'integer')
        .addColumn('updated_at', 'text')
        .execute();
      await id(schema.createTable('step_types'))
        .addColumn('workflow_type_id', 'integer', (c) =>
          c.notNull().references('workflow_types.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .$call((t) => text(t, 'description'))
        .$call((t) => flag(t, 'is_initial_step'))
        .execute();
      await schema
        .createTable('step_type_next')
        .addColumn('from_id', 'integer', (c) => c.notNull().references('step_types.id').onDelete('cascade'))
        .addColumn('to_id', 'integer', (c) => c.notNull().references('step_types.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('step_type_next_pkey', ['from_id', 'to_id'])
        .execute();
      await id(schema.createTable('workflows'))
        .addColumn('submission_id', 'integer', (c) => c.notNull().references('submissions.id'))
        .addColumn('workflow_type_id', 'integer', (c) =>
          c.references('workflow_types.id').onDelete('set null'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .$call((t) => flag(t, 'status_code'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await schema.createIndex('workflows_by_submission').on('workflows').column('submission_id').execute();
      await id(schema.createTable('steps'))
        .addColumn('workflow_id', 'integer', (c) =>
          c.notNull().references('workflows.id').onDelete('cascade'),
        )
        .addColumn('step_type_id', 'integer', (c) => c.references('step_types.id').onDelete('set null'))
        .addColumn('name', 'text', (c) => c.notNull())
        .$call((t) => flag(t, 'status_code'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await schema.createIndex('steps_by_workflow').on('steps').column('workflow_id').execute();

      await id(schema.createTable('cards'))
        .addColumn('submission_id', 'integer', (c) => c.notNull().references('submissions.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .$call((t) => text(t, 'description'))
        .addColumn('uploaded_at', 'text')
        .addColumn('updated_at', 'text')
        .addColumn('uploaded_by', 'text')
        .addColumn('prescreen_recommendation_type_id', 'integer')
        .addColumn('estimated_grade', 'integer')
        .addColumn('notes', 'text')
        .addColumn('ai_title', 'text')
        .addColumn('ai_description', 'text')
        .addColumn('ai_grade', 'text')
        .addColumn('ai_serial_number', 'text')
        .addColumn('confidence_score', real)
        .addColumn('image_url', 'text')
        .addColumn('image_status', 'text')
        .execute();
      await schema.createIndex('cards_by_submission').on('cards').column('submission_id').execute();
      await id(schema.createTable('card_assets'))
        .addColumn('card_id', 'integer', (c) => c.notNull().references('cards.id').onDelete('cascade'))
        .addColumn('type', 'text', (c) => c.notNull())
        .$call((t) => text(t, 'label'))
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('size_bytes', 'integer', (c) => c.notNull())
        .addColumn('object_key', 'text', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('uploaded_at', 'text')
        .execute();
      await schema.createIndex('card_assets_by_card').on('card_assets').column('card_id').execute();
      await schema.createIndex('card_assets_by_key').on('card_assets').column('object_key').execute();

      await id(schema.createTable('card_grades'))
        .addColumn('grading_company', 'integer', (c) => c.notNull())
        .addColumn('score', 'text', (c) => c.notNull())
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('name', 'text')
        .$call((t) => flag(t, 'sort_order'))
        .$call(active)
        .execute();
      await id(schema.createTable('card_grade_errors'))
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .$call((t) => flag(t, 'sort_order'))
        .$call(active)
        .execute();
      await id(schema.createTable('card_qualifiers'))
        .addColumn('grading_company', 'integer', (c) => c.notNull())
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('name', 'text')
        .addColumn('description', 'text')
        .$call((t) => flag(t, 'sort_order'))
        .$call(active)
        .execute();
      await id(schema.createTable('prescreen_recommendations'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .$call(active)
        .execute();
      await id(schema.createTable('employees'))
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .$call((t) => text(t, 'phone'))
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('department', 'text')
        .addColumn('location', 'text')
        .addColumn('start_date', 'text')
        .$call((t) => text(t, 'status', 'Active'))
        .addColumn('manager', 'text')
        .$call((t) => text(t, 'skills', '[]'))
        .addColumn('emergency_contact', 'text')
        .addColumn('last_review_at', 'text')
        .addColumn('notes', 'text')
        .addColumn('updated_at', 'text')
        .execute();
      await schema
        .createTable('seed_state')
        .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
        .addColumn('seeded_at', 'text', (c) => c.notNull())
        .execute();
    },
  },
  {
    version: 2,
    name: 'usual sign-in addresses and sign-up attempts',
    async up(db, engine) {
      const { id } = dialect(engine);
      await db.schema
        .createTable('known_sign_ins')
        .addColumn('account', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('last_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('known_sign_ins_pkey', ['account', 'address'])
        .execute();
      await id(db.schema.createTable('sign_up_attempts'))
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('attempted_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('sign_up_attempts_by_address')
        .on('sign_up_attempts')
        .columns(['address', 'attempted_at'])
        .execute();
    },
  },
  {
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
  },
  {
    version: 4,
    name: 'submissions newest first',
    // The submission list's default order (newest first, ties by id) read straight from an index: at
    // 100,000 submissions a page no longer sorts the whole table (about 180 ms on SQLite → under 1 ms).
    async up(db) {
      await db.schema
        .createIndex('submissions_by_newest')
        .on('submissions')
        .columns(['created_at desc', 'id asc'])
        .execute();
    },
  },
  {
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
  },
];

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
export const CUSTOMER_SEARCH_COLUMNS = [
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
 * Applies every migration newer than the recorded version; returns the versions applied. Two
 * instances starting at once take turns: PostgreSQL through a session advisory lock held for the whole
 * run, SQLite through BEGIN IMMEDIATE (its write lock) around each migration and its re-check.
 */
export async function migrate(db: Db, now: () => Date): Promise<number[]> {
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
          if (migration.version > (await currentSchemaVersion(connection))) {
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
