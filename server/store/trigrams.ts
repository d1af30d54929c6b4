import { type RawBuilder, sql } from 'kysely';

/**
 * SQLite's FTS5 trigram tables (migration 5, decision 0262) hold searchable text as lower() makes it;
 * a phrase query finds the rows whose column contains the phrase, exactly as `lower(column) LIKE
 * '%text%'` does — but only for text of at least three characters (one trigram). Shorter text is left
 * to the scanning SQL.
 */
export const TRIGRAM_LENGTH = 3;

/** Whether a trigram index can answer "contains `text`" (counted in characters, not bytes). */
export const trigramIndexable = (text: string): boolean => [...text].length >= TRIGRAM_LENGTH;

/** An FTS5 phrase: the text taken literally, its double quotes doubled (% and _ mean nothing here). */
const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** FTS5 query text: `text` inside any of the columns (fixed names, never input). */
export const inAnyColumn = (columns: readonly string[], text: string): string =>
  `{${columns.join(' ')}} : ${phrase(text)}`;

/** FTS5 query text: every part holds. */
export const allMatch = (parts: readonly string[]): string => parts.map((part) => `(${part})`).join(' AND ');

/** FTS5 query text: any part holds. */
export const anyMatch = (parts: readonly string[]): string => parts.map((part) => `(${part})`).join(' OR ');

/** The ids (rowids) of an FTS5 table's rows that match `query`. */
export function matchingIds(
  table: 'submission_search' | 'customer_search',
  query: string,
): RawBuilder<number> {
  return sql<number>`SELECT rowid FROM ${sql.table(table)} WHERE ${sql.table(table)} MATCH ${query}`;
}
