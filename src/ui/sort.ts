import type { SortKey } from '../domain/paging';

/** One sort type for the domain, the machines and the ui: a field and whether it runs descending. */
export type { SortKey };

/** A header click cycles none → ascending → descending → none; another column starts at ascending. */
export function nextSort(current: SortKey | null, field: string): SortKey | null {
  if (!current || current.field !== field) return { field, desc: false };
  return current.desc ? null : { field, desc: true };
}

/** The `aria-sort` of a column under the current sort. */
export const ariaSort = (current: SortKey | null, field: string): 'ascending' | 'descending' | 'none' =>
  current?.field !== field ? 'none' : current.desc ? 'descending' : 'ascending';

/** Sorts a copy of `rows` by the value `valueOf` gives for the sorted field (strings compare by locale). */
export function sortRows<Row>(
  rows: readonly Row[],
  sort: SortKey | null,
  valueOf: (row: Row, field: string) => string | number,
): Row[] {
  if (!sort) return [...rows];
  const sign = sort.desc ? -1 : 1;
  const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
  return [...rows].sort((a, b) => {
    const x = valueOf(a, sort.field);
    const y = valueOf(b, sort.field);
    const order =
      typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
    return order * sign;
  });
}
