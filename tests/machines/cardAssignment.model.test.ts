import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import {
  cardAssignmentMachine,
  cardAssignmentSamples,
  connectCardAssignment,
} from '../../machines/cardAssignment';
import { SAMPLE_LOADED } from '../../machines/cardAssignment/cardAssignment.samples';
import { actionTypes, describeModel, stepChange } from './harness';

type Snapshot = SnapshotFrom<typeof cardAssignmentMachine>;

const unavailable = SAMPLE_LOADED.cards.filter((card) => !card.availability.available).map((card) => card.id);

describeModel({
  name: 'cardAssignment',
  machine: cardAssignmentMachine,
  samples: cardAssignmentSamples,
  onStep: (report, { stubs, scratch }) => {
    const { snapshot, before, callsBefore } = stepChange<Snapshot>(report, { stubs, scratch });
    const started = stubs.calls.slice(callsBefore) as { src: string; input: unknown }[];
    const { event } = report;
    // a card that cannot go in is never ticked, whatever is pressed
    for (const id of unavailable) expect(snapshot.context.chosen).not.toContain(id);
    // only an accepted Add sends, and it sends exactly the ticked cards with the typed value
    const adds = started.filter((call) => call.src === 'addCards');
    if (event.type === 'assign.add' && snapshot.value === 'adding') {
      expect(adds).toEqual([
        expect.objectContaining({
          input: {
            orderId: '7',
            cardIds: before?.context.chosen,
            declaredValue: Number(before?.context.declaredValue),
          },
        }),
      ]);
      expect(connectCardAssignment(before ?? snapshot, () => undefined).canAdd).toBe(true);
    } else {
      expect(adds).toEqual([]);
    }
    switch (event.type) {
      case 'xstate.done.actor.loadSubmission':
        // every card that can go in starts ticked
        if (snapshot.value === 'choosing') expect([...snapshot.context.chosen].sort()).toEqual(['11', '12']);
        break;
      case 'xstate.error.actor.addCards':
        // a refusal keeps the cards and ticks as they were and shows the server's reason per card
        expect(snapshot.value).toBe('choosing');
        expect(snapshot.context.chosen).toEqual(before?.context.chosen);
        expect(snapshot.context.problems).toEqual(['Card 12 is already in open order 5.']);
        break;
      case 'xstate.done.actor.addCards':
        // the page reads the order again, and the picker starts over for the next submission
        expect(actionTypes(report)).toContain('added');
        expect(snapshot.value).toBe('idle');
        expect(snapshot.context.loaded).toBeNull();
        expect(snapshot.context.query).toBe('');
        break;
      case 'assign.toggleAll':
        if (before?.value === 'choosing') {
          const had = before.context.chosen.length;
          expect(snapshot.context.chosen.length).toBe(had === 2 ? 0 : 2);
        }
        break;
    }
    if (event.type !== 'xstate.done.actor.addCards') expect(actionTypes(report)).not.toContain('added');
  },
});
