import type { SnapshotFrom } from 'xstate';
import {
  ACTION_LABELS,
  GRADER_ACTIONS,
  type GraderAction,
  type GraderStage,
  stageText,
} from '../../src/domain/graderOrder';
import { STEP_DATE_LABELS, isDatedAction } from '../../src/domain/graderOrderDates';
import type { graderOrderMachine } from './graderOrder.machine';
import type { GraderOrderEvent } from './graderOrder.types';

type Snapshot = SnapshotFrom<typeof graderOrderMachine>;

/** What staff type beside a step's button: its tracking number and the day it happened. */
export interface StepFields {
  trackingNumber?: string;
  /** YYYY-MM-DD. */
  on?: string;
}

/** A step button on the order's page. */
export interface StepButton {
  action: GraderAction;
  label: string;
  /** Ship and Shipped back ask for a tracking number first. */
  needsTracking: boolean;
  /** 'Shipped date' beside Ship, Shipped back and Received (they record their day); null for the others. */
  dateLabel: string | null;
  /** Why the day typed for this step was not taken ('Shipped date cannot be in the future.'). */
  dateProblem: string | null;
  /** Sends the step (with the tracking number and the day where it takes them). */
  take(fields?: StepFields): void;
}

export interface GraderOrderView {
  stage: GraderStage;
  /** 'At grader · Grading'. */
  stageText: string;
  /** Today (YYYY-MM-DD): where every day field starts. */
  today: string;
  /** The steps the rules allow now, in the lifecycle's order; none while one is with the server. */
  steps: StepButton[];
  busy: boolean;
  /** The server's reason for the last refusal. */
  refusal: string | null;
  /** Cards may be added or removed. */
  canChangeCards: boolean;
  /** Grades may be typed: at the grader, or corrected after they are posted. */
  canGrade: boolean;
}

const NEEDS_TRACKING: ReadonlySet<GraderAction> = new Set(['ship', 'shipBack']);

const eventOf = (action: GraderAction, { trackingNumber = '', on = '' }: StepFields): GraderOrderEvent => {
  switch (action) {
    case 'ship':
    case 'shipBack':
      return { type: `order.${action}`, trackingNumber, on };
    case 'receive':
      return { type: 'order.receive', on };
    default:
      return { type: `order.${action}` };
  }
};

/** The grader order's view-model: the steps offered are the ones the machine would take. */
export function connectGraderOrder(
  snapshot: Snapshot,
  send: (event: GraderOrderEvent) => void,
): GraderOrderView {
  const busy = snapshot.matches('sending');
  const { order, today, dateProblem } = snapshot.context;
  // A tracking number and a day are typed after the button is offered: ask with placeholder ones.
  const steps = busy
    ? []
    : GRADER_ACTIONS.filter((action) =>
        snapshot.can(eventOf(action, { trackingNumber: 'T', on: today })),
      ).map((action) => ({
        action,
        label: ACTION_LABELS[action],
        needsTracking: NEEDS_TRACKING.has(action),
        dateLabel: isDatedAction(action) ? STEP_DATE_LABELS[action] : null,
        dateProblem: dateProblem?.action === action ? dateProblem.message : null,
        take: (fields: StepFields = {}) => send(eventOf(action, fields)),
      }));
  return {
    stage: order.stage,
    stageText: stageText(order.stage),
    today,
    steps,
    busy,
    refusal: snapshot.context.refusal,
    canChangeCards: !busy && snapshot.matches('preparing'),
    canGrade: !busy && (snapshot.matches('atGrader') || snapshot.matches('gradesPosted')),
  };
}
