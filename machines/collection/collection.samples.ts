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
    { type: 'collection.search', text: 'ada' },
    { type: 'collection.filter', filters: { archived: 'any' } },
    { type: 'collection.sort', sort: [{ field: 'name', desc: true }] },
    { type: 'collection.page', page: 2 },
    { type: 'collection.query', query: { ...COLLECTION_DEFAULTS, page: 2 } },
    { type: 'collection.reset' },
    { type: 'collection.refresh' },
    { type: 'xstate.done.actor.fetchPage', output: SAMPLE_PAGES.rows },
    { type: 'xstate.done.actor.fetchPage', output: SAMPLE_PAGES.none },
    { type: 'xstate.done.actor.fetchPage', output: SAMPLE_PAGES.pastTheEnd },
    { type: 'xstate.error.actor.fetchPage', error: SAMPLE_FETCH_ERROR },
    { type: 'xstate.done.actor.refetchPage', output: SAMPLE_PAGES.rows },
    { type: 'xstate.done.actor.refetchPage', output: SAMPLE_PAGES.none },
    { type: 'xstate.done.actor.refetchPage', output: SAMPLE_PAGES.pastTheEnd },
    { type: 'xstate.error.actor.refetchPage', error: SAMPLE_FETCH_ERROR },
  ],
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
        { type: 'xstate.done.actor.fetchPage', output: SAMPLE_PAGES.rows },
        { type: 'collection.query', query: COLLECTION_DEFAULTS },
      ],
    },
    {
      name: 'typing again restarts the pause before the search is sent',
      events: [
        { type: 'xstate.done.actor.fetchPage', output: SAMPLE_PAGES.rows },
        { type: 'collection.search', text: 'a' },
        { type: 'collection.search', text: 'ada' },
        { type: 'xstate.after.searchDebounce.collection.typing' },
      ],
    },
  ],
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
