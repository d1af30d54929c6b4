import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import {
  connectCustomerLookup,
  customerLookupMachine,
  customerLookupSamples,
  customerOptionLabel,
} from '../../machines/customerLookup';
import {
  SAMPLE_CREATED,
  SAMPLE_MATCHES,
  SAMPLE_STORED,
} from '../../machines/customerLookup/customerLookup.samples';
import { describeModel, stepChange } from './harness';

type Snapshot = SnapshotFrom<typeof customerLookupMachine>;

interface Call {
  src: string;
  input: unknown;
}

describeModel({
  name: 'customerLookup',
  machine: customerLookupMachine,
  samples: customerLookupSamples,
  onStep: (report, { stubs, scratch }) => {
    const { snapshot, before, callsBefore } = stepChange<Snapshot>(report, { stubs, scratch });
    const calls = (stubs.calls as Call[]).map(({ src, input }) => ({ src, input }));
    const given = (report.path.input as { chosenId: string | null }).chosenId;
    // The runner checks no start-up step, so the first step checks what the start sent: seed B §9's
    // first customers before typing, and a customer given by the form loaded by id.
    const startCalls = given === null ? 1 : 2;
    if (before === undefined) {
      expect(calls.slice(0, startCalls)).toEqual(
        expect.arrayContaining([
          { src: 'searchCustomers', input: { search: '' } },
          ...(given === null ? [] : [{ src: 'loadCustomer', input: { id: SAMPLE_STORED.id } }]),
        ]),
      );
    }
    const started = calls.slice(before === undefined ? startCalls : callsBefore);
    const previous = {
      chosen: before?.context.chosen ?? null,
      chosenId: before === undefined ? given : before.context.chosenId,
    };
    const loads = started.filter((call) => call.src === 'loadCustomer');
    const { event } = report;
    const view = connectCustomerLookup(snapshot, () => undefined);
    // The chosen customer is always among the options, so the box can name it.
    const { chosen } = snapshot.context;
    if (chosen !== null) expect(view.options.map((option) => option.value)).toContain(chosen.id);
    switch (event.type) {
      case 'lookup.type':
        // The box shows the text at once; the search waits for typing to pause.
        expect(view.inputValue).toBe('ada');
        expect(started).toEqual([]);
        expect(view.busy).toBe(true);
        break;
      case 'xstate.done.actor.searchCustomers':
        expect(snapshot.context.matches).toEqual(SAMPLE_MATCHES);
        expect(snapshot.context.chosen).toEqual(previous.chosen);
        break;
      case 'xstate.error.actor.searchCustomers':
        // A failed search lists nothing but keeps the choice.
        expect(view.options.length).toBe(chosen === null ? 0 : 1);
        expect(snapshot.context.chosen).toEqual(previous.chosen);
        break;
      case 'xstate.done.actor.loadCustomer':
        expect(snapshot.context.chosen).toEqual(SAMPLE_STORED);
        expect(view.inputValue).toBe('Grace Hopper · grace@example.com');
        break;
      case 'xstate.error.actor.loadCustomer':
        // A customer that cannot be loaded still holds the choice, named by its id.
        expect(view.value).toBe(previous.chosenId);
        expect(chosen === null ? null : customerOptionLabel(chosen)).toBe(
          `Customer #${previous.chosenId ?? ''}`,
        );
        break;
      case 'lookup.created':
        // A customer created in the modal is chosen and named at once, without another request.
        expect(snapshot.context.chosen).toEqual(SAMPLE_CREATED);
        expect(view.inputValue).toBe('Edsger Dijkstra · edsger@example.com');
        expect(loads).toEqual([]);
        break;
      case 'lookup.choose':
        expect(view.value).toBe(event.id);
        if (event.id === null) {
          expect(chosen).toBeNull();
          expect(view.inputValue).toBe('');
        } else if (
          previous.chosen?.id === event.id ||
          (before?.context.matches ?? []).some((customer) => customer.id === event.id)
        ) {
          // A listed customer (or the one already chosen) is chosen at once, no request needed.
          expect(loads).toEqual([]);
          expect(chosen?.id).toBe(event.id);
        } else {
          // Any other is loaded by id.
          expect(loads).toEqual([{ src: 'loadCustomer', input: { id: event.id } }]);
        }
        break;
    }
    // Searches are sent only after typing pauses (or at start), with the trimmed text.
    for (const call of started.filter((entry) => entry.src === 'searchCustomers'))
      expect(call.input).toEqual({ search: snapshot.context.searchText.trim() });
  },
});
