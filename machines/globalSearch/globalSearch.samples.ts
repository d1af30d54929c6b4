import { AppError } from '../../src/domain/errors';
import { SEARCH_SCOPES } from '../../src/domain/globalSearch';
import { defineSamples } from '../samples';
import { globalSearchMachine } from './globalSearch.machine';
import type { SearchHit } from './globalSearch.types';

export const SAMPLE_HITS: SearchHit[] = [
  {
    scope: 'customers',
    id: '7',
    label: 'Ada Lovelace',
    detail: 'ada@example.com · 512-555-0199',
    href: '/customers/7',
  },
  {
    scope: 'submissions',
    id: '41',
    label: 'Submission #41',
    detail: 'Ada Lovelace',
    href: '/submissions/41',
  },
];
export const SAMPLE_SEARCH_ERROR = new AppError('NETWORK_ERROR', 'Unable to reach the server');

export const globalSearchSamples = defineSamples(globalSearchMachine, {
  scenarios: [
    { name: 'an admin opens the search', input: { scopes: SEARCH_SCOPES } },
    // A customer may open no staff record: typing never reaches the backend.
    { name: 'a customer opens the search', input: { scopes: [] } },
  ],
  events: [
    { type: 'search.clear', label: 'clear', verdict: { accepts: { '*': 'idle' } } },
    { type: 'search.retry', label: 'retry' },
    { type: 'xstate.done.actor.searchAll', label: 'matches in every scope', output: SAMPLE_HITS },
    { type: 'xstate.done.actor.searchAll', label: 'no matches', output: [] },
    { type: 'xstate.error.actor.searchAll', label: 'the search fails', error: SAMPLE_SEARCH_ERROR },
  ],
  // Blank text searches nothing; text searches once typing pauses, but only for a user who may open records.
  eventsFor: (snapshot) => {
    const searches = snapshot.context.scopes.length > 0;
    return [
      { type: 'search.type', label: 'only spaces', text: '  ', verdict: { accepts: { '*': 'idle' } } },
      {
        type: 'search.type',
        label: "'ada'",
        text: 'ada',
        verdict: { accepts: { '*': searches ? 'debouncing' : 'idle' } },
      },
    ];
  },
  signature: (snapshot) => ({
    value: snapshot.value,
    scopes: snapshot.context.scopes.length,
    text: snapshot.context.text,
    hits: snapshot.context.hits.length,
    error: snapshot.context.error !== null,
  }),
  stage: { 'xstate.error.actor.searchAll': { fault: 'customers.search', where: "in the header's search" } },
  describe: {
    'search.type': 'the user types in the search box',
    'search.clear': 'the user clears the search box',
    'search.retry': 'the user presses Retry after a failed search',
    'xstate.done.actor.searchAll': 'the search answers',
    'xstate.error.actor.searchAll': 'the search fails',
  },
});
