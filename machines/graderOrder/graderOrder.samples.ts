import type { SnapshotFrom } from 'xstate';
import { AppError } from '../../src/domain/errors';
import {
  type GraderAction,
  type GraderStage,
  isAtGrader,
  transition,
  transitionProblem,
} from '../../src/domain/graderOrder';
import { isDatedAction, stepDateProblem } from '../../src/domain/graderOrderDates';
import { defineSamples, type SampleEvent } from '../samples';
import { graderOrderMachine } from './graderOrder.machine';
import type { OrderFacts } from './graderOrder.types';

type Machine = typeof graderOrderMachine;
type Snapshot = SnapshotFrom<Machine>;

/** The state a stage is drawn as. */
export const stateOfStage = (stage: GraderStage): string => (isAtGrader(stage) ? `atGrader.${stage}` : stage);

const stateIdOf = (snapshot: Snapshot): string => {
  const value = snapshot.value;
  if (typeof value === 'string') return value;
  const [parent, child] = Object.entries(value)[0] ?? ['', ''];
  return `${parent}.${String(child)}`;
};

const ORDER: OrderFacts = {
  id: '7',
  stage: 'preparing',
  heldFrom: null,
  cardCount: 0,
  gradedCount: 0,
  shippedOn: null,
  returnShippedOn: null,
};

/** The day the samples are sent on; the order ships on the 10th and comes back on the 12th. */
export const SAMPLE_TODAY = '2026-03-15';

export const SAMPLE_REFUSAL = new AppError(
  'INVALID_TRANSITION',
  'An order that is Shipped to grader cannot do that (Cancel order).',
  { status: 409 },
);

/**
 * Every step a person can ask for, with the tracking numbers and days that make its guards true and
 * false: a day in the future, and a day before the step it follows (decision 0530).
 */
const STEPS: ReadonlyArray<{ action: GraderAction; label: string; trackingNumber?: string; on?: string }> = [
  {
    action: 'ship',
    label: 'ship on the 10th with tracking 1Z999',
    trackingNumber: '1Z999',
    on: '2026-03-10',
  },
  { action: 'ship', label: 'ship without a tracking number', trackingNumber: ' ', on: '2026-03-10' },
  { action: 'ship', label: 'ship on a day in the future', trackingNumber: '1Z999', on: '2026-03-16' },
  { action: 'arrive', label: 'arrived at the grader' },
  { action: 'advance', label: 'the next grader step' },
  { action: 'postGrades', label: 'grades posted' },
  {
    action: 'shipBack',
    label: 'ship back on the 12th with tracking 9400',
    trackingNumber: '9400',
    on: '2026-03-12',
  },
  { action: 'shipBack', label: 'ship back without a tracking number', trackingNumber: '', on: '2026-03-12' },
  { action: 'shipBack', label: 'ship back before it shipped', trackingNumber: '9400', on: '2026-03-09' },
  { action: 'receive', label: 'received on the 14th', on: '2026-03-14' },
  { action: 'receive', label: 'received before it was shipped back', on: '2026-03-11' },
  { action: 'close', label: 'close' },
  { action: 'hold', label: 'hold' },
  { action: 'resume', label: 'resume' },
  { action: 'cancel', label: 'cancel' },
];

/**
 * The verdicts come from the lifecycle's rules as the server applies them (src/domain/graderOrder.ts,
 * decisions 0390 and 0530), never from the machine: where the rules allow the step the machine must
 * ask the server (`sending`), unless its day cannot be taken: then it stays, with the reason beside the
 * day; elsewhere it must not move. While a step is with the server nothing is asked.
 */
function stepSamples(snapshot: Snapshot): SampleEvent<Machine>[] {
  const here = stateIdOf(snapshot);
  const facts = snapshot.context.order;
  return STEPS.map(({ action, label, trackingNumber, on }) => {
    const allowed =
      here !== 'sending' &&
      transitionProblem(facts, { action, ...(trackingNumber === undefined ? {} : { trackingNumber }) }) ===
        null;
    const dayRefused =
      isDatedAction(action) && on !== undefined && stepDateProblem(facts, action, on, SAMPLE_TODAY) !== null;
    const verdict = !allowed ? { refuses: [here] } : { accepts: { [here]: dayRefused ? here : 'sending' } };
    return {
      type: `order.${action}`,
      label,
      ...(trackingNumber === undefined ? {} : { trackingNumber }),
      ...(on === undefined ? {} : { on }),
      verdict,
    } as SampleEvent<Machine>;
  });
}

