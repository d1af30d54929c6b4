import { AppError } from '../../src/domain/errors';
import { defineSamples } from '../samples';
import { customerLookupMachine } from './customerLookup.machine';
import type { LookupCustomer } from './customerLookup.types';

export const SAMPLE_MATCHES: LookupCustomer[] = [
  { id: '3', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
  { id: '5', firstName: 'Alan', lastName: 'Turing', email: 'alan@example.com' },
];
/** The stored customer of an edit, not among the first matches. */
export const SAMPLE_STORED: LookupCustomer = {
  id: '12',
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
};
export const SAMPLE_CREATED: LookupCustomer = {
  id: '901',
  firstName: 'Edsger',
  lastName: 'Dijkstra',
  email: 'edsger@example.com',
};
/** The first match's id. */
export const SAMPLE_LISTED_ID = '3';
/** An id the matches do not list (a customer picked elsewhere). */
export const SAMPLE_UNLISTED_ID = '77';
export const SAMPLE_SEARCH_ERROR = new AppError('NETWORK_ERROR', 'Unable to reach the server');

export const customerLookupSamples = defineSamples(customerLookupMachine, {
  scenarios: [
    { name: 'a new submission', input: { chosenId: null }, starts: 'choice.none' },
    {
      name: 'an edit of a stored submission',
      input: { chosenId: SAMPLE_STORED.id },
      starts: 'choice.resolving',
    },
  ],
  events: [
    { type: 'lookup.type', label: "'ada' typed", text: 'ada' },
    { type: 'xstate.done.actor.searchCustomers', label: 'Ada and Alan match', output: SAMPLE_MATCHES },
    { type: 'xstate.error.actor.searchCustomers', label: 'server unreachable', error: SAMPLE_SEARCH_ERROR },
    { type: 'xstate.done.actor.loadCustomer', label: 'Grace Hopper', output: SAMPLE_STORED },
    { type: 'xstate.error.actor.loadCustomer', label: 'server unreachable', error: SAMPLE_SEARCH_ERROR },
    { type: 'lookup.created', label: 'Edsger Dijkstra created', customer: SAMPLE_CREATED },
    // Clearing the box clears the choice, wherever the choice was.
    {
      type: 'lookup.choose',
      label: 'the box cleared',
      id: null,
      verdict: { accepts: { '*': 'choice.none' } },
    },
  ],
  // A listed customer (or the one already chosen) is chosen at once; any other is loaded by id.
  eventsFor: (snapshot) => {
    const known = (id: string) =>
      snapshot.context.chosen?.id === id || snapshot.context.matches.some((customer) => customer.id === id);
    return [SAMPLE_LISTED_ID, SAMPLE_UNLISTED_ID].map((id) => ({
      type: 'lookup.choose' as const,
      label: id === SAMPLE_LISTED_ID ? 'Ada, from the list' : 'a customer not in the list',
      id,
      verdict: { accepts: { '*': known(id) ? 'choice.chosen' : 'choice.resolving' } },
    }));
  },
  // Keep the graph small: the search answers before the choice moves on, and one search (typed on
  // once while it pauses) is enough.
  filter: (snapshot, event) => {
    const searching = !snapshot.matches({ search: 'ready' });
    if (event.type === 'lookup.type')
      return snapshot.matches({ search: 'typing' }) || (!searching && snapshot.context.searchText === '');
    if (event.type.startsWith('xstate.')) return true;
    return !searching;
  },
  signature: (snapshot) => ({
    value: snapshot.value,
    matches: snapshot.context.matches.length,
    chosen: snapshot.context.chosen?.id ?? null,
    chosenId: snapshot.context.chosenId,
    typed: snapshot.context.typed !== null,
    error: snapshot.context.error !== null,
  }),
  stage: {
    'xstate.error.actor.searchCustomers': {
      fault: 'customers.search',
      where: "in New submission's Customer box",
    },
    'xstate.error.actor.loadCustomer': { fault: 'customers.get', where: 'when editing a submission' },
  },
  describe: {
    'lookup.type': 'the user types in the Customer box',
    'lookup.choose': 'the user picks a customer (or clears the box)',
    'lookup.created': 'a customer is created in the quick-create modal',
    'xstate.done.actor.searchCustomers': 'the matching customers arrive',
    'xstate.error.actor.searchCustomers': 'the search fails',
    'xstate.done.actor.loadCustomer': 'the chosen customer is loaded',
    'xstate.error.actor.loadCustomer': 'the chosen customer cannot be loaded',
  },
});
