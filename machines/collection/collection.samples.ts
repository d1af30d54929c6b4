import { AppError } from '../../src/domain/errors';
import type { Page } from '../../src/domain/paging';
import { defineSamples } from '../samples';
import { collectionMachine } from './collection.machine';
import type { CollectionQuery } from './collection.types';

export const COLLECTION_DEFAULTS: CollectionQuery = {
  search: '',
  filters: { archived: 'no' },
  sort: [{ field: 'name', desc: false }],
  page: 1,
  pageSize: 2,
};

const page = (items: unknown[], totalRecords: number): Page<unknown> => ({
  items,
  totalRecords,
  pageNumber: 1,
  pageSize: 2,
});

export const SAMPLE_PAGES = {
  rows: page([{ id: '1' }, { id: '2' }], 5),
  none: page([], 0),
  /** Rows exist, but not on the page asked for (they were removed meanwhile). */
  pastTheEnd: page([], 3),
};

export const SAMPLE_FETCH_ERROR = new AppError('NETWORK_ERROR', 'Unable to reach the server');

export const collectionSamples = defineSamples(collectionMachine, {
  scenarios: [
    { name: 'a list opens with its default query', input: { defaults: COLLECTION_DEFAULTS } },
    {
      name: 'a list with auto-refresh opens from a shared link on page 3',
      input: { defaults: COLLECTION_DEFAULTS, query: { page: 3 }, autoRefreshMs: 300_000 },
    },
  ],
  events: [
    { type: 'collection.search', label: "'ada'", text: 'ada' },
    { type: 'collection.refresh', label: 'refresh' },
    { type: 'xstate.error.actor.fetchPage', label: 'the server fails', error: SAMPLE_FETCH_ERROR },
    { type: 'xstate.error.actor.refetchPage', label: 'the server fails', error: SAMPLE_FETCH_ERROR },
  ],
  // The spec's rules decide where each change lands: a new query loads with the rows on screen kept
  // (refreshing) or with nothing to show (loading); an answer past the last page asks for the last page.
  eventsFor: (snapshot) => {
    const { rows, query, autoRefreshMs } = snapshot.context;
    const fetching = rows.length > 0 ? 'refreshing' : 'loading';
    const load = { verdict: { accepts: { '*': fetching } } };
    const pastTheEnd = query.page > 1 ? fetching : 'empty';
    const answers = (id: 'fetchPage' | 'refetchPage') => [
      {
        type: `xstate.done.actor.${id}` as const,
        label: 'one page of customers',
        output: SAMPLE_PAGES.rows,
        verdict: { accepts: { '*': 'showing' } },
      },
      {
        type: `xstate.done.actor.${id}` as const,
        label: 'no customers',
        output: SAMPLE_PAGES.none,
        verdict: { accepts: { '*': 'empty' } },
      },
      {
        type: `xstate.done.actor.${id}` as const,
        label: 'a page past the end',
        output: SAMPLE_PAGES.pastTheEnd,
        verdict: { accepts: { '*': pastTheEnd } },
      },
    ];
    const sameQuery = {
      ...COLLECTION_DEFAULTS,
      filters: query.filters,
      sort: query.sort,
      search: query.search,
      page: query.page,
    };
    return [
      { type: 'collection.filter', label: 'archived too', filters: { archived: 'any' }, ...load },
      { type: 'collection.sort', label: 'name, Z to A', sort: [{ field: 'name', desc: true }], ...load },
      { type: 'collection.page', label: 'page 2', page: 2, ...load },
      { type: 'collection.reset', label: 'reset', ...load },
      {
        type: 'collection.query',
        label: 'another page in the URL',
        query: { ...sameQuery, page: query.page === 2 ? 3 : 2 },
        ...load,
      },
      // the URL repeating the query on screen changes nothing (no loop between URL and list)
      {
        type: 'collection.query',
        label: 'the query on screen',
        query: sameQuery,
        verdict: { refuses: ['*'] },
      },
      ...answers('fetchPage'),
      ...answers('refetchPage'),
      { type: 'xstate.after.searchDebounce.collection.typing', label: 'the search pause ends', ...load },
      {
        type: 'xstate.after.autoRefresh.collection.showing',
        label: 'the refresh interval passes',
        verdict: autoRefreshMs > 0 ? { accepts: { '*': 'refreshing' } } : { refuses: ['*'] },
      },
      {
        type: 'xstate.after.autoRefresh.collection.empty',
        label: 'the refresh interval passes',
        verdict: autoRefreshMs > 0 ? { accepts: { '*': 'loading' } } : { refuses: ['*'] },
      },
    ];
  },
  signature: (snapshot) => ({
    value: snapshot.value,
    rows: snapshot.context.rows.length > 0,
    page: snapshot.context.query.page,
    searched: snapshot.context.searchText !== '',
    failed: snapshot.context.error !== null,
    auto: snapshot.context.autoRefreshMs > 0,
  }),
  sequences: [
    {
      name: 'the URL gives the query already on screen: nothing is fetched again',
      events: [
        {
          type: 'xstate.done.actor.fetchPage',
          label: 'one page of customers',
          output: SAMPLE_PAGES.rows,
          verdict: { accepts: { loading: 'showing' } },
        },
        {
          type: 'collection.query',
          label: 'the default query',
          query: COLLECTION_DEFAULTS,
          verdict: { refuses: ['showing'] },
        },
      ],
    },
    {
      name: 'typing again restarts the pause before the search is sent',
      events: [
        {
          type: 'xstate.done.actor.fetchPage',
          label: 'one page of customers',
          output: SAMPLE_PAGES.rows,
          verdict: { accepts: { loading: 'showing' } },
        },
        { type: 'collection.search', label: "'a'", text: 'a' },
        { type: 'collection.search', label: "'ada'", text: 'ada' },
        {
          type: 'xstate.after.searchDebounce.collection.typing',
          label: 'the search pause ends',
          verdict: { accepts: { typing: 'refreshing' } },
        },
      ],
    },
  ],
  stage: {
    'xstate.error.actor.fetchPage': { fault: 'customers.search', where: 'on Customers' },
    'xstate.error.actor.refetchPage': { fault: 'customers.search', where: 'on Customers' },
  },
  describe: {
    'collection.search': 'the user types in the search box',
    'collection.filter': 'the user applies filters',
    'collection.sort': 'the user sorts by a column',
    'collection.page': 'the user goes to another page',
    'collection.query': 'the URL changes (Back, Forward or a link)',
    'collection.reset': 'the user resets the filters',
    'collection.refresh': 'the user (or the retry button) refreshes',
    'xstate.done.actor.fetchPage': 'the page arrives',
    'xstate.error.actor.fetchPage': 'the page fails to load',
    'xstate.done.actor.refetchPage': 'the page arrives while rows are on screen',
    'xstate.error.actor.refetchPage': 'the page fails to load while rows are on screen',
    'xstate.after.searchDebounce.collection.typing': 'typing pauses',
    'xstate.after.autoRefresh.collection.showing': 'the auto-refresh delay passes',
    'xstate.after.autoRefresh.collection.empty': 'the auto-refresh delay passes',
  },
});
