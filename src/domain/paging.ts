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
  /**
   * Counts the answer carries beside its rows, over more than the page (e.g. a catalogue's total,
   * active and archived records), for a list that shows them above its rows.
   */
  counts?: Readonly<Record<string, number>>;
}

/** A page of a list searched by one free text (the roster, the workflow library). */
export interface TextSearch<Field extends string = string> extends PageRequest<Field> {
  /** Blank or absent: every row. */
  search?: string;
}

/** One page of rows already in memory, with the totals a server's page carries (pages start at 1). */
export function slicePage<T>(rows: readonly T[], pageNumber: number, pageSize: number): Page<T> {
  const start = (pageNumber - 1) * pageSize;
  return { items: rows.slice(start, start + pageSize), totalRecords: rows.length, pageNumber, pageSize };
}
