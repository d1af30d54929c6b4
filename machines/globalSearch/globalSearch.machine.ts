import { assign, fromPromise, setup } from 'xstate';
import { toAppError } from '../../src/domain/errors';
import { GLOBAL_SEARCH_DEBOUNCE_MS } from '../../src/domain/globalSearch';
import { notProvided } from '../shared';
import type {
  GlobalSearchContext,
  GlobalSearchEvent,
  GlobalSearchInput,
  SearchAllInput,
  SearchHit,
} from './globalSearch.types';

/**
 * The header's search (issue 23): typing waits for a pause (debounce), then asks every kind of record
 * the user may open at once; typing again drops the answer in flight (the invoke's signal aborts it).
 * The hits on screen stay while a newer search runs, so the list does not flicker.
 */
export const globalSearchMachine = setup({
  types: {
    context: {} as GlobalSearchContext,
    events: {} as GlobalSearchEvent,
    input: {} as GlobalSearchInput,
  },
  actors: {
    /** Every scope's best matches, in scope order (the signal aborts the calls). */
    searchAll: fromPromise<SearchHit[], SearchAllInput>(notProvided('globalSearch', 'searchAll')),
  },
  actions: {
    setText: assign((_, params: { text: string }) => ({ text: params.text })),
    clear: assign({ text: '', answeredText: '', hits: [], error: null }),
    storeHits: assign(({ context }, params: { hits: SearchHit[] }) => ({
      hits: params.hits,
      answeredText: context.text,
      error: null,
    })),
    storeError: assign((_, params: { error: unknown }) => ({
      error: toAppError(params.error, 'Search failed'),
    })),
  },
  guards: {
    /** Blank text, or a user who may open none of the records (a customer), searches nothing. */
    nothingToSearch: ({ context }, params: { text: string }) =>
      params.text.trim() === '' || context.scopes.length === 0,
  },
  delays: {
    debounce: ({ context }) => context.debounceMs,
  },
}).createMachine({
  id: 'globalSearch',
  description: "The header's search box: debounce, one search over every record the user may open, abort.",
  context: ({ input }) => ({
    scopes: input.scopes,
    debounceMs: input.debounceMs ?? GLOBAL_SEARCH_DEBOUNCE_MS,
    text: '',
    answeredText: '',
    hits: [],
    error: null,
  }),
  initial: 'idle',
  on: {
    'search.type': [
      {
        guard: { type: 'nothingToSearch', params: ({ event }) => ({ text: event.text }) },
        target: '.idle',
        actions: ['clear', { type: 'setText', params: ({ event }) => ({ text: event.text }) }],
      },
      {
        target: '.debouncing',
        reenter: true,
        actions: { type: 'setText', params: ({ event }) => ({ text: event.text }) },
      },
    ],
    'search.clear': { target: '.idle', actions: 'clear' },
  },
  states: {
    idle: {
      description: 'Nothing to search: the box is blank, or the user may open no record.',
    },
    debouncing: {
      description: 'Typing; the search runs once typing pauses. Earlier hits stay on screen.',
      after: { debounce: 'searching' },
    },
    searching: {
      description: 'One search over every scope; leaving this state aborts it.',
      invoke: {
        id: 'searchAll',
        src: 'searchAll',
        input: ({ context }) => ({ text: context.text.trim(), scopes: context.scopes }),
        onDone: {
          target: 'showing',
          actions: { type: 'storeHits', params: ({ event }) => ({ hits: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    showing: {
      description: 'The hits for the text in the box (possibly none).',
    },
    failed: {
      description: 'The search failed; Retry runs it again.',
      on: { 'search.retry': 'searching' },
    },
  },
});
