import { collectionMachine } from '../../../machines/collection';
import { defineSamples } from '../../../machines/samples';
import type { Page } from '../../../src/domain/paging';
import { CUSTOMER_DEFAULTS } from '../../../src/features/customers/customer-query';
import { defineUiMap } from '../../../scripts/lib/machine-graph/ui-map';

// The kit's list machine on the Customers screen, as an employee with demo data. The model gets the
// customer list's defaults and answers the way the demo data does: a search for 'Casey' finds
// customers, one for 'zzzz' finds none. Failures need the server to fail: the model tests cover them.
const page = (items: unknown[], totalRecords: number): Page<unknown> => ({
  items,
  totalRecords,
  pageNumber: 1,
  pageSize: CUSTOMER_DEFAULTS.pageSize,
});
const NOBODY = 'zzzz';
const searchBox = { role: 'searchbox', name: 'Search customers' };
const table = { role: 'table', name: 'Customers' };

export const collectionUi = defineUiMap(collectionMachine, {
  machine: 'collection',
  screen: 'the Customers list',
  samples: defineSamples(collectionMachine, {
    scenarios: [{ name: 'an employee opens Customers', input: { defaults: CUSTOMER_DEFAULTS } }],
    events: [
      { type: 'collection.search', label: "'Casey'", text: 'Casey' },
      { type: 'collection.search', label: 'a name nobody has', text: NOBODY },
      { type: 'collection.reset', label: 'Reset filters' },
    ],
    // the demo data's answer to the query being fetched
    eventsFor: (snapshot) => {
      const found = snapshot.context.query.search !== NOBODY;
      const answer = found ? page([{ id: '1' }], 1) : page([], 0);
      const label = found ? 'the matching customers' : 'no customers';
      return [
        { type: 'xstate.done.actor.fetchPage', label, output: answer },
        { type: 'xstate.done.actor.refetchPage', label, output: answer },
      ];
    },
    // a person searches with the list at rest, for something other than what it shows; Reset filters
    // is offered by the empty state
    filter: (snapshot, event) =>
      (event.type !== 'collection.reset' || snapshot.matches('empty')) &&
      (event.type !== 'collection.search' ||
        ((snapshot.matches('showing') || snapshot.matches('empty')) &&
          event.text !== snapshot.context.query.search)),
    signature: (snapshot) => ({
      value: snapshot.value,
      search: snapshot.context.query.search,
      typed: snapshot.context.searchText,
    }),
  }),
  start: {
    'an employee opens Customers': {
      signInAs: 'employee',
      goto: '/customers',
      does: 'an employee signs in and opens Customers',
    },
  },
  events: {
    'xstate.done.actor.fetchPage': 'app',
    'xstate.done.actor.refetchPage': 'app',
    'xstate.after.searchDebounce.collection.typing': 'app',
    'collection.search': (sample) => ({
      does: `types '${sample.text}' in Search customers`,
      actions: [{ fill: searchBox, value: sample.text }],
    }),
    'collection.reset': () => ({
      does: 'presses Reset filters',
      actions: [{ click: { role: 'button', name: 'Reset filters' } }],
    }),
  },
  states: {
    typing: null,
    fetching: null,
    loading: null,
    refreshing: null,
    showing: {
      sees: 'the customers table and how many it shows',
      checks: [{ see: table }, { text: 'Showing ' }],
    },
    empty: { sees: "'No customers match your search'", checks: [{ text: 'No customers match your search' }] },
    failed: {
      sees: "'Failed to load customers. Please try refreshing.'",
      checks: [{ see: { role: 'alert' } }],
    },
  },
});
