import { assign, fromPromise, setup } from 'xstate';
import { toAppError } from '../../src/domain/errors';
import { notProvided } from '../shared';
import { queryKey, withDefaults } from './collection.query';
import type {
  CollectionContext,
  CollectionEvent,
  CollectionInput,
  CollectionQuery,
  FetchedPage,
  FetchPageInput,
} from './collection.types';

/** Typing pauses this long before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

const lastPage = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/**
 * A list read from the backend (screen-scoped: one per visit of a list screen). Every change of the
 * query fetches again and leaves the state that was fetching, which aborts the previous request; rows
 * stay on screen while a new page loads (refreshing), and a failed refresh keeps them.
 */
export const collectionMachine = setup({
  types: {
    context: {} as CollectionContext,
    events: {} as CollectionEvent,
    input: {} as CollectionInput,
  },
  actors: {
    /** The screen's search call: one page for the query (the signal aborts it). */
    fetchPage: fromPromise<FetchedPage, FetchPageInput>(notProvided('collection', 'fetchPage')),
  },
  actions: {
    setSearchText: assign((_, params: { text: string }) => ({ searchText: params.text })),
    commitSearch: assign(({ context }) => ({
      query: { ...context.query, search: context.searchText.trim(), page: 1 },
    })),
    setQuery: assign((_, params: { query: CollectionQuery }) => ({
      query: params.query,
      searchText: params.query.search,
    })),
    storePage: assign(({ context }, params: { page: FetchedPage }) => ({
      shownQuery: context.query,
      rows: params.page.items,
      total: params.page.totalRecords,
      counts: params.page.counts ?? null,
      loaded: true,
      error: null,
    })),
    storeError: assign((_, params: { error: unknown }) => ({ error: toAppError(params.error) })),
    clearRows: assign({ rows: [], total: 0, counts: null }),
    /** An answer past the last page (rows removed meanwhile, or a stale link) moves to the last page. */
    moveToLastPage: assign(({ context }, params: { page: FetchedPage }) => ({
      query: { ...context.query, page: lastPage(params.page.totalRecords, context.query.pageSize) },
    })),
  },
  guards: {
    hasRows: ({ context }) => context.rows.length > 0,
    pageHasRows: (_, params: { page: FetchedPage }) => params.page.items.length > 0,
    pastLastPage: ({ context }, params: { page: FetchedPage }) =>
      params.page.items.length === 0 && params.page.totalRecords > 0 && context.query.page > 1,
    queryChanged: ({ context }, params: { query: CollectionQuery }) =>
      queryKey(params.query) !== queryKey(context.query),
    autoRefreshOn: ({ context }) => context.autoRefreshMs > 0,
  },
  delays: {
    searchDebounce: ({ context }) => context.debounceMs,
    autoRefresh: ({ context }) => Math.max(context.autoRefreshMs, 1),
  },
}).createMachine({
  id: 'collection',
  description: 'A list read from the backend: query, page, sort, search, refresh.',
  context: ({ input }) => {
    const query = withDefaults(input.query ?? {}, input.defaults);
    return {
      query,
      defaults: input.defaults,
      searchText: query.search,
      rows: [],
      total: 0,
      counts: null,
      shownQuery: null,
      loaded: false,
      error: null,
      autoRefreshMs: input.autoRefreshMs ?? 0,
      debounceMs: input.debounceMs ?? SEARCH_DEBOUNCE_MS,
    };
  },
  initial: 'loading',
  on: {
    'collection.search': {
      target: '.typing',
      reenter: true,
      actions: { type: 'setSearchText', params: ({ event }) => ({ text: event.text }) },
    },
    'collection.filter': {
      target: '.fetching',
      reenter: true,
      actions: {
        type: 'setQuery',
        params: ({ context, event }) => ({
          query: {
            ...context.query,
            search: (event.search ?? context.searchText).trim(),
            filters: event.filters,
            page: 1,
          },
        }),
      },
    },
    'collection.sort': {
      target: '.fetching',
      reenter: true,
      actions: {
        type: 'setQuery',
        params: ({ context, event }) => ({ query: { ...context.query, sort: event.sort, page: 1 } }),
      },
    },
    'collection.page': {
      target: '.fetching',
      reenter: true,
      actions: {
        type: 'setQuery',
        params: ({ context, event }) => ({
          query: { ...context.query, page: Math.max(1, Math.trunc(event.page)) },
        }),
      },
    },
    'collection.query': {
      guard: { type: 'queryChanged', params: ({ event }) => ({ query: event.query }) },
      target: '.fetching',
      reenter: true,
      actions: { type: 'setQuery', params: ({ event }) => ({ query: event.query }) },
    },
    'collection.reset': {
      target: '.fetching',
      reenter: true,
      actions: {
        type: 'setQuery',
        params: ({ context }) => ({ query: { ...context.defaults, sort: context.query.sort } }),
      },
    },
  },
  states: {
    typing: {
      description: 'The search box changed; the search is sent when typing pauses. Rows stay on screen.',
      after: { searchDebounce: { target: 'fetching', actions: 'commitSearch' } },
    },
    fetching: {
      description: 'Chooses loading (nothing on screen) or refreshing (rows kept on screen).',
      always: [{ guard: 'hasRows', target: 'refreshing' }, { target: 'loading' }],
    },
    loading: {
      description: 'Nothing on screen yet: a loading state.',
      invoke: {
        id: 'fetchPage',
        src: 'fetchPage',
        input: ({ context }) => ({ query: context.query }),
        onDone: [
          {
            guard: { type: 'pastLastPage', params: ({ event }) => ({ page: event.output }) },
            target: 'fetching',
            reenter: true,
            actions: { type: 'moveToLastPage', params: ({ event }) => ({ page: event.output }) },
          },
          {
            guard: { type: 'pageHasRows', params: ({ event }) => ({ page: event.output }) },
            target: 'showing',
            actions: { type: 'storePage', params: ({ event }) => ({ page: event.output }) },
          },
          {
            target: 'empty',
            actions: { type: 'storePage', params: ({ event }) => ({ page: event.output }) },
          },
        ],
        onError: {
          target: 'failed',
          actions: ['clearRows', { type: 'storeError', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
    // The same answers as loading but for a failure; written out, not shared through a variable, because
    // the statechart tools read the config as one literal (DESIGN: machines).
    refreshing: {
      description: 'The rows on screen stay while the new page loads; a failure keeps them with the error.',
      invoke: {
        id: 'refetchPage',
        src: 'fetchPage',
        input: ({ context }) => ({ query: context.query }),
        onDone: [
          {
            guard: { type: 'pastLastPage', params: ({ event }) => ({ page: event.output }) },
            target: 'fetching',
            reenter: true,
            actions: { type: 'moveToLastPage', params: ({ event }) => ({ page: event.output }) },
          },
          {
            guard: { type: 'pageHasRows', params: ({ event }) => ({ page: event.output }) },
            target: 'showing',
            actions: { type: 'storePage', params: ({ event }) => ({ page: event.output }) },
          },
          {
            target: 'empty',
            actions: { type: 'storePage', params: ({ event }) => ({ page: event.output }) },
          },
        ],
        onError: {
          target: 'showing',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    showing: {
      description: "Rows and 'Page X of Y'; an error banner if the last refresh failed.",
      after: { autoRefresh: { guard: 'autoRefreshOn', target: 'refreshing' } },
      on: { 'collection.refresh': { target: 'refreshing' } },
    },
    empty: {
      description: 'No row matches: the empty state with Reset.',
      after: { autoRefresh: { guard: 'autoRefreshOn', target: 'loading' } },
      on: { 'collection.refresh': { target: 'loading' } },
    },
    failed: {
      description: 'Nothing to show and the error banner with Try again.',
      on: { 'collection.refresh': { target: 'loading' } },
    },
  },
});
