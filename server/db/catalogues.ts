import type { Database } from 'better-sqlite3';
import type { CatalogueKind } from '../../src/domain/catalogue';

/** How one catalogue maps to its table: payload field → column, and its list order (seed B §9). */
export interface CatalogueTable {
  table: string;
  /** Singular, for messages: 'Card grade not found'. */
  label: string;
  columns: Readonly<Record<string, string>>;
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
    orderBy: 'sort_order, id',
  },
  prescreenRecommendations: {
    table: 'prescreen_recommendations',
    label: 'Prescreen recommendation',
    columns: { name: 'name', description: 'description' },
    orderBy: 'name COLLATE NOCASE, id',
  },
};

type Value = string | number | null;
export type CatalogueRecord = Record<string, Value | boolean>;

/** The seed's synchronous insert (inside its one SQLite transaction); routes use the catalogue store. */
export function insertCatalogueRecord(
  db: Database,
  spec: CatalogueTable,
  values: Readonly<Record<string, Value>>,
  extra: { id?: number; isActive?: boolean } = {},
): number {
  const fields = Object.keys(spec.columns);
  const columns = fields.map((field) => spec.columns[field]);
  const result = db
    .prepare(
      `INSERT INTO ${spec.table} (id, ${columns.join(', ')}, is_active) VALUES (?, ${fields.map(() => '?').join(', ')}, ?)`,
    )
    .run(extra.id ?? null, ...fields.map((field) => values[field] ?? null), extra.isActive === false ? 0 : 1);
  return Number(result.lastInsertRowid);
}
