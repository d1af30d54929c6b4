import type { AppError } from '../../src/domain/errors';
import type { Page, SortKey } from '../../src/domain/paging';

/**
 * What a list asks the backend for. Filters are named strings so every list can hold them in the
 * URL; the screen turns the query into its backend's search body.
 */
export interface CollectionQuery {
  search: string;
  filters: Readonly<Record<string, string>>;
  sort: readonly SortKey[];
  /** From 1. */
  page: number;
  pageSize: number;
}

export interface CollectionContext {
  /** The query the rows on screen answer (or the one being fetched). */
  query: CollectionQuery;
  /** The query a Reset returns to. */
  defaults: CollectionQuery;
  /** What the search box shows; it becomes `query.search` once typing pauses. */
  searchText: string;
  rows: readonly unknown[];
  total: number;
  /** The query the rows on screen answer: what a failed fetch was asked to change (see `askedOf`). */
  shownQuery: CollectionQuery | null;
  /** Counts the last answer carried beside its rows (e.g. a catalogue's total, active, archived). */
  counts: Readonly<Record<string, number>> | null;
  /** Whether a page has arrived yet (so an empty first answer is not "loading"). */
  loaded: boolean;
  error: AppError | null;
  /** 0 turns auto-refresh off. */
  autoRefreshMs: number;
  debounceMs: number;
}

export interface CollectionInput {
  /** The starting query (from the URL); missing parts come from `defaults`. */
  query?: Partial<CollectionQuery>;
  defaults: CollectionQuery;
  autoRefreshMs?: number;
  debounceMs?: number;
}

export type CollectionEvent =
  | { type: 'collection.search'; text: string }
  /** New filters (and, when given, a new search text) from the first page. */
  | { type: 'collection.filter'; filters: Readonly<Record<string, string>>; search?: string }
  | { type: 'collection.sort'; sort: readonly SortKey[] }
  | { type: 'collection.page'; page: number }
  /** A whole query from outside (the URL after Back/Forward); applied at once, no debounce. */
  | { type: 'collection.query'; query: CollectionQuery }
  | { type: 'collection.reset' }
  | { type: 'collection.refresh' };

export interface FetchPageInput {
  query: CollectionQuery;
}

export type FetchedPage = Page<unknown>;
export type { SortKey };
