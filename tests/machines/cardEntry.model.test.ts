import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import {
  SAVE_FAILED,
  cardEntryMachine,
  cardEntrySamples,
  connectCardEntry,
  keptValues,
  rowProblems,
} from '../../machines/cardEntry';
import { SAMPLE_REFUSED } from '../../machines/cardEntry/cardEntry.samples';
import { describeModel, stepChange } from './harness';

type Snapshot = SnapshotFrom<typeof cardEntryMachine>;

describeModel({
  name: 'cardEntry',
  machine: cardEntryMachine,
  samples: cardEntrySamples,
  onStep: (report, { stubs, scratch }) => {
    const { snapshot, before, callsBefore } = stepChange<Snapshot>(report, { stubs, scratch });
    const started = stubs.calls.slice(callsBefore) as {
      src: string;
      input: { rowId: string; values: object };
    }[];
    const { event } = report;
    const { context } = snapshot;

    // one card is sent at a time, with what its fields showed, and never what the rules refuse
    expect(started.length).toBeLessThanOrEqual(1);
    for (const call of started) {
      expect(call.src).toBe('saveRow');
      expect(call.input).toEqual(context.sending);
      expect(rowProblems(context.check, call.input.values as Record<string, string>)).toEqual({});
    }
    if (snapshot.value === 'saving') expect(context.sending).not.toBeNull();
    // a card waits in line once at most
    expect(new Set(context.queue).size).toBe(context.queue.length);

    const view = connectCardEntry(snapshot, () => undefined);
    switch (event.type) {
      case 'entry.edit': {
        // typing keeps what was typed, whatever the rules say of it; typing back what was read is no draft
        const row = view.rows.find((one) => one.id === event.rowId);
        expect(row?.values[event.field]).toBe(event.value);
        const read = context.rows.find((one) => one.id === event.rowId)?.values ?? {};
        const back = Object.entries(row?.values ?? {}).every(
          ([field, value]) => (read[field] ?? '') === value,
        );
        expect(context.drafts[event.rowId] === undefined).toBe(back);
        break;
      }
      case 'xstate.error.actor.saveRow': {
        // a failed save loses nothing typed, and says why beside the card
        const sent = before?.context.sending;
        if (!sent) break;
        expect(context.drafts[sent.rowId]).toEqual(before.context.drafts[sent.rowId]);
        expect(context.failed[sent.rowId]).toEqual(
          (event as { error?: unknown }).error === SAMPLE_REFUSED
            ? [...SAMPLE_REFUSED.messages]
            : [SAVE_FAILED],
        );
        if (context.sending?.rowId !== sent.rowId) {
          expect(view.rows.find((one) => one.id === sent.rowId)?.statusText).toMatch(/^Not saved: /);
        }
        break;
      }
      case 'xstate.done.actor.saveRow': {
        // the card now reads as saved, as the server keeps it; the page hears which card
        const sent = before?.context.sending;
        if (!sent) break;
        expect(context.rows.find((one) => one.id === sent.rowId)?.values).toEqual(
          keptValues(context.check, sent.values),
        );
        expect(report.actions).toContainEqual({ type: 'saved', params: { rowId: sent.rowId } });
        expect(context.failed[sent.rowId]).toBeUndefined();
        break;
      }
      case 'entry.rows':
        // reading the list again keeps every draft that still differs from what was read
        for (const [rowId, draft] of Object.entries(before?.context.drafts ?? {})) {
          const read = event.rows.find((one: { id: string }) => one.id === rowId)?.values ?? {};
          const differs = Object.entries(draft).some(([field, value]) => (read[field] ?? '') !== value);
          expect(context.drafts[rowId]).toEqual(differs ? draft : undefined);
        }
        break;
    }
    if (event.type !== 'xstate.done.actor.saveRow') {
      expect(report.actions.map((action) => action.type)).not.toContain('saved');
    }
  },
});
