import { and, assign, fromPromise, setup } from 'xstate';
import { type GraderAction, type GraderStage } from '../../src/domain/graderOrder';
import { type DatedAction, stepDateProblem } from '../../src/domain/graderOrderDates';
import { notProvided } from '../shared';
import type {
  GraderOrderContext,
  GraderOrderEvent,
  GraderOrderInput,
  PendingStep,
  StepAnswer,
} from './graderOrder.types';

const hasText = (value: string) => value.trim() !== '';

/** Why the day an event carries cannot be taken for its step, or null (none carried: nothing to check). */
const dayProblemOf = (
  context: GraderOrderContext,
  event: GraderOrderEvent,
  action: DatedAction,
): string | null => ('on' in event ? stepDateProblem(context.order, action, event.on, context.today) : null);

/**
 * A grader order's lifecycle (issue 39, decision 0390) on its page: Preparing → Shipped to grader → At
 * grader (the company's five steps) → Grades posted → Shipped back → Received → Closed, with On hold
 * and Cancelled. A step the rules allow goes to the server (`sendStep`), which checks the same rules
 * again; its answer (or its refusal, with the reason) routes the machine back to the order's stage.
 * Ship, Shipped back and Received carry the day they happened; a day in the future or before the step
 * it follows is not sent but shown beside its field (decision 0530).
 */
