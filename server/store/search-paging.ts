import { type RawBuilder, sql } from 'kysely';

/** One page of a search, as LIMIT and OFFSET. */
export interface Page {
  limit: number;
  offset: number;
}

export const pageAt = (pageNumber: number, pageSize: number): Page => ({
  limit: pageSize,
  offset: (pageNumber - 1) * pageSize,
});

/** `WHERE a AND b …` over the conditions given (nulls left out), or nothing when none are. */
export function whereAll(conditions: readonly (RawBuilder<unknown> | null)[]): RawBuilder<unknown> {
  const given = conditions.filter((condition) => condition !== null);
  return given.length ? sql`WHERE ${sql.join(given, sql` AND `)}` : sql``;
}

/**
 * Whether a page of an indexed search is cheaper read by walking the list's own order index and
 * testing each row, than by sorting the matching ids (decision 0262). Walking reads about
 * (offset + size) × rows / matches rows; a row walked costs SQLite about twice a match sorted.
 */
export const walkingTheOrderPays = (page: Page, rows: number, matches: number): boolean =>
  ((page.offset + page.limit) * rows) / matches < matches / 2;
