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
    // only an accepted Add sends, and it sends exactly the ticked cards, in list order, each with the
    // value typed in its own field
    const adds = started.filter((call) => call.src === 'addCards');
    if (event.type === 'assign.add' && snapshot.value === 'adding') {
      const typed = before?.context.values ?? {};
      expect(adds).toEqual([
        expect.objectContaining({
          input: {
            orderId: '7',
            cards: ['11', '12']
              .filter((cardId) => before?.context.chosen.includes(cardId))
              .map((cardId) => ({ cardId, declaredValue: Number(typed[cardId]) })),
          },
        }),
      ]);
      expect(connectCardAssignment(before ?? snapshot, () => undefined).canAdd).toBe(true);
    } else {
      expect(adds).toEqual([]);
    }
    // a card that cannot go in takes no value either
    for (const id of unavailable) expect(snapshot.context.values[id]).toBeUndefined();
    switch (event.type) {
      case 'xstate.done.actor.loadSubmission':
        // every card that can go in starts ticked
        if (snapshot.value === 'choosing') expect([...snapshot.context.chosen].sort()).toEqual(['11', '12']);
        break;
      case 'assign.value':
        // a value is its card's alone: the other cards keep what was typed for them
        if (before?.value === 'choosing') {
          expect(snapshot.context.values).toEqual({ ...before.context.values, [event.cardId]: event.value });
          const view = connectCardAssignment(snapshot, () => undefined);
          const row = view.cards.find((card) => card.id === event.cardId);
          // over the limit, the screen says what the server would, without its 'Card N: '
          if (row?.chosen && Number(event.value) > 499) {
            expect(row.valueProblem).toBe(
              "Declared value $600 is over PSA Value Bulk's limit (max $499 per card).",
            );
          }
        }
        break;
      case 'xstate.error.actor.addCards':
        // a refusal keeps the cards, ticks and values as they were and shows the server's reason per card
        expect(snapshot.value).toBe('choosing');
        expect(snapshot.context.chosen).toEqual(before?.context.chosen);
        expect(snapshot.context.values).toEqual(before?.context.values);
        expect(snapshot.context.problems).toEqual(['Card 12 is already in open order 5.']);
        break;
      case 'xstate.done.actor.addCards':
        // the page reads the order again, and the picker starts over for the next submission
        expect(actionTypes(report)).toContain('added');
        expect(snapshot.value).toBe('idle');
        expect(snapshot.context.loaded).toBeNull();
        expect(snapshot.context.query).toBe('');
        expect(snapshot.context.values).toEqual({});
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
