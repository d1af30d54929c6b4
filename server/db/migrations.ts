import type { Database } from 'better-sqlite3';

/**
 * The schema lives in code as numbered migrations, applied in order inside a transaction each and
 * recorded in schema_version, so a data folder from an older build upgrades itself on start.
 * Never edit a migration that has shipped: add the next number instead.
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const active = 'is_active INTEGER NOT NULL DEFAULT 1';

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'initial schema',
    sql: `
      CREATE TABLE users (
        id INTEGER PRIMARY KEY,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        password_hash TEXT NOT NULL,
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        display_name TEXT NOT NULL,
        phone TEXT NOT NULL DEFAULT '',
        roles TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE sessions (
        token_hash TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL
      );
      CREATE TABLE sign_in_failures (
        id INTEGER PRIMARY KEY,
        scope TEXT NOT NULL,
        subject TEXT NOT NULL,
        failed_at TEXT NOT NULL
      );
      CREATE INDEX sign_in_failures_by_subject ON sign_in_failures(scope, subject, failed_at);

      CREATE TABLE customers (
        id INTEGER PRIMARY KEY,
        user_id TEXT,
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT NOT NULL DEFAULT '',
        phone_digits TEXT NOT NULL DEFAULT '',
        can_email INTEGER NOT NULL DEFAULT 0,
        can_text INTEGER NOT NULL DEFAULT 0,
        can_call INTEGER NOT NULL DEFAULT 0,
        address1 TEXT NOT NULL DEFAULT '',
        address2 TEXT NOT NULL DEFAULT '',
        city TEXT NOT NULL DEFAULT '',
        state TEXT NOT NULL DEFAULT '',
        zip_code TEXT NOT NULL DEFAULT '',
        ${active},
        created_at TEXT,
        updated_at TEXT,
        details TEXT NOT NULL DEFAULT '{}'
      );
      CREATE INDEX customers_by_name ON customers(last_name COLLATE NOCASE, first_name COLLATE NOCASE);

      CREATE TABLE submissions (
        id INTEGER PRIMARY KEY,
        customer_id INTEGER REFERENCES customers(id),
        status_code INTEGER NOT NULL DEFAULT 0,
        consign_after_grading INTEGER NOT NULL DEFAULT 0,
        notes TEXT NOT NULL DEFAULT '',
        ${active},
        prescreening INTEGER NOT NULL DEFAULT 1,
        psa_value_bulk INTEGER NOT NULL DEFAULT 0,
        psa_regular_count INTEGER NOT NULL DEFAULT 0,
        cgc_bulk_count INTEGER NOT NULL DEFAULT 0,
        cgc_comic_count INTEGER NOT NULL DEFAULT 0,
        psa_dual_count INTEGER NOT NULL DEFAULT 0,
        bgs_base_count INTEGER NOT NULL DEFAULT 0,
        sgc_standard_count INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX submissions_by_customer ON submissions(customer_id);
      CREATE INDEX submissions_by_created ON submissions(created_at);

      CREATE TABLE workflow_types (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        description TEXT NOT NULL DEFAULT '',
        primary_step_type_id INTEGER,
        updated_at TEXT
      );
      CREATE TABLE step_types (
        id INTEGER PRIMARY KEY,
        workflow_type_id INTEGER NOT NULL REFERENCES workflow_types(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        description TEXT NOT NULL DEFAULT '',
        is_initial_step INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE step_type_next (
        from_id INTEGER NOT NULL REFERENCES step_types(id) ON DELETE CASCADE,
        to_id INTEGER NOT NULL REFERENCES step_types(id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        PRIMARY KEY (from_id, to_id)
      );
      CREATE TABLE workflows (
        id INTEGER PRIMARY KEY,
        submission_id INTEGER NOT NULL REFERENCES submissions(id),
        workflow_type_id INTEGER REFERENCES workflow_types(id) ON DELETE SET NULL,
        name TEXT NOT NULL,
        status_code INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX workflows_by_submission ON workflows(submission_id);
      CREATE TABLE steps (
        id INTEGER PRIMARY KEY,
        workflow_id INTEGER NOT NULL REFERENCES workflows(id) ON DELETE CASCADE,
        step_type_id INTEGER REFERENCES step_types(id) ON DELETE SET NULL,
        name TEXT NOT NULL,
        status_code INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX steps_by_workflow ON steps(workflow_id);

      CREATE TABLE cards (
        id INTEGER PRIMARY KEY,
        submission_id INTEGER NOT NULL REFERENCES submissions(id),
        name TEXT NOT NULL,
        description TEXT NOT NULL DEFAULT '',
        uploaded_at TEXT,
        updated_at TEXT,
        uploaded_by TEXT,
        prescreen_recommendation_type_id INTEGER,
        estimated_grade INTEGER,
        notes TEXT,
        ai_title TEXT,
        ai_description TEXT,
        ai_grade TEXT,
        ai_serial_number TEXT,
        confidence_score REAL,
        image_url TEXT,
        image_status TEXT
      );
      CREATE INDEX cards_by_submission ON cards(submission_id);
      CREATE TABLE card_assets (
        id INTEGER PRIMARY KEY,
        card_id INTEGER NOT NULL REFERENCES cards(id) ON DELETE CASCADE,
        type TEXT NOT NULL,
        label TEXT NOT NULL DEFAULT '',
        content_type TEXT NOT NULL,
        size_bytes INTEGER NOT NULL,
        object_key TEXT NOT NULL,
        url TEXT NOT NULL,
        uploaded_at TEXT
      );
      CREATE INDEX card_assets_by_card ON card_assets(card_id);
      CREATE INDEX card_assets_by_key ON card_assets(object_key);

      CREATE TABLE card_grades (
        id INTEGER PRIMARY KEY,
        grading_company INTEGER NOT NULL,
        score TEXT NOT NULL,
        code TEXT NOT NULL,
        name TEXT,
        sort_order INTEGER NOT NULL DEFAULT 0,
        ${active}
      );
      CREATE TABLE card_grade_errors (
        id INTEGER PRIMARY KEY,
        code TEXT NOT NULL,
        name TEXT NOT NULL,
        description TEXT,
        sort_order INTEGER NOT NULL DEFAULT 0,
        ${active}
      );
      CREATE TABLE card_qualifiers (
        id INTEGER PRIMARY KEY,
        grading_company INTEGER NOT NULL,
        code TEXT NOT NULL,
        name TEXT,
        description TEXT,
        sort_order INTEGER NOT NULL DEFAULT 0,
        ${active}
      );
      CREATE TABLE prescreen_recommendations (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        description TEXT,
        ${active}
      );
      CREATE TABLE employees (
        id INTEGER PRIMARY KEY,
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT NOT NULL DEFAULT '',
        role TEXT NOT NULL,
        department TEXT,
        location TEXT,
        start_date TEXT,
        status TEXT NOT NULL DEFAULT 'Active',
        manager TEXT,
        skills TEXT NOT NULL DEFAULT '[]',
        emergency_contact TEXT,
        last_review_at TEXT,
        notes TEXT,
        updated_at TEXT
      );
      CREATE TABLE seed_state (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        seeded_at TEXT NOT NULL
      );
    `,
  },
  {
    version: 2,
    name: 'usual sign-in addresses and sign-up attempts',
    sql: `
      CREATE TABLE known_sign_ins (
        account TEXT NOT NULL,
        address TEXT NOT NULL,
        last_at TEXT NOT NULL,
        PRIMARY KEY (account, address)
      );
      CREATE TABLE sign_up_attempts (
        id INTEGER PRIMARY KEY,
        address TEXT NOT NULL,
        attempted_at TEXT NOT NULL
      );
      CREATE INDEX sign_up_attempts_by_address ON sign_up_attempts(address, attempted_at);
    `,
  },
];

export function currentSchemaVersion(db: Database): number {
  const row = db
    .prepare<[], { version: number | null }>('SELECT MAX(version) AS version FROM schema_version')
    .get();
  return row?.version ?? 0;
}

/** Applies every migration newer than the recorded version; returns the versions applied. */
export function migrate(db: Database, now: () => Date): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_version (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const applied: number[] = [];
  const record = db.prepare('INSERT INTO schema_version (version, name, applied_at) VALUES (?, ?, ?)');
  for (const migration of MIGRATIONS) {
    if (migration.version <= currentSchemaVersion(db)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, now().toISOString());
    })();
    applied.push(migration.version);
  }
  return applied;
}
