import type { Page } from '../domain/paging';

export interface FetchAllOptions {
  /** Rows per request; the server accepts up to 1,000. */
  pageSize?: number;
  /** A safety stop against a total that never arrives. */
  maxPages?: number;
}

/**
 * Every row of a paged search, page after page, for work on the whole result: an export, counts, or a
 * filter the server cannot apply. Stops at the total, an empty page or `maxPages`.
 */
export async function fetchAllPages<Row>(
  fetchPage: (pageNumber: number, pageSize: number) => Promise<Page<Row>>,
  { pageSize = 1000, maxPages = 100 }: FetchAllOptions = {},
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let pageNumber = 1; pageNumber <= maxPages; pageNumber += 1) {
    const page = await fetchPage(pageNumber, pageSize);
    rows.push(...page.items);
    if (page.items.length === 0 || rows.length >= page.totalRecords) break;
  }
  return rows;
}
