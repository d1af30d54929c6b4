import { AppError, type AppErrorCode } from '../../domain/errors';
import { DEFAULT_PAGE_SIZE, type Page, type SortKey } from '../../domain/paging';

/**
 * Paging, sorting and id checks shared by the demo's searches. Pages start at 1; a missing or
 * unusable page number means 1 and a missing or unusable page size means the data layer's 20.
 */
export function pageOf<T>(
  items: readonly T[],
  pageNumber: number | undefined,
  pageSize: number | undefined,
): Page<T> {
  const number = wholeAtLeastOne(pageNumber) ?? 1;
  const size = wholeAtLeastOne(pageSize) ?? DEFAULT_PAGE_SIZE;
  const start = (number - 1) * size;
  return {
    items: items.slice(start, start + size),
    totalRecords: items.length,
    pageNumber: number,
    pageSize: size,
  };
}

const wholeAtLeastOne = (value: number | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 1 ? Math.trunc(value) : null;

export type Comparator<T> = (a: T, b: T) => number;

/**
 * Sorts a copy by the requested keys in order; keys naming unknown fields are ignored, and when none
 * remain the default applies. Ties fall through to `tieBreak` so paging is stable.
 */
export function sortByKeys<T, Field extends string>(
  items: readonly T[],
  requested: readonly SortKey<Field>[] | undefined,
  comparators: Readonly<Record<Field, Comparator<T>>>,
  fallback: readonly SortKey<Field>[],
  tieBreak: Comparator<T>,
): T[] {
  const known = (requested ?? []).filter((key) => Object.hasOwn(comparators, key.field));
  const keys = known.length > 0 ? known : fallback;
  return [...items].sort((a, b) => {
    for (const key of keys) {
      const order = comparators[key.field](a, b);
      if (order !== 0) return key.desc ? -order : order;
    }
    return tieBreak(a, b);
  });
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
export const compareText = (a: string | null, b: string | null): number => collator.compare(a ?? '', b ?? '');

/** Numeric ids compare as numbers ('9' before '10'). */
export const compareIds = (a: string, b: string): number => Number(a) - Number(b) || compareText(a, b);

/** Missing times sort before every real time. */
export const compareTimes = (a: string | null, b: string | null): number =>
  (a ? Date.parse(a) : -Infinity) - (b ? Date.parse(b) : -Infinity) || 0;

export const compareNumbers = (a: number | null, b: number | null): number =>
  (a ?? -Infinity) - (b ?? -Infinity) || 0;

/** A required id, trimmed; blank ids fail with the given code and message. */
export function requireId(id: string | null | undefined, code: AppErrorCode, message: string): string {
  const trimmed = typeof id === 'string' ? id.trim() : '';
  if (trimmed === '') throw new AppError(code, message);
  return trimmed;
}

export const isNumericId = (id: string): boolean => /^\d+$/.test(id);

/** The codes one collection's lookups fail with; the messages name the record instead. */
export interface LookupCodes {
  blank: AppErrorCode;
  /** Only for collections whose ids must be numbers. */
  notNumeric?: AppErrorCode;
  notFound: AppErrorCode;
}

/**
 * The stored record under an id. A blank id fails with '{thing} id is required', a non-numeric one
 * (where ids must be numbers) with '{thing} id must be numeric', an unknown one with '{thing} not found'.
 */
export function findStored<T>(
  records: ReadonlyMap<string, T>,
  id: string,
  thing: string,
  { blank, notNumeric, notFound }: LookupCodes,
): T {
  const key = requireId(id, blank, `${thing} id is required`);
  if (notNumeric && !isNumericId(key)) throw new AppError(notNumeric, `${thing} id must be numeric`);
  const record = records.get(key);
  if (record === undefined) throw new AppError(notFound, `${thing} not found`);
  return record;
}

export const trimmed = (value: string | null | undefined): string => value?.trim() ?? '';

export const trimmedOrNull = (value: string | null | undefined): string | null => trimmed(value) || null;
