import type { SortKey } from '../../src/domain/paging';
import type { CollectionQuery } from './collection.types';

/** The most pages a URL may ask for; anything larger is treated as malformed. */
const MAX_PAGE = 1_000_000;

/** What a list's URL may hold besides q, sort, dir and page. */
export interface QueryCodec {
  /**
   * Named filters this list keeps in the URL, each with the values it accepts ('text' takes any),
   * e.g. `{ archived: ['no', 'yes', 'any'], city: 'text' }`. A value outside the list is ignored.
   */
  filters?: Readonly<Record<string, readonly string[] | 'text'>>;
  /** Sort fields this list accepts; others in a URL are ignored. */
  sortFields?: readonly string[];
}

export function withDefaults(query: Partial<CollectionQuery>, defaults: CollectionQuery): CollectionQuery {
  return {
    search: query.search ?? defaults.search,
    filters: { ...defaults.filters, ...query.filters },
    sort: query.sort ?? defaults.sort,
    page: query.page ?? defaults.page,
    pageSize: query.pageSize ?? defaults.pageSize,
  };
}

/** A stable text of a query: two queries with the same key ask for the same rows. */
export function queryKey(query: CollectionQuery): string {
  const filters = Object.keys(query.filters)
    .sort()
    .map((name) => [name, query.filters[name]]);
  return JSON.stringify([query.search, filters, query.sort, query.page, query.pageSize]);
}

const sameSort = (a: readonly SortKey[], b: readonly SortKey[]) =>
  a.length === b.length && a.every((key, i) => key.field === b[i]?.field && key.desc === b[i]?.desc);

/**
 * The query string of a list (without '?'): `q`, `sort`, `dir`, `page` and the named filters, each
 * left out while it has its default value, so a list's plain URL stays plain.
 */
export function queryToSearch(
  query: CollectionQuery,
  defaults: CollectionQuery,
  codec: QueryCodec = {},
): string {
  const params = new URLSearchParams();
  if (query.search !== defaults.search) params.set('q', query.search);
  if (!sameSort(query.sort, defaults.sort)) {
    params.set('sort', query.sort.map((key) => key.field).join(','));
    params.set('dir', query.sort.map((key) => (key.desc ? 'desc' : 'asc')).join(','));
  }
  if (query.page !== defaults.page) params.set('page', String(query.page));
  for (const name of Object.keys(codec.filters ?? {})) {
    const value = query.filters[name];
    if (value !== undefined && value !== defaults.filters[name]) params.set(name, value);
  }
  return params.toString();
}

function parsePage(value: string | null, fallback: number): number {
  if (value === null || !/^\d{1,7}$/.test(value)) return fallback;
  const page = Number(value);
  return page >= 1 && page <= MAX_PAGE ? page : fallback;
}

function parseSort(fields: string | null, dirs: string | null, codec: QueryCodec): SortKey[] | null {
  if (fields === null) return null;
  const directions = (dirs ?? '').split(',');
  const sort = fields
    .split(',')
    .map((field, i) => ({ field: field.trim(), desc: directions[i]?.trim() === 'desc' }))
    .filter((key) => key.field !== '' && (!codec.sortFields || codec.sortFields.includes(key.field)));
  const unique = sort.filter((key, i) => sort.findIndex((other) => other.field === key.field) === i);
  return unique.length > 0 ? unique : null;
}

/**
 * Reads a list's query from a query string; unknown parameters are ignored and malformed values
 * (a page of 'x' or 0, a sort field the list does not have) fall back to the defaults.
 */
export function searchToQuery(
  search: string,
  defaults: CollectionQuery,
  codec: QueryCodec = {},
): CollectionQuery {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const filters: Record<string, string> = { ...defaults.filters };
  for (const [name, accepted] of Object.entries(codec.filters ?? {})) {
    const value = params.get(name);
    if (value !== null && (accepted === 'text' || accepted.includes(value))) filters[name] = value;
  }
  return {
    search: params.get('q') ?? defaults.search,
    filters,
    sort: parseSort(params.get('sort'), params.get('dir'), codec) ?? defaults.sort,
    page: parsePage(params.get('page'), defaults.page),
    pageSize: defaults.pageSize,
  };
}

/** What a person asked a list for, told apart by how the query differs from the one on screen. */
export type CollectionAsk = 'refresh' | 'sort' | 'filter' | 'previous' | 'next';

/**
 * What the `query` being fetched asked of the list showing `shown`: new filters or search ('filter',
 * back to page 1), another sort, the page before or after, or the same query again ('refresh').
 */
export function askedOf(query: CollectionQuery, shown: CollectionQuery | null): CollectionAsk {
  if (!shown) return 'refresh';
  const searchAndFilters = (of: CollectionQuery) => queryKey({ ...of, sort: [], page: 1 });
  if (searchAndFilters(query) !== searchAndFilters(shown)) return 'filter';
  if (!sameSort(query.sort, shown.sort)) return 'sort';
  if (query.page !== shown.page) return query.page < shown.page ? 'previous' : 'next';
  return 'refresh';
}
