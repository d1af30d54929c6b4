import type { ComponentType, ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { CollectionQuery, CollectionView, QueryCodec } from '../../machines/collection';
import { DEFAULT_PAGE_SIZE, type Page, type TextSearch } from '../domain/paging';
import type { CsvColumn } from '../lib/csv';
import type { DataTableColumn } from '../ui';
import type { ExportedFile } from './collection-tools';
import type { AppServices } from './services';

/**
 * A resource list, written as what it is: its title, the backend call for one page, its columns (or a
 * card per row), its search and filters, and the texts where the seed's words differ from the defaults.
 * The kit (`listScreen`, src/kit/list-screen.tsx) owns everything else: the query in the URL, loading,
 * the empty state and Reset, the error banner with Try again, a failed refresh, 'Page X of Y'.
 */
export interface ListDefinition<Row> {
  /** The page's h1, e.g. 'Customers'. */
  title: string;
  /** What the rows are, in the plural, for the default texts (default: the title in lower case). */
  noun?: string;
  /**
   * One page for the query, filtered, sorted and paged by the backend (pass the signal on: a new query
   * aborts the old one). `pageRequest(query)` gives the common page, sort and search fields.
   */
  fetch: (services: AppServices, query: CollectionQuery, signal: AbortSignal) => Promise<Page<Row>>;
  /** The table's columns; sortable ones are the sorts the URL may name (unless `query.codec` says). */
  columns?: readonly DataTableColumn<Row>[];
  /** Instead of a table: one card per row, in a grid (the employee roster). */
  card?: (row: Row) => ReactNode;
  /** A row's key (default: its `id`). */
  rowId?: (row: Row) => string;
  /**
   * Where a row leads on click, Enter or Space; `search` is the list's own query string (a way back).
   * Null: this row has nowhere to lead, and is not offered as a link.
   */
  rowHref?: (row: Row, search: string) => string | null;
  /**
   * The first-visit query (a Reset returns to it) and what the URL may hold besides q, sort, dir and
   * page. Default: no search, no filters, no sort, the data layer's page size.
   */
  query?: { defaults?: Partial<CollectionQuery>; codec?: QueryCodec };
  /**
   * The search box. `withinPage` narrows the loaded page instead of asking the server (seed B's
   * prescreen queue); the empty state shows when it leaves nothing.
   */
  search?: { label: string; placeholder?: string; withinPage?: (row: Row, text: string) => boolean };
  /** The header's primary link to a new record, e.g. `{ label: 'New customer', href: '/customers/new' }`. */
  create?: { label: string; href: string; icon?: LucideIcon };
  /** A 'Refresh' button in the header. */
  refreshButton?: boolean;
  /** Other header controls (a dialog's trigger); they read the list with `useCurrentList()`. */
  actions?: ComponentType;
  /** A line under the title once the list has loaded, e.g. '12 employees'. */
  description?: (list: CollectionView<Row>) => ReactNode;
  /** Figures above the search (the directory's tier cards); they read the list with `useCurrentList()`. */
  overview?: ComponentType;
  /** The answer's `counts`, as figures beside the search: [count key, label] pairs in order. */
  counts?: readonly (readonly [key: string, label: string])[];
  /** Controls beside the search (a 'Show archived' checkbox); they read the list with `useCurrentList()`. */
  controls?: ComponentType;
  /** Filters under the search row (smart lists, an advanced search); `useCurrentList()` applies them. */
  filterPanel?: ComponentType;
  /**
   * 'Export CSV' of every row the query matches (not just the page), named `<name>-<date>.csv`: the
   * rows as `columns`, or the file the backend writes (`fetchFile`), whose `notice` (an export cut
   * short) is shown beside the button.
   */
  csvExport?: { name: string } & (
    | {
        columns: readonly CsvColumn<Row>[];
        fetchAll: (
          services: AppServices,
          query: CollectionQuery,
          signal: AbortSignal,
        ) => Promise<readonly Row[]>;
      }
    | {
        fetchFile: (
          services: AppServices,
          query: CollectionQuery,
          signal: AbortSignal,
        ) => Promise<ExportedFile>;
      }
  );
  /** The status line at the end of the search row, part by part, e.g. ['Showing 1–20 of 240 submissions']. */
  summary?: (list: CollectionView<Row>, shown: readonly Row[]) => readonly string[];
  /** Reload by itself this often (seed: 5 minutes on the work queues). */
  autoRefreshMs?: number;
  texts?: Partial<ListTexts>;
  /**
   * Where the seed words a failed refresh as a toast: the rows stay without the error banner and a
   * 'Something went wrong' toast names what failed. `serverMessageFirst`: the server's own message,
   * when it sent one, replaces these words (seed B §8's catalogues).
   */
  refreshFailures?: Partial<RefreshFailureTexts> & { refresh: string; serverMessageFirst?: boolean };
}

const nounOf = <Row>(definition: ListDefinition<Row>) => definition.noun ?? definition.title.toLowerCase();

/** Every text a list shows; each has a default built from the list's noun ({many}). */
export interface ListTexts {
  /** Default 'Loading {many}…'. */
  loading: string;
  /** The error banner's title. Default 'Unable to load {many} right now.' */
  error: string;
  /** The empty state's title. Default 'No {many} match that search.' */
  empty: string;
  emptyDescription?: string;
  /** The empty state's button when the query is not the default one. Default 'Reset search' with a search box. */
  reset?: string;
  /** The table's (or card list's) accessible name. Default: the title. */
  caption: string;
  /** The pagination landmark's name. Default '{caption} pages'. */
  pages: string;
  /** The button to the page before. Default 'Back'. */
  previous: string;
}

/** What a refresh-failure toast says, by what the person last asked the list for. */
export interface RefreshFailureTexts {
  /** Refresh, and the list's own auto-refresh. */
  refresh: string;
  /** Default 'Unable to sort {many}.' */
  sort: string;
  /** A filter or search change. Default 'Unable to update filters.' */
  filter: string;
  /** Default 'Unable to load the previous page.' */
  previous: string;
  /** Default 'Unable to load the next page.' */
  next: string;
}

/** The list's texts: the definition's own, the defaults for the rest. */
export function listTexts<Row>(definition: ListDefinition<Row>): ListTexts {
  const many = nounOf(definition);
  const caption = definition.texts?.caption ?? definition.title;
  return {
    loading: `Loading ${many}…`,
    error: `Unable to load ${many} right now.`,
    empty: `No ${many} match that search.`,
    reset: definition.search && !definition.search.withinPage ? 'Reset search' : undefined,
    caption,
    pages: `${caption} pages`,
    previous: 'Back',
    ...definition.texts,
  };
}

/** The toast texts of a list whose failed refreshes are toasted; null for a list that shows the banner. */
export function refreshFailureTexts<Row>(definition: ListDefinition<Row>): RefreshFailureTexts | null {
  const failures = definition.refreshFailures;
  if (!failures) return null;
  return {
    sort: `Unable to sort ${nounOf(definition)}.`,
    filter: 'Unable to update filters.',
    previous: 'Unable to load the previous page.',
    next: 'Unable to load the next page.',
    ...failures,
  };
}

/** The list's first-visit query and URL codec (sorts from the sortable columns unless the codec names them). */
export function listQuery<Row>(definition: ListDefinition<Row>): {
  defaults: CollectionQuery;
  codec: QueryCodec;
} {
  const defaults: CollectionQuery = {
    search: '',
    filters: {},
    sort: [],
    page: 1,
    pageSize: DEFAULT_PAGE_SIZE,
    ...definition.query?.defaults,
  };
  const sortable = (definition.columns ?? []).filter((column) => column.sortable).map((column) => column.key);
  const codec = definition.query?.codec ?? {};
  return { defaults, codec: { ...codec, sortFields: codec.sortFields ?? sortable } };
}

/** The common part of a search body: page, size, sort and the trimmed search text (absent when blank). */
export function pageRequest(query: CollectionQuery): TextSearch {
  const search = query.search.trim();
  return {
    pageNumber: query.page,
    pageSize: query.pageSize,
    sort: query.sort,
    ...(search ? { search } : {}),
  };
}

/** A whole list the backend answers at once (a catalogue: the seed's call has no pages) as one page. */
export function wholeList<Row>(rows: Row[], counts?: Readonly<Record<string, number>>): Page<Row> {
  return {
    items: rows,
    totalRecords: rows.length,
    pageNumber: 1,
    pageSize: Math.max(rows.length, 1),
    ...(counts ? { counts } : {}),
  };
}
