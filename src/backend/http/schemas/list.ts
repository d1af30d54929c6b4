import * as v from 'valibot';
import { firstOf, optNumber } from './fields';

export interface ParsedList<T> {
  items: T[];
  /** The server's total when it sent one, else the number of items. */
  total: number;
  pageNumber: number | undefined;
  pageSize: number | undefined;
}

const DEFAULT_KEYS = ['data', 'Data', 'items', 'results'] as const;

/**
 * A list payload: null (no body), a bare array, or an object holding the array under one of `keys` with a total as
 * totalRecords, total or totalCount. One bad item fails the whole list: showing a list with holes and
 * a total that does not add up would mislead more than an error banner does.
 */
export function listOf<const TItem extends v.GenericSchema>(
  item: TItem,
  keys: readonly string[] = DEFAULT_KEYS,
) {
  const items = v.array(item);
  type Item = v.InferOutput<TItem>;
  const counts = v.looseObject({
    totalRecords: optNumber,
    total: optNumber,
    totalCount: optNumber,
    pageNumber: optNumber,
    pageSize: optNumber,
  });
  return v.union([
    // An empty answer (204 or no body) is an empty list.
    v.pipe(
      v.null(),
      v.transform((): ParsedList<Item> => ({
        items: [],
        total: 0,
        pageNumber: undefined,
        pageSize: undefined,
      })),
    ),
    v.pipe(
      items,
      v.transform((list): ParsedList<Item> => ({
        items: list,
        total: list.length,
        pageNumber: undefined,
        pageSize: undefined,
      })),
    ),
    v.pipe(
      counts,
      v.check(
        (value) => keys.some((key) => Array.isArray(value[key])),
        `Expected an array under one of ${keys.join(', ')}`,
      ),
      v.rawTransform(({ dataset, addIssue, NEVER }): ParsedList<Item> => {
        const key = keys.find((name) => Array.isArray(dataset.value[name]));
        const parsed = v.safeParse(items, key === undefined ? undefined : dataset.value[key]);
        if (!parsed.success) {
          addIssue({ message: `An item under ${key ?? 'the list'} could not be read` });
          return NEVER;
        }
        const value = dataset.value;
        const total = firstOf(value.totalRecords, value.total, value.totalCount);
        return {
          items: parsed.output,
          total: total !== undefined && total >= 0 ? Math.floor(total) : parsed.output.length,
          pageNumber: value.pageNumber,
          pageSize: value.pageSize,
        };
      }),
    ),
  ]);
}
