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

/** Rows walked in the list's order before a page's last match: about (offset + size) × rows / matches. */
const rowsWalked = (page: Page, rows: number, matches: number) =>
  ((page.offset + page.limit) * rows) / matches;

/**
 * Whether a page of an indexed search is cheaper read by walking the list's own order index and
 * testing each row, than by sorting the matching ids (decision 0262). A row walked and tested costs
 * SQLite about twice a match sorted.
 */
export const walkingTheOrderPays = (page: Page, rows: number, matches: number): boolean =>
  rowsWalked(page, rows, matches) < matches / 2;

/**
 * How SQLite reads one page of a search its trigram index answers, in the list's order:
 * - `test rows`: walk the order index and test each row's text (few rows walked: common text);
 * - `walk ids`: walk the order index keeping the rows among the index's matching ids, which SQLite
 *   collects once; a row walked costs about a fifth of a match sorted, reading no text (decision 0274);
 * - `sort ids`: sort the matching ids and read the page's rows (rare text, or a page far down).
 */
export function pageRoute(page: Page, rows: number, matches: number): 'test rows' | 'walk ids' | 'sort ids' {
  if (walkingTheOrderPays(page, rows, matches)) return 'test rows';
  return rowsWalked(page, rows, matches) < 5 * matches ? 'walk ids' : 'sort ids';
}
