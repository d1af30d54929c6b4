import { PostgresAdapter, type RawBuilder, sql } from 'kysely';
import type { Db } from './database';

/**
 * SQL pieces that read the same on SQLite and PostgreSQL (issue 25): case-insensitive 'contains' with
 * LIKE (the pattern's own % and _ escaped) instead of instr() or COLLATE NOCASE, and a number from
 * inside a JSON text column, the one place the two dialects spell differently.
 */

/** `lower(column) LIKE '%text%'`, the text taken literally. */
export function containsIgnoringCase(column: RawBuilder<unknown>, text: string): RawBuilder<boolean> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`lower(${column}) LIKE ${pattern} ESCAPE '\\'`;
}

/** `column LIKE '%text%'` for text already normalised (phone digits). */
export function containsExactly(column: RawBuilder<unknown>, text: string): RawBuilder<boolean> {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`${column} LIKE ${pattern} ESCAPE '\\'`;
}

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/** Fixed keys only: the path is written into the SQL text. */
const SAFE_PATH = /^[A-Za-z][A-Za-z0-9]*$/;

/**
 * The path as a literal in the SQL text (its keys are checked above), not a parameter: an index on
 * the same expression (migration 5's metrics) only serves a query whose text matches it.
 */
function pathLiteral(engine: 'sqlite' | 'postgres', path: readonly string[]): RawBuilder<unknown> {
  if (!path.every((key) => SAFE_PATH.test(key))) throw new Error('unsafe JSON path');
  return sql.raw(engine === 'postgres' ? `'{${path.join(',')}}'` : `'$.${path.join('.')}'`);
}

/** A number inside a JSON text column (null when absent or not JSON-typed as a number or text). */
export function jsonNumber(db: Db, column: string, path: readonly string[]): RawBuilder<number | null> {
  return isPostgres(db)
    ? sql<number | null>`((${sql.ref(column)}::jsonb #>> ${pathLiteral('postgres', path)})::double precision)`
    : sql<number | null>`json_extract(${sql.ref(column)}, ${pathLiteral('sqlite', path)})`;
}

/** A text inside a JSON text column. */
export function jsonText(db: Db, column: string, path: readonly string[]): RawBuilder<string | null> {
  return isPostgres(db)
    ? sql<string | null>`(${sql.ref(column)}::jsonb #>> ${pathLiteral('postgres', path)})`
    : sql<string | null>`json_extract(${sql.ref(column)}, ${pathLiteral('sqlite', path)})`;
}

/**
 * Written at the end of a subquery in FROM, keeps SQLite from merging it into the outer query, which
 * copies each of its columns' expressions to every place the outer query reads the column and then
 * evaluates them per use, not per row. A limit that limits nothing does it. PostgreSQL merges and still
 * computes a grouped expression once per row; a fence there (OFFSET 0) only adds a step (105 against
 * 63 ms for the dashboard), so it gets none.
 */
export function sqliteSubqueryFence(db: Db): RawBuilder<unknown> {
  return isPostgres(db) ? sql`` : sql`LIMIT -1`;
}
