import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import {
  SAMPLE_TODAY,
  connectGraderOrder,
  graderOrderMachine,
  graderOrderSamples,
} from '../../machines/graderOrder';
import { GRADER_ACTIONS, type GraderAction, transitionProblem } from '../../src/domain/graderOrder';
import { isDatedAction, stepDateProblem } from '../../src/domain/graderOrderDates';
import { describeModel } from './harness';

type Snapshot = SnapshotFrom<typeof graderOrderMachine>;

describeModel({
  name: 'graderOrder',
  machine: graderOrderMachine,
  samples: graderOrderSamples,
  onStep: (report, { stubs }) => {
    const snapshot = report.actual as Snapshot;
    const { type } = report.event;
    // The page offers exactly the steps the rules allow (none while one is with the server).
    const facts = snapshot.context.order;
    const view = connectGraderOrder(snapshot, () => undefined);
    const allowed = snapshot.matches('sending')
      ? []
      : GRADER_ACTIONS.filter((action) => transitionProblem(facts, { action, trackingNumber: 'T' }) === null);
    expect(view.steps.map((step) => step.action)).toEqual(allowed);
    expect(view.today).toBe(SAMPLE_TODAY);
    if (!report.verdict?.accepted) return;
    const action = type.replace('order.', '') as GraderAction;
    const on = 'on' in report.event ? report.event.on : undefined;
    if (snapshot.matches('sending')) {
      // The server is asked for exactly the step pressed, with the tracking number trimmed and its day.
      const step = snapshot.context.pending;
      expect(step?.action).toBe(action);
      expect(step?.on).toBe(typeof on === 'string' ? on : null);
      const sent = stubs.calls.at(-1);
      expect(sent?.input).toEqual({ orderId: '7', step });
    } else if (typeof on === 'string' && isDatedAction(action)) {
      // A day that cannot be taken is not sent: its reason stands beside that step's day field.
      const reason = stepDateProblem(facts, action, on, SAMPLE_TODAY);
      expect(reason).not.toBeNull();
      expect(snapshot.context.dateProblem).toEqual({ action, message: reason });
      expect(view.steps.find((step) => step.action === action)?.dateProblem).toBe(reason);
    }
    if (type === 'xstate.error.actor.sendStep') {
      expect(snapshot.context.refusal).toBe(
        'An order that is Shipped to grader cannot do that (Cancel order).',
      );
    } else {
      expect(snapshot.context.refusal).toBeNull();
    }
  },
});
