import type { Database } from 'better-sqlite3';
import type { CatalogueTable } from '../store/catalogues';

type Value = string | number | null;

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
