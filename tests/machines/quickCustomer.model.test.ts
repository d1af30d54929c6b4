import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import {
  quickCustomerMachine,
  quickCustomerSamples,
  QUICK_CUSTOMER_FAILED,
} from '../../machines/quickCustomer';
import { SAMPLE_CREATED } from '../../machines/quickCustomer/quickCustomer.samples';
import { actionTypes, describeModel, stepChange } from './harness';

type Snapshot = SnapshotFrom<typeof quickCustomerMachine>;

describeModel({
  name: 'quickCustomer',
  machine: quickCustomerMachine,
  samples: quickCustomerSamples,
  onStep: (report, { stubs, scratch }) => {
    const { snapshot, before, callsBefore } = stepChange<Snapshot>(report, { stubs, scratch });
    const started = stubs.calls.slice(callsBefore);
    const { event } = report;
    // only an accepted Create creates, and it sends the draft as typed
    if (event.type === 'quick.submit' && report.verdict?.accepted && snapshot.value === 'creating') {
      expect(started).toEqual([
        {
          id: 'createCustomer',
          src: 'createCustomer',
          input: { draft: before?.context.draft ?? snapshot.context.draft },
        },
      ]);
    } else {
      expect(started.filter((call) => call.src === 'createCustomer')).toEqual([]);
    }
    switch (event.type) {
      case 'quick.submit':
        if (before?.value === 'editing') {
          // the messages show from the first Create on; an invalid draft stays open with them
          expect(snapshot.context.showErrors).toBe(true);
          if (snapshot.value === 'editing')
            expect(Object.keys(snapshot.context.errors).length).toBeGreaterThan(0);
        }
        break;
      case 'xstate.done.actor.createCustomer':
        // the new customer is handed to the form, and the modal closes empty
        expect(actionTypes(report)).toContain('created');
        expect(snapshot.value).toBe('closed');
        expect(snapshot.context.draft.firstName).toBe('');
        expect(SAMPLE_CREATED.id).toBe('901');
        break;
      case 'xstate.error.actor.createCustomer':
        // a failed create keeps every value and shows the seed's message
        expect(snapshot.value).toBe('editing');
        expect(snapshot.context.draft).toEqual(before?.context.draft);
        expect(snapshot.context.saveError).toBe(QUICK_CUSTOMER_FAILED);
        break;
      case 'quick.cancel':
        // cancelling the open dialog forgets the draft; elsewhere Cancel is not offered and changes nothing
        expect(snapshot.context.draft.email).toBe(
          before?.value === 'editing' ? '' : before?.context.draft.email,
        );
        break;
    }
    if (event.type !== 'xstate.done.actor.createCustomer')
      expect(actionTypes(report)).not.toContain('created');
  },
});