export const graderOrderMachine = setup({
  types: {
    context: {} as GraderOrderContext,
    events: {} as GraderOrderEvent,
    input: {} as GraderOrderInput,
  },
  actors: {
    /** Asks the server for the step; answers the order as it now is. */
    sendStep: fromPromise<StepAnswer, { orderId: string; step: PendingStep }>(
      notProvided('graderOrder', 'sendStep'),
    ),
  },
  guards: {
    isAt: ({ context }, params: { stage: GraderStage }) => context.order.stage === params.stage,
    hasCardsAndTracking: ({ context, event }) =>
      context.order.cardCount > 0 && 'trackingNumber' in event && hasText(event.trackingNumber),
    hasTracking: ({ event }) => 'trackingNumber' in event && hasText(event.trackingNumber),
    everyCardGraded: ({ context }) => context.order.gradedCount === context.order.cardCount,
    heldWhilePreparing: ({ context }) => context.order.heldFrom === 'preparing',
    dayAllowed: ({ context, event }, params: { action: DatedAction }) =>
      dayProblemOf(context, event, params.action) === null,
  },
  actions: {
    ask: assign((_, params: { action: GraderAction; trackingNumber?: string; on?: string }) => ({
      pending: {
        action: params.action,
        trackingNumber: params.trackingNumber?.trim() ?? '',
        on: params.on?.trim() ?? null,
      },
      refusal: null,
      dateProblem: null,
    })),
    refuseDay: assign(({ context, event }, params: { action: DatedAction }) => ({
      refusal: null,
      dateProblem: { action: params.action, message: dayProblemOf(context, event, params.action) ?? '' },
    })),
    takeAnswer: assign((_, params: { order: StepAnswer }) => ({
      order: params.order,
      pending: null,
      refusal: null,
      dateProblem: null,
    })),
    takeRefusal: assign((_, params: { error: unknown }) => ({
      pending: null,
      refusal: params.error instanceof Error ? params.error.message : 'The step was refused.',
    })),
  },
}).createMachine({
  id: 'graderOrder',
  description: "A grader order's lifecycle; the server checks every step again.",
  context: ({ input }) => ({
    order: input.order,
    today: input.today,
    pending: null,
    refusal: null,
    dateProblem: null,
  }),
  initial: 'routing',
  on: {
    'order.loaded': {
      target: '.routing',
      actions: assign(({ event }) => ({
        order: event.order,
        pending: null,
        refusal: null,
        dateProblem: null,
      })),
    },
  },
  states: {
    routing: {
      description: "Goes to the order's stage (on opening, after the server's answer, after a reload).",
      always: [
        { guard: { type: 'isAt', params: { stage: 'preparing' } }, target: 'preparing' },
        { guard: { type: 'isAt', params: { stage: 'shippedToGrader' } }, target: 'shippedToGrader' },
        { guard: { type: 'isAt', params: { stage: 'orderPrep' } }, target: 'atGrader.orderPrep' },
        { guard: { type: 'isAt', params: { stage: 'researchId' } }, target: 'atGrader.researchId' },
        { guard: { type: 'isAt', params: { stage: 'grading' } }, target: 'atGrader.grading' },
        { guard: { type: 'isAt', params: { stage: 'assembly' } }, target: 'atGrader.assembly' },
        { guard: { type: 'isAt', params: { stage: 'qa' } }, target: 'atGrader.qa' },
        { guard: { type: 'isAt', params: { stage: 'gradesPosted' } }, target: 'gradesPosted' },
        { guard: { type: 'isAt', params: { stage: 'shippedBack' } }, target: 'shippedBack' },
        { guard: { type: 'isAt', params: { stage: 'received' } }, target: 'received' },
        { guard: { type: 'isAt', params: { stage: 'onHold' } }, target: 'onHold' },
        { guard: { type: 'isAt', params: { stage: 'cancelled' } }, target: 'cancelled' },
        { target: 'closed' },
      ],
    },
    preparing: {
      description:
        "'Preparing': cards are added; 'Ship to grader' needs a card, a tracking number and a day not in the future.",
      on: {
        'order.ship': [
          {
            guard: and(['hasCardsAndTracking', { type: 'dayAllowed', params: { action: 'ship' as const } }]),
            target: 'sending',
            actions: {
              type: 'ask',
              params: ({ event }) => ({ action: 'ship', trackingNumber: event.trackingNumber, on: event.on }),
            },
          },
          {
            guard: 'hasCardsAndTracking',
            actions: { type: 'refuseDay', params: { action: 'ship' } },
          },
        ],
        'order.hold': { target: 'sending', actions: { type: 'ask', params: { action: 'hold' } } },
        'order.cancel': { target: 'sending', actions: { type: 'ask', params: { action: 'cancel' } } },
      },
    },
    shippedToGrader: {
      description: "'Shipped to grader': on its way, outbound tracking number recorded.",
      on: {
        'order.arrive': { target: 'sending', actions: { type: 'ask', params: { action: 'arrive' } } },
        'order.hold': { target: 'sending', actions: { type: 'ask', params: { action: 'hold' } } },
      },
    },
    atGrader: {
      description: "'At grader': the company's own steps; grades are typed here.",
      initial: 'orderPrep',
      on: {
        'order.postGrades': {
          guard: 'everyCardGraded',
          target: 'sending',
          actions: { type: 'ask', params: { action: 'postGrades' } },
        },
        'order.hold': { target: 'sending', actions: { type: 'ask', params: { action: 'hold' } } },
      },
      states: {
        orderPrep: {
          description: "'Order prep'.",
          on: {
            'order.advance': {
              target: '#graderOrder.sending',
              actions: { type: 'ask', params: { action: 'advance' } },
            },
          },
        },
        researchId: {
          description: "'Research & ID'.",
          on: {
            'order.advance': {
              target: '#graderOrder.sending',
              actions: { type: 'ask', params: { action: 'advance' } },
            },
          },
        },
        grading: {
          description: "'Grading'.",
          on: {
            'order.advance': {
              target: '#graderOrder.sending',
              actions: { type: 'ask', params: { action: 'advance' } },
            },
          },
        },
        assembly: {
          description: "'Assembly'.",
          on: {
            'order.advance': {
              target: '#graderOrder.sending',
              actions: { type: 'ask', params: { action: 'advance' } },
            },
          },
        },
        qa: { description: "'QA': the company's last step." },
      },
    },
    gradesPosted: {
      description: "'Grades posted': every card has its grade and certificate number.",
      on: {
        'order.shipBack': [
          {
            guard: and(['hasTracking', { type: 'dayAllowed', params: { action: 'shipBack' as const } }]),
            target: 'sending',
            actions: {
              type: 'ask',
              params: ({ event }) => ({
                action: 'shipBack',
                trackingNumber: event.trackingNumber,
                on: event.on,
              }),
            },
          },
          {
            guard: 'hasTracking',
            actions: { type: 'refuseDay', params: { action: 'shipBack' } },
          },
        ],
      },
    },
    shippedBack: {
      description: "'Shipped back': on its way home, return tracking number recorded.",
      on: {
        'order.receive': [
          {
            guard: { type: 'dayAllowed', params: { action: 'receive' } },
            target: 'sending',
            actions: { type: 'ask', params: ({ event }) => ({ action: 'receive', on: event.on }) },
          },
          { actions: { type: 'refuseDay', params: { action: 'receive' } } },
        ],
      },
    },
    received: {
      description: "'Received': the cards are back in the shop.",
      on: { 'order.close': { target: 'sending', actions: { type: 'ask', params: { action: 'close' } } } },
    },
    onHold: {
      description: "'On hold': resumes where it was; cancels only if it never left the shop.",
      on: {
        'order.resume': { target: 'sending', actions: { type: 'ask', params: { action: 'resume' } } },
        'order.cancel': {
          guard: 'heldWhilePreparing',
          target: 'sending',
          actions: { type: 'ask', params: { action: 'cancel' } },
        },
      },
    },
    sending: {
      description: 'The step is with the server; the buttons wait.',
      invoke: {
        id: 'sendStep',
        src: 'sendStep',
        input: ({ context }) => ({
          orderId: context.order.id,
          step: context.pending ?? { action: 'hold', trackingNumber: '', on: null },
        }),
        onDone: {
          target: 'routing',
          actions: { type: 'takeAnswer', params: ({ event }) => ({ order: event.output }) },
        },
        // A refusal (the server's rules, a version conflict) leaves the order where it was, with the reason.
        onError: {
          target: 'routing',
          actions: { type: 'takeRefusal', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    closed: { type: 'final', description: "'Closed': the cards are home (fulfilledAt set)." },
    cancelled: { type: 'final', description: "'Cancelled' before anything left the shop." },
  },
});
