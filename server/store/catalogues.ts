import { sql } from 'kysely';
import type { CatalogueKind } from '../../src/domain/catalogue';
import type { CatalogueCounts } from '../../src/domain/catalogueRules';
import type { Db } from './database';

/** How one catalogue maps to its table: payload field → column, and its list order (seed B §9). */
export interface CatalogueTable {
  table: string;
  /** Singular, for messages: 'Card grade not found'. */
  label: string;
  columns: Readonly<Record<string, string>>;
  /** Fixed SQL text, never input; portable to SQLite and PostgreSQL. */
  orderBy: string;
}

export const CATALOGUE_TABLES: Readonly<Record<CatalogueKind, CatalogueTable>> = {
  cardGrades: {
    table: 'card_grades',
    label: 'Card grade',
    columns: {
      gradingCompany: 'grading_company',
      score: 'score',
      code: 'code',
      name: 'name',
      sortOrder: 'sort_order',
    },
    orderBy: 'sort_order, id',
  },
  cardGradeErrors: {
    table: 'card_grade_errors',
    label: 'Card grade error',
    columns: { code: 'code', name: 'name', description: 'description', sortOrder: 'sort_order' },
    orderBy: 'sort_order, id',
  },
  cardQualifiers: {
    table: 'card_qualifiers',
    label: 'Card qualifier',
    columns: {
      gradingCompany: 'grading_company',
      code: 'code',
      name: 'name',
      description: 'description',
      sortOrder: 'sort_order',
    },
    // Grouped by grading company, lower sort order first within each (seed B §2).
    orderBy: 'grading_company, sort_order, id',
  },
  prescreenRecommendations: {
    table: 'prescreen_recommendations',
    label: 'Prescreen recommendation',
    columns: { name: 'name', description: 'description' },
    orderBy: 'lower(name), id',
  },
};

type Value = string | number | null;
export type CatalogueRecord = Record<string, Value | boolean>;

type Row = Record<string, Value>;

function toPayload(spec: CatalogueTable, row: Row): CatalogueRecord {
  const record: CatalogueRecord = { id: row.id ?? null };
  for (const [field, column] of Object.entries(spec.columns)) record[field] = row[column] ?? null;
  record.isActive = row.is_active === 1;
  record.version = Number(row.version ?? 1);
  return record;
}

/**
 * The four catalogues share one shape of table, named by `spec`, so their queries name the table and
 * columns through Kysely's identifier helpers (quoted, never spliced from input) rather than four
 * copies of the same typed query.
 */
export function catalogueStore(db: Db) {
  const fieldsOf = (spec: CatalogueTable) => Object.keys(spec.columns);
  const columnOf = (spec: CatalogueTable, field: string) => sql.ref(spec.columns[field] ?? field);

  return {
    /** Active records only, unless includeInactive (archived ones stay listed only then). */
    async list(spec: CatalogueTable, includeInactive: boolean): Promise<CatalogueRecord[]> {
      const where = includeInactive ? sql`` : sql`WHERE is_active = 1`;
      const { rows } = await sql<Row>`SELECT * FROM ${sql.table(spec.table)} ${where} ORDER BY ${sql.raw(
        spec.orderBy,
      )}`.execute(db);
      return rows.map((row) => toPayload(spec, row));
    },

    /** How many records the catalogue holds, active and archived, in one query. */
    async counts(spec: CatalogueTable): Promise<CatalogueCounts> {
      const { rows } = await sql<{ total: number | string | null; active: number | string | null }>`SELECT
          COUNT(*) AS total, SUM(CASE WHEN is_active = 1 THEN 1 ELSE 0 END) AS active
        FROM ${sql.table(spec.table)}`.execute(db);
      const total = Number(rows[0]?.total ?? 0);
      const active = Number(rows[0]?.active ?? 0);
      return { total, active, archived: total - active };
    },

    async find(spec: CatalogueTable, id: number): Promise<CatalogueRecord | null> {
      const { rows } = await sql<Row>`SELECT * FROM ${sql.table(spec.table)} WHERE id = ${id}`.execute(db);
      const row = rows[0];
      return row ? toPayload(spec, row) : null;
    },

    async insert(spec: CatalogueTable, values: Readonly<Row>): Promise<number> {
      const fields = fieldsOf(spec);
      const columns = sql.join(fields.map((field) => columnOf(spec, field)));
      const given = sql.join(fields.map((field) => values[field] ?? null));
      const { rows } = await sql<{ id: number }>`INSERT INTO ${sql.table(spec.table)} (${columns}, is_active)
        VALUES (${given}, 1) RETURNING id`.execute(db);
      return Number(rows[0]?.id);
    },

    async update(spec: CatalogueTable, id: number, values: Readonly<Row>): Promise<void> {
      const assignments = sql.join(
        fieldsOf(spec).map((field) => sql`${columnOf(spec, field)} = ${values[field] ?? null}`),
      );
      await sql`UPDATE ${sql.table(spec.table)} SET ${assignments}, version = version + 1 WHERE id = ${id}`.execute(
        db,
      );
    },

    /** Archive: the record stays, hidden unless includeInactive; its version moves on. */
    async archive(spec: CatalogueTable, id: number): Promise<void> {
      await sql`UPDATE ${sql.table(spec.table)} SET is_active = 0, version = version + 1 WHERE id = ${id}`.execute(
        db,
      );
    },

    /** Restore (decision 0335): an archived record is listed and offered again; its version moves on. */
    async restore(spec: CatalogueTable, id: number): Promise<void> {
      await sql`UPDATE ${sql.table(spec.table)} SET is_active = 1, version = version + 1 WHERE id = ${id}`.execute(
        db,
      );
    },
  };
}

export type CatalogueStore = ReturnType<typeof catalogueStore>;
