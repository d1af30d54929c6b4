import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { connectGraderOrder, graderOrderMachine, graderOrderSamples } from '../../machines/graderOrder';
import { GRADER_ACTIONS, transitionProblem } from '../../src/domain/graderOrder';
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
    const allowed = snapshot.matches('sending')
      ? []
      : GRADER_ACTIONS.filter((action) => transitionProblem(facts, { action, trackingNumber: 'T' }) === null);
    expect(connectGraderOrder(snapshot, () => undefined).steps.map((step) => step.action)).toEqual(allowed);
    if (!report.verdict?.accepted) return;
    if (snapshot.matches('sending')) {
      // The server is asked for exactly the step pressed, with the tracking number trimmed.
      const step = snapshot.context.pending;
      expect(step?.action).toBe(type.replace('order.', ''));
      const sent = stubs.calls.at(-1);
      expect(sent?.input).toEqual({ orderId: '7', step });
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
