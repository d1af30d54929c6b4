/** Pages start at 1; the data layer's default page size is 20. */
export const DEFAULT_PAGE_SIZE = 20;

export interface SortKey<Field extends string = string> {
  field: Field;
  desc: boolean;
}

export interface PageRequest<Field extends string = string> {
  pageNumber: number;
  pageSize: number;
  sort?: readonly SortKey<Field>[];
}

export interface Page<T> {
  items: T[];
  totalRecords: number;
  pageNumber: number;
  pageSize: number;
}

/** One page of rows already in memory, with the totals a server's page carries (pages start at 1). */
export function slicePage<T>(rows: readonly T[], pageNumber: number, pageSize: number): Page<T> {
  const start = (pageNumber - 1) * pageSize;
  return { items: rows.slice(start, start + pageSize), totalRecords: rows.length, pageNumber, pageSize };
}
