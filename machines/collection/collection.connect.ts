import type { SnapshotFrom } from 'xstate';
import type { AppError } from '../../src/domain/errors';
import type { SortKey } from '../../src/domain/paging';
import type { collectionMachine } from './collection.machine';
import { askedOf, queryKey, type CollectionAsk } from './collection.query';
import type { CollectionEvent, CollectionQuery } from './collection.types';

type Snapshot = SnapshotFrom<typeof collectionMachine>;
type Send = (event: CollectionEvent) => void;

/** Everything a list screen binds, so its JSX never asks which state the machine is in. */
export interface CollectionView<Row> {
  query: CollectionQuery;
  rows: readonly Row[];
  total: number;
  /** Counts the last answer carried beside its rows (null until one did, and after a failed load). */
  counts: Readonly<Record<string, number>> | null;
  /** Nothing on screen yet: show the loading state. */
  loading: boolean;
  /** Rows on screen while a new page, sort or search loads (mark the table busy). */
  refreshing: boolean;
  /** A query differs from the list's defaults (the empty state offers Reset). */
  filtered: boolean;
  table: {
    rows: readonly Row[];
    sort: SortKey | null;
    onSortChange: (sort: SortKey | null) => void;
    busy: boolean;
  };
  pagination: { page: number; pageCount: number; onPageChange: (page: number) => void };
  /** 1-based positions of the first and last row on screen (0 and 0 with no rows). */
  range: { from: number; to: number };
  search: { value: string; onChange: (text: string) => void; onClear: () => void };
  filters: {
    values: Readonly<Record<string, string>>;
    apply: (filters: Readonly<Record<string, string>>) => void;
  };
  /** Set in the empty state. */
  empty: { onReset: () => void } | null;
  /**
   * Set when the last fetch failed; `hasRows` tells a failed refresh (rows kept) from a failed load, and
   * `asked` what that fetch was for (a refresh, a sort, new filters, the page before or after).
   */
  error: { error: AppError; hasRows: boolean; asked: CollectionAsk; onRetry: () => void } | null;
  refresh: () => void;
}

/**
 * The collection machine's snapshot as props and handlers for DataTable, Pagination, the search box
 * and the empty and error states. `Row` is the screen's row type: the machine holds rows as unknown,
 * and the screen's fetchPage is what puts rows of that type there.
 */
export function connectCollection<Row>(snapshot: Snapshot, send: Send): CollectionView<Row> {
  const { context } = snapshot;
  const { query } = context;
  const rows = context.rows as readonly Row[];
  const pageCount = Math.max(1, Math.ceil(context.total / query.pageSize));
  const from = rows.length ? (query.page - 1) * query.pageSize + 1 : 0;
  const typingOver = snapshot.matches('typing') || snapshot.matches('fetching');
  const loading = snapshot.matches('loading') || (typingOver && !context.loaded);
  const refreshing = snapshot.matches('refreshing') || (typingOver && context.loaded);
  const defaultsKey = queryKey({ ...context.defaults, sort: query.sort, page: 1 });
  return {
    query,
    rows,
    total: context.total,
    counts: context.counts,
    loading,
    refreshing,
    filtered: queryKey({ ...query, page: 1, search: context.searchText.trim() }) !== defaultsKey,
    table: {
      rows,
      sort: query.sort[0] ?? null,
      onSortChange: (sort) => send({ type: 'collection.sort', sort: sort ? [sort] : context.defaults.sort }),
      busy: refreshing,
    },
    pagination: {
      page: query.page,
      pageCount,
      onPageChange: (page) => send({ type: 'collection.page', page }),
    },
    range: { from, to: rows.length ? from + rows.length - 1 : 0 },
    search: {
      value: context.searchText,
      onChange: (text) => send({ type: 'collection.search', text }),
      onClear: () => send({ type: 'collection.filter', filters: query.filters, search: '' }),
    },
    filters: {
      values: query.filters,
      apply: (filters) => send({ type: 'collection.filter', filters }),
    },
    empty: snapshot.matches('empty') ? { onReset: () => send({ type: 'collection.reset' }) } : null,
    error: context.error
      ? {
          error: context.error,
          hasRows: rows.length > 0,
          asked: askedOf(query, context.shownQuery),
          onRetry: () => send({ type: 'collection.refresh' }),
        }
      : null,
    refresh: () => send({ type: 'collection.refresh' }),
  };
}
