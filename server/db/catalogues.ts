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

function toPayload(spec: CatalogueTable, row: Record<string, Value>): CatalogueRecord {
  const record: CatalogueRecord = { id: row.id ?? null };
  for (const [field, column] of Object.entries(spec.columns)) record[field] = row[column] ?? null;
  record.isActive = row.is_active === 1;
  return record;
}

/** Active records only, unless includeInactive (archived ones stay listed only then). */
export function listCatalogue(
  db: Database,
  spec: CatalogueTable,
  includeInactive: boolean,
): CatalogueRecord[] {
  return db
    .prepare<[], Record<string, Value>>(
      `SELECT * FROM ${spec.table} ${includeInactive ? '' : 'WHERE is_active = 1'} ORDER BY ${spec.orderBy}`,
    )
    .all()
    .map((row) => toPayload(spec, row));
}

export function getCatalogueRecord(db: Database, spec: CatalogueTable, id: number): CatalogueRecord | null {
  const row = db.prepare<[number], Record<string, Value>>(`SELECT * FROM ${spec.table} WHERE id = ?`).get(id);
  return row ? toPayload(spec, row) : null;
}

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

export function updateCatalogueRecord(
  db: Database,
  spec: CatalogueTable,
  id: number,
  values: Readonly<Record<string, Value>>,
): void {
  const fields = Object.keys(spec.columns);
  db.prepare(
    `UPDATE ${spec.table} SET ${fields.map((field) => `${spec.columns[field]} = ?`).join(', ')} WHERE id = ?`,
  ).run(...fields.map((field) => values[field] ?? null), id);
}

/** Archive: the record stays, hidden unless includeInactive; no un-archive is offered (seed B §4). */
export function archiveCatalogueRecord(db: Database, spec: CatalogueTable, id: number): void {
  db.prepare(`UPDATE ${spec.table} SET is_active = 0 WHERE id = ?`).run(id);
}