/** The server's answers to the step that is waiting: the order moved on as the rules say, or a refusal. */
function answerSamples(snapshot: Snapshot): SampleEvent<Machine>[] {
  const pending = snapshot.context.pending;
  if (stateIdOf(snapshot) !== 'sending' || !pending) return [];
  const facts = snapshot.context.order;
  const result = transition(facts, pending.action);
  const answers: SampleEvent<Machine>[] = [
    {
      type: 'xstate.error.actor.sendStep',
      label: 'the server refuses the step',
      error: SAMPLE_REFUSAL,
      verdict: { accepts: { sending: stateOfStage(facts.stage) } },
    },
  ];
  if (result.ok) {
    const order: OrderFacts = {
      ...facts,
      stage: result.stage,
      heldFrom: pending.action === 'hold' ? facts.stage : null,
      ...(pending.action === 'ship' ? { shippedOn: pending.on } : {}),
      ...(pending.action === 'shipBack' ? { returnShippedOn: pending.on } : {}),
    };
    answers.push({
      type: 'xstate.done.actor.sendStep',
      label: 'the server takes the step',
      output: order,
      verdict: { accepts: { sending: stateOfStage(result.stage) } },
    });
  }
  return answers;
}

/** The screen reads the order again after cards are added or graded (counts the rules look at). */
function reloadSamples(snapshot: Snapshot): SampleEvent<Machine>[] {
  const here = stateIdOf(snapshot);
  const facts = snapshot.context.order;
  if (here === 'closed' || here === 'cancelled') return [];
  const back = { accepts: { [here]: stateOfStage(facts.stage) } };
  const counts = facts.stage === 'preparing' ? [[2, 0]] : isAtGrader(facts.stage) ? [[2, 2]] : [];
  return counts.map(([cardCount, gradedCount]) => ({
    type: 'order.loaded' as const,
    label: cardCount === gradedCount ? 'every card graded' : 'two cards added',
    order: { ...facts, cardCount: cardCount ?? 0, gradedCount: gradedCount ?? 0 },
    verdict: back,
  }));
}

export const graderOrderSamples = defineSamples(graderOrderMachine, {
  scenarios: [
    {
      name: 'staff open a new PSA order with no cards',
      input: { order: ORDER, today: SAMPLE_TODAY },
      starts: 'preparing',
    },
  ],
  events: [],
  eventsFor: (snapshot) => [...stepSamples(snapshot), ...answerSamples(snapshot), ...reloadSamples(snapshot)],
  // A reload or an answer without an order is nothing a screen or server sends.
  filter: (_snapshot, event) =>
    !(event.type === 'order.loaded' && !('order' in event)) &&
    !(event.type === 'xstate.done.actor.sendStep' && !('output' in event)),
  // The refusal's text does not change what happens next.
  signature: (snapshot) => ({
    value: snapshot.value,
    order: snapshot.context.order,
    pending: snapshot.context.pending,
  }),
  sequences: [
    {
      name: 'a refused step leaves the order where it was, with the reason',
      events: [
        {
          type: 'order.loaded',
          label: 'two cards added',
          order: { ...ORDER, cardCount: 2 },
          verdict: { accepts: { preparing: 'preparing' } },
        },
        {
          type: 'order.ship',
          label: 'ship on the 10th with tracking 1Z999',
          trackingNumber: '1Z999',
          on: '2026-03-10',
          verdict: { accepts: { preparing: 'sending' } },
        },
        {
          type: 'xstate.error.actor.sendStep',
          label: 'the server refuses the step',
          error: SAMPLE_REFUSAL,
          verdict: { accepts: { sending: 'preparing' } },
        },
      ],
    },
  ],
  describe: {
    'order.ship': "staff press 'Ship to grader'",
    'order.arrive': "staff press 'Arrived at grader'",
    'order.advance': "staff press 'Next grader step'",
    'order.postGrades': "staff press 'Grades posted'",
    'order.shipBack': "staff press 'Shipped back'",
    'order.receive': "staff press 'Received'",
    'order.close': "staff press 'Close order'",
    'order.hold': "staff press 'Put on hold'",
    'order.resume': "staff press 'Resume'",
    'order.cancel': "staff press 'Cancel order'",
    'order.loaded': 'the order is read again',
    'xstate.done.actor.sendStep': 'the server answers the order',
    'xstate.error.actor.sendStep': 'the server refuses',
  },
  // How QA stage the server refusing a step (decision 0452).
  stage: { 'xstate.error.actor.sendStep': { fault: 'graderOrders.transition' } },
});
