import type { SnapshotFrom } from 'xstate';
import { AppError } from '../../src/domain/errors';
import type { GraderOrder } from '../../src/domain/graderOrder';
import { defineSamples, type SampleEvent } from '../samples';
import { cardAssignmentMachine } from './cardAssignment.machine';
import { declaredValueMessage } from './cardAssignment.rules';
import type { LoadedSubmission, SubmissionHit } from './cardAssignment.types';

type Machine = typeof cardAssignmentMachine;
type Snapshot = SnapshotFrom<Machine>;

const HIT: SubmissionHit = { id: '1001', customerName: 'Ada Collector' };

/** Two cards that can go in and one already in another open order. */
export const SAMPLE_LOADED: LoadedSubmission = {
  submission: HIT,
  cards: [
    {
      id: '11',
      description: '1999 Pokémon Base Charizard #4',
      service: 'PSA Value Bulk',
      availability: { available: true },
    },
    {
      id: '12',
      description: '2003 Topps LeBron James #221',
      service: 'PSA Value Bulk',
      availability: { available: true },
    },
    {
      id: '13',
      description: '1986 Fleer Michael Jordan #57',
      service: 'PSA Value Bulk',
      availability: { available: false, reason: 'Already in open order PSA week 47.' },
    },
  ],
};

export const SAMPLE_ORDER: GraderOrder = {
  id: '7',
  gradingCompany: 1,
  orderNumber: 'PSA-77',
  service: 'psaValueBulk',
  label: 'PSA week 48',
  stage: 'preparing',
  heldFrom: null,
  cardCount: 2,
  gradedCount: 0,
  declaredValue: 200,
  shippedOn: null,
  trackingNumber: '',
  targetReturnOn: null,
  returnTrackingNumber: '',
  returnShippedOn: null,
  receivedOn: null,
  fulfilledAt: null,
  notes: '',
  createdAt: '2026-11-30T10:00:00.000Z',
  updatedAt: '2026-11-30T10:00:00.000Z',
  version: 2,
  cards: [],
};

export const SAMPLE_REFUSED = new AppError('ASSIGNMENT_REFUSED', 'Card 12 is already in open order 5.', {
  status: 409,
  messages: ['Card 12 is already in open order 5.'],
});

const stateOf = (snapshot: Snapshot): string => String(snapshot.value);
const BUSY = ['finding', 'loading', 'adding'];

/** PSA Value Bulk's per-card limit ('(max $499 per card)', seed A's pricing table). */
const LIMIT = 499;

/**
 * Add by the rules themselves, not the machine's guard: some card ticked, and every ticked card with
 * its own value, an amount from $0 up to the service's limit.
 */
function readyToAdd(snapshot: Snapshot): boolean {
  const { chosen, values } = snapshot.context;
  return (
    chosen.length > 0 &&
    chosen.every((cardId) => {
      const typed = values[cardId]?.trim() ?? '';
      return typed !== '' && Number(typed) >= 0 && Number(typed) <= LIMIT;
    })
  );
}

/** Find and Add, judged by the rules (a search needs text; Add needs ticked cards, each with a value). */
function guardedSamples(snapshot: Snapshot): SampleEvent<Machine>[] {
  const hasQuery = snapshot.context.query.trim() !== '';
  return [
    {
      type: 'assign.find',
      label: 'Find',
      verdict: hasQuery
        ? { accepts: { idle: 'finding', results: 'finding' }, refuses: [...BUSY, 'choosing'] }
        : { refuses: ['idle', 'results', ...BUSY, 'choosing'] },
    },
    {
      type: 'assign.add',
      label: 'Add cards',
      verdict: readyToAdd(snapshot)
        ? { accepts: { choosing: 'adding' }, refuses: ['idle', 'results', ...BUSY] }
        : { refuses: ['idle', 'results', 'choosing', ...BUSY] },
    },
  ];
}

export const cardAssignmentSamples = defineSamples(cardAssignmentMachine, {
  scenarios: [
    { name: 'a PSA Value Bulk order being prepared', input: { orderId: '7', service: 'psaValueBulk' } },
  ],
  events: [
    { type: 'assign.query', label: "submission '1001'", value: '1001' },
    { type: 'assign.query', label: 'a blank search', value: ' ' },
    { type: 'xstate.done.actor.findSubmissions', label: 'one submission found', output: [HIT] },
    { type: 'xstate.done.actor.findSubmissions', label: 'nothing found', output: [] },
    { type: 'xstate.error.actor.findSubmissions', label: 'the search fails', error: new Error('offline') },
    { type: 'assign.pick', label: 'submission 1001', submissionId: '1001' },
    { type: 'xstate.done.actor.loadSubmission', label: 'three cards, one taken', output: SAMPLE_LOADED },
    { type: 'xstate.error.actor.loadSubmission', label: 'loading fails', error: new Error('offline') },
    { type: 'assign.toggle', label: 'card 11', cardId: '11' },
    { type: 'assign.toggle', label: 'card 13 (not available)', cardId: '13' },
    { type: 'assign.toggleAll', label: 'all or none' },
    { type: 'assign.value', label: '$100 on card 11', cardId: '11', value: '100' },
    { type: 'assign.value', label: '$600 on card 11 (over the $499 limit)', cardId: '11', value: '600' },
    { type: 'assign.value', label: '$25 on card 12', cardId: '12', value: '25' },
    { type: 'xstate.done.actor.addCards', label: 'cards added', output: SAMPLE_ORDER },
    { type: 'xstate.error.actor.addCards', label: 'the server refuses a card', error: SAMPLE_REFUSED },
    { type: 'assign.back', label: 'back' },
  ],
  eventsFor: guardedSamples,
  signature: (snapshot) => ({
    value: snapshot.value,
    query: snapshot.context.query.trim() !== '',
    hits: snapshot.context.hits.length,
    loaded: snapshot.context.loaded !== null,
    chosen: [...snapshot.context.chosen].sort(),
    // Each card's value: not typed, one that can go, or one refused (by its text).
    values: ['11', '12'].map((cardId) =>
      snapshot.context.values[cardId] === undefined
        ? 'none'
        : (declaredValueMessage(snapshot.context, cardId) ?? 'fits'),
    ),
    problems: snapshot.context.problems.length > 0,
  }),
  filter: (snapshot, event) => !(stateOf(snapshot) === 'idle' && event.type === 'assign.back'),
  stage: {
    'xstate.error.actor.findSubmissions': { fault: 'submissions.search' },
    'xstate.error.actor.loadSubmission': { fault: 'cards.list' },
    'xstate.error.actor.addCards': { fault: 'graderOrders.assignCards' },
  },
  describe: {
    'assign.query': 'the user types in the search field',
    'assign.find': 'the user presses Enter in the search field or Find',
    'assign.pick': 'the user picks a submission',
    'assign.toggle': 'the user presses Space on a card',
    'assign.toggleAll': "the user presses 'All available'",
    'assign.value': "the user types a card's declared value",
    'assign.add': 'the user presses Enter or Add cards',
    'assign.back': 'the user presses Another submission',
    'xstate.done.actor.findSubmissions': 'the search answers',
    'xstate.error.actor.findSubmissions': 'the search fails',
    'xstate.done.actor.loadSubmission': "the submission's cards are read",
    'xstate.error.actor.loadSubmission': "reading the submission's cards fails",
    'xstate.done.actor.addCards': 'the server adds the cards',
    'xstate.error.actor.addCards': 'the server refuses the cards',
  },
});
