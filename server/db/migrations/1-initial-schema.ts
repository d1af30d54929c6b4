import { sql } from 'kysely';
import { type Db } from '../../store/database';
import { active, dialect, flag, text, type Migration } from './builders';

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

export const initialSchema: Migration = {
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
      .addColumn('workflow_type_id', 'integer', (c) => c.references('workflow_types.id').onDelete('set null'))
      .addColumn('name', 'text', (c) => c.notNull())
      .$call((t) => flag(t, 'status_code'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await schema.createIndex('workflows_by_submission').on('workflows').column('submission_id').execute();
    await id(schema.createTable('steps'))
      .addColumn('workflow_id', 'integer', (c) => c.notNull().references('workflows.id').onDelete('cascade'))
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
};
