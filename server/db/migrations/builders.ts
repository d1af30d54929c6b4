import type { ColumnDataType, CreateTableBuilder } from 'kysely';
import type { Db, Engine } from '../../store/database';

/** One numbered step of the schema (the runner is server/db/migrations.ts). */
export interface Migration {
  version: number;
  name: string;
  /** `db.schema` is untyped by table, so migrations name tables the schema type does not know yet. */
  up(db: Db, engine: Engine): Promise<void>;
}

type Table = CreateTableBuilder<string, string>;

/** What differs between the engines, and nothing else. */
export function dialect(engine: Engine) {
  const postgres = engine === 'postgres';
  return {
    /** An auto-numbered key: SQLite's rowid alias, a sequence on PostgreSQL (explicit ids allowed). */
    id: (table: Table) => table.addColumn('id', postgres ? 'serial' : 'integer', (c) => c.primaryKey()),
    real: (postgres ? 'double precision' : 'real') as ColumnDataType,
  };
}

export const active = (table: Table) =>
  table.addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1));
export const text = (table: Table, name: string, fallback = '') =>
  table.addColumn(name, 'text', (c) => c.notNull().defaultTo(fallback));
export const flag = (table: Table, name: string, fallback = 0) =>
  table.addColumn(name, 'integer', (c) => c.notNull().defaultTo(fallback));
