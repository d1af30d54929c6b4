import type { SnapshotFrom } from 'xstate';
import {
  ACTION_LABELS,
  GRADER_ACTIONS,
  type GraderAction,
  type GraderStage,
  stageText,
} from '../../src/domain/graderOrder';
import type { graderOrderMachine } from './graderOrder.machine';
import type { GraderOrderEvent } from './graderOrder.types';

type Snapshot = SnapshotFrom<typeof graderOrderMachine>;

/** A step button on the order's page. */
export interface StepButton {
  action: GraderAction;
  label: string;
  /** Ship and Shipped back ask for a tracking number first. */
  needsTracking: boolean;
  /** Sends the step (with the tracking number where it needs one). */
  take(trackingNumber?: string): void;
}

export interface GraderOrderView {
  stage: GraderStage;
  /** 'At grader · Grading'. */
  stageText: string;
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

const eventOf = (action: GraderAction, trackingNumber: string): GraderOrderEvent =>
  action === 'ship' || action === 'shipBack'
    ? { type: `order.${action}`, trackingNumber }
    : ({ type: `order.${action}` } as GraderOrderEvent);

/** The grader order's view-model: the steps offered are the ones the machine would take. */
export function connectGraderOrder(
  snapshot: Snapshot,
  send: (event: GraderOrderEvent) => void,
): GraderOrderView {
  const busy = snapshot.matches('sending');
  const stage = snapshot.context.order.stage;
  // A tracking number is typed after the button is pressed: ask with a placeholder one.
  const steps = busy
    ? []
    : GRADER_ACTIONS.filter((action) => snapshot.can(eventOf(action, 'tracking'))).map((action) => ({
        action,
        label: ACTION_LABELS[action],
        needsTracking: NEEDS_TRACKING.has(action),
        take: (trackingNumber = '') => send(eventOf(action, trackingNumber)),
      }));
  return {
    stage,
    stageText: stageText(stage),
    steps,
    busy,
    refusal: snapshot.context.refusal,
    canChangeCards: !busy && snapshot.matches('preparing'),
    canGrade: !busy && (snapshot.matches('atGrader') || snapshot.matches('gradesPosted')),
  };
}
