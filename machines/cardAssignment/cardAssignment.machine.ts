import { assign, fromPromise, setup } from 'xstate';
import type { GraderOrder } from '../../src/domain/graderOrder';
import { notProvided } from '../shared';
import {
  ADD_FAILED,
  FIND_FAILED,
  LOAD_FAILED,
  availableIds,
  canAdd,
  cardsToAdd,
  problemsOf,
} from './cardAssignment.rules';
import type {
  AddCardsInput,
  CardAssignmentContext,
  CardAssignmentEvent,
  CardAssignmentInput,
  LoadedSubmission,
  SubmissionHit,
} from './cardAssignment.types';

const fresh = (input: CardAssignmentInput): CardAssignmentContext => ({
  ...input,
  query: '',
  hits: [],
  loaded: null,
  chosen: [],
  values: {},
  problems: [],
});

/**
 * Adding some of a submission's cards to a grader order being prepared (issue 39 item 3): find the
 * submission by its number or customer, see its cards with the ones that can go in ticked (the others
 * say why not), tick some or all, type each one's declared value down the list, and add them. The
 * server checks every rule again and refuses the whole batch with one reason per card; the picker then
 * stays as it was, every value typed kept.
 */
export const cardAssignmentMachine = setup({
  types: {
    context: {} as CardAssignmentContext,
    events: {} as CardAssignmentEvent,
    input: {} as CardAssignmentInput,
  },
  actors: {
    findSubmissions: fromPromise<SubmissionHit[], { query: string }>(
      notProvided('cardAssignment', 'findSubmissions'),
    ),
    loadSubmission: fromPromise<LoadedSubmission, { orderId: string; submissionId: string }>(
      notProvided('cardAssignment', 'loadSubmission'),
    ),
    addCards: fromPromise<GraderOrder, AddCardsInput>(notProvided('cardAssignment', 'addCards')),
  },
  actions: {
    setQuery: assign((_, params: { value: string }) => ({ query: params.value })),
    /** A value is typed in the card's own field; a card that cannot go in has none. */
    setValue: assign(({ context }, params: { cardId: string; value: string }) => {
      const card = context.loaded?.cards.find((one) => one.id === params.cardId);
      if (!card?.availability.available) return {};
      return { values: { ...context.values, [params.cardId]: params.value } };
    }),
    toggle: assign(({ context }, params: { cardId: string }) => {
      const card = context.loaded?.cards.find((one) => one.id === params.cardId);
      if (!card?.availability.available) return {};
      return {
        chosen: context.chosen.includes(params.cardId)
          ? context.chosen.filter((id) => id !== params.cardId)
          : [...context.chosen, params.cardId],
      };
    }),
    toggleAll: assign(({ context }) => {
      const all = availableIds(context.loaded?.cards ?? []);
      return { chosen: context.chosen.length === all.length ? [] : all };
    }),
    clearProblems: assign({ problems: [] }),
    startOver: assign(({ context }) => fresh(context)),
    /** The order's page reads the order again (provided by the screen). */
    added: (_, _params: { order: GraderOrder }) => {},
  },
  guards: {
    hasQuery: ({ context }) => context.query.trim() !== '',
    canAdd: ({ context }) => canAdd(context),
  },
}).createMachine({
  id: 'cardAssignment',
  description: "Adding some of a submission's cards to a grader order being prepared.",
  context: ({ input }) => fresh(input),
  initial: 'idle',
  states: {
    idle: {
      description: 'The search field: a submission number or a customer name.',
      on: {
        'assign.query': { actions: { type: 'setQuery', params: ({ event }) => ({ value: event.value }) } },
        'assign.find': { guard: 'hasQuery', target: 'finding', actions: 'clearProblems' },
      },
    },
    finding: {
      description: 'The submissions matching the search are being found.',
      invoke: {
        id: 'findSubmissions',
        src: 'findSubmissions',
        input: ({ context }) => ({ query: context.query.trim() }),
        onDone: { target: 'results', actions: assign({ hits: ({ event }) => event.output }) },
        onError: {
          target: 'idle',
          actions: assign({ problems: ({ event }) => problemsOf(event.error, FIND_FAILED) }),
        },
      },
    },
    results: {
      description: 'The submissions found (maybe none); picking one lists its cards.',
      on: {
        'assign.query': {
          target: 'idle',
          actions: { type: 'setQuery', params: ({ event }) => ({ value: event.value }) },
        },
        'assign.find': { guard: 'hasQuery', target: 'finding' },
        'assign.pick': { target: 'loading' },
        'assign.back': { target: 'idle', actions: 'startOver' },
      },
    },
    loading: {
      description: "The submission's cards and the orders they are in are being read.",
      invoke: {
        id: 'loadSubmission',
        src: 'loadSubmission',
        input: ({ context, event }) => ({
          orderId: context.orderId,
          submissionId: event.type === 'assign.pick' ? event.submissionId : '',
        }),
        onDone: {
          target: 'choosing',
          actions: assign({
            loaded: ({ event }) => event.output,
            chosen: ({ event }) => availableIds(event.output.cards),
          }),
        },
        onError: {
          target: 'results',
          actions: assign({ problems: ({ event }) => problemsOf(event.error, LOAD_FAILED) }),
        },
      },
    },
    choosing: {
      description:
        'Its cards, the available ones ticked, each with its declared value; Space ticks, Enter adds.',
      on: {
        'assign.toggle': { actions: { type: 'toggle', params: ({ event }) => ({ cardId: event.cardId }) } },
        'assign.toggleAll': { actions: 'toggleAll' },
        'assign.value': {
          actions: {
            type: 'setValue',
            params: ({ event }) => ({ cardId: event.cardId, value: event.value }),
          },
        },
        'assign.add': { guard: 'canAdd', target: 'adding', actions: 'clearProblems' },
        'assign.back': { target: 'idle', actions: 'startOver' },
      },
    },
    adding: {
      description: 'The ticked cards are with the server, which checks every rule again.',
      invoke: {
        id: 'addCards',
        src: 'addCards',
        input: ({ context }) => ({ orderId: context.orderId, cards: cardsToAdd(context) }),
        onDone: {
          target: 'idle',
          actions: [{ type: 'added', params: ({ event }) => ({ order: event.output }) }, 'startOver'],
        },
        onError: {
          target: 'choosing',
          actions: assign({ problems: ({ event }) => problemsOf(event.error, ADD_FAILED) }),
        },
      },
    },
  },
});
