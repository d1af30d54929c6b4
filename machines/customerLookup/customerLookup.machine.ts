import { assign, fromPromise, setup } from 'xstate';
import { toAppError } from '../../src/domain/errors';
import { notProvided } from '../shared';
import type {
  CustomerLookupContext,
  CustomerLookupEvent,
  CustomerLookupInput,
  LoadCustomerInput,
  LookupCustomer,
  SearchCustomersInput,
} from './customerLookup.types';

/** Seed B §9: the lookup searches 200 ms after typing pauses. */
export const LOOKUP_DEBOUNCE_MS = 200;

/**
 * The submission form's customer combobox (screen-scoped): the search as the user types (debounced;
 * a new search aborts the one under way) beside the chosen customer, which is known from the matches,
 * from a quick create, or loaded by id, so its name shows whatever the matches are.
 */
export const customerLookupMachine = setup({
  types: {
    context: {} as CustomerLookupContext,
    events: {} as CustomerLookupEvent,
    input: {} as CustomerLookupInput,
  },
  actors: {
    /** Customers matching a search text (the first few when it is empty). */
    searchCustomers: fromPromise<readonly LookupCustomer[], SearchCustomersInput>(
      notProvided('customerLookup', 'searchCustomers'),
    ),
    /** One customer by id. */
    loadCustomer: fromPromise<LookupCustomer, LoadCustomerInput>(
      notProvided('customerLookup', 'loadCustomer'),
    ),
  },
  actions: {
    setTyped: assign((_, params: { text: string }) => ({ typed: params.text, searchText: params.text })),
    storeMatches: assign((_, params: { matches: readonly LookupCustomer[] }) => ({
      matches: params.matches,
      error: null,
    })),
    storeError: assign((_, params: { error: unknown }) => ({ matches: [], error: toAppError(params.error) })),
    choose: assign(({ context }, params: { id: string | null }) => ({
      typed: null,
      chosenId: params.id,
      chosen:
        context.matches.find((customer) => customer.id === params.id) ??
        (context.chosen?.id === params.id ? context.chosen : null),
    })),
    storeChosen: assign((_, params: { customer: LookupCustomer }) => ({
      typed: null,
      chosenId: params.customer.id,
      chosen: params.customer,
    })),
    /** A customer that cannot be loaded still holds the choice: it shows as 'Customer #id'. */
    storeUnknown: assign(({ context }) => ({
      chosen: context.chosenId ? { id: context.chosenId, firstName: '', lastName: '', email: '' } : null,
    })),
  },
  guards: {
    hasChosenId: ({ context }) => context.chosenId !== null,
    isClear: (_, params: { id: string | null }) => params.id === null,
    /** Listed among the matches, or the customer already chosen: no need to load it. */
    isKnown: ({ context }, params: { id: string | null }) =>
      context.chosen?.id === params.id || context.matches.some((customer) => customer.id === params.id),
  },
  delays: {
    searchDebounce: ({ context }) => context.debounceMs,
  },
}).createMachine({
  id: 'customerLookup',
  description: "The submission form's customer combobox: search as you type, and the chosen customer.",
  context: ({ input }) => ({
    searchText: '',
    typed: null,
    matches: [],
    error: null,
    chosenId: input.chosenId,
    chosen: null,
    debounceMs: input.debounceMs ?? LOOKUP_DEBOUNCE_MS,
  }),
  type: 'parallel',
  states: {
    search: {
      description: 'The matches for the text in the box.',
      initial: 'searching',
      on: {
        'lookup.type': {
          target: '.typing',
          actions: { type: 'setTyped', params: ({ event }) => ({ text: event.text }) },
        },
      },
      states: {
        typing: {
          description: 'The text changed; the search is sent when typing pauses.',
          after: { searchDebounce: { target: 'searching' } },
          on: {
            // More typing starts the pause again.
            'lookup.type': {
              target: 'typing',
              reenter: true,
              actions: { type: 'setTyped', params: ({ event }) => ({ text: event.text }) },
            },
          },
        },
        searching: {
          description: 'The search is under way (the box shows it is busy).',
          invoke: {
            id: 'searchCustomers',
            src: 'searchCustomers',
            input: ({ context }) => ({ search: context.searchText.trim() }),
            onDone: {
              target: 'ready',
              actions: { type: 'storeMatches', params: ({ event }) => ({ matches: event.output }) },
            },
            onError: {
              target: 'ready',
              actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        ready: { description: 'The matches are listed (none when the search failed).' },
      },
    },
    choice: {
      description: 'The chosen customer.',
      initial: 'choosing',
      on: {
        'lookup.choose': [
          {
            guard: { type: 'isClear', params: ({ event }) => ({ id: event.id }) },
            target: '.none',
            actions: { type: 'choose', params: ({ event }) => ({ id: event.id }) },
          },
          {
            guard: { type: 'isKnown', params: ({ event }) => ({ id: event.id }) },
            target: '.chosen',
            actions: { type: 'choose', params: ({ event }) => ({ id: event.id }) },
          },
          {
            // Through choosing, so a new load by id aborts the one under way.
            target: '.choosing',
            actions: { type: 'choose', params: ({ event }) => ({ id: event.id }) },
          },
        ],
        'lookup.created': {
          target: '.chosen',
          actions: { type: 'storeChosen', params: ({ event }) => ({ customer: event.customer }) },
        },
      },
      states: {
        choosing: {
          description:
            'A customer known only by its id (given by the form, or picked) is loaded; none without.',
          always: [{ guard: 'hasChosenId', target: 'resolving' }, { target: 'none' }],
        },
        none: { description: 'No customer chosen.' },
        resolving: {
          description: 'The chosen customer is loaded by id so its name shows.',
          invoke: {
            id: 'loadCustomer',
            src: 'loadCustomer',
            input: ({ context }) => ({ id: context.chosenId ?? '' }),
            onDone: {
              target: 'chosen',
              actions: { type: 'storeChosen', params: ({ event }) => ({ customer: event.output }) },
            },
            onError: { target: 'chosen', actions: 'storeUnknown' },
          },
        },
        chosen: { description: 'The chosen customer is known and named in the box.' },
      },
    },
  },
});
