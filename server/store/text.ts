import { type RawBuilder, sql } from 'kysely';
import { nameSearchWords } from '../../src/domain/nameMatch';

/**
 * Text matching both engines run the same way. LIKE is case-sensitive on PostgreSQL and ASCII-caseless
 * on SQLite, so both sides are lower-cased first; the pattern escapes \ % and _ so they are plain
 * characters, as they were with SQLite's instr().
 */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `column` contains `text`, ignoring case. */
export function containsText(column: RawBuilder<unknown>, text: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${column}) LIKE ${containsPattern(text)} ESCAPE '\\'`;
}

/** Every row when `text` is blank; otherwise the rows with `text` inside any of `columns`, ignoring case. */
export function containsInAny(columns: readonly RawBuilder<unknown>[], text: string): RawBuilder<boolean> {
  const term = text.trim();
  if (term === '') return sql<boolean>`1 = 1`;
  return sql<boolean>`(${sql.join(
    columns.map((column) => containsText(column, term)),
    sql` OR `,
  )})`;
}

/**
 * The domain's `matchesName` in portable SQL: every typed word occurs, ignoring case, in the first or
 * the last name. Blank text matches nobody.
 */
export function nameMatches(
  firstName: RawBuilder<unknown>,
  lastName: RawBuilder<unknown>,
  text: string,
): RawBuilder<boolean> {
  const words = nameSearchWords(text);
  if (words.length === 0) return sql<boolean>`1 = 0`;
  const each = words.map(
    (word) => sql`(${containsText(firstName, word)} OR ${containsText(lastName, word)})`,
  );
  return sql<boolean>`(${sql.join(each, sql` AND `)})`;
}

/** Sorting without regard to case, as SQLite's COLLATE NOCASE did, written so PostgreSQL runs it too. */
export function caseless(column: string): RawBuilder<unknown> {
  return sql`lower(${sql.ref(column)})`;
}
