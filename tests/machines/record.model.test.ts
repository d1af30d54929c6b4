import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { recordMachine, recordSamples } from '../../machines/record';
import { SAMPLE_NOT_FOUND, SAMPLE_RECORD } from '../../machines/record/record.samples';
import { actionTypes, describeModel, stepChange } from './harness';

type Snapshot = SnapshotFrom<typeof recordMachine>;

describeModel({
  name: 'record',
  machine: recordMachine,
  samples: recordSamples,
  onStep: (report, { stubs, scratch }) => {
    const { snapshot, before, callsBefore } = stepChange<Snapshot>(report, { stubs, scratch });
    const started = stubs.calls.slice(callsBefore);
    const { event } = report;
    // nothing but a confirmed removal ever deletes, and it deletes the record on screen
    if (event.type !== 'record.confirmRemove')
      expect(started.some((call) => call.src === 'removeRecord')).toBe(false);
    // nothing but Restore on a record on screen ever restores, and it restores the record on screen
    if (event.type !== 'record.restore')
      expect(started.some((call) => call.src === 'restoreRecord')).toBe(false);
    switch (event.type) {
      case 'xstate.init':
        expect(started).toEqual([{ id: 'loadRecord', src: 'loadRecord', input: { id: '12' } }]);
        break;
      case 'xstate.done.actor.loadRecord':
        expect(snapshot.context.record).toEqual(SAMPLE_RECORD);
        break;
      case 'xstate.error.actor.loadRecord':
        // a missing record is "not found" (final); anything else can be retried
        expect(snapshot.value).toBe(event.error === SAMPLE_NOT_FOUND ? 'notFound' : 'failed');
        break;
      case 'record.reload':
        expect(started.map((call) => call.src)).toEqual(
          before?.value === 'showing' || before?.value === 'failed' ? ['loadRecord'] : [],
        );
        // a reload keeps what is on screen
        expect(snapshot.context.record).toEqual(before?.context.record);
        break;
      case 'record.confirmRemove':
        expect(started.map((call) => call.src)).toEqual(
          before?.value === 'confirmingRemove' ? ['removeRecord'] : [],
        );
        break;
      case 'xstate.done.actor.removeRecord':
        expect(actionTypes(report)).toContain('removed');
        break;
      case 'record.restore':
        expect(started).toEqual(
          before?.value === 'showing'
            ? [{ id: 'restoreRecord', src: 'restoreRecord', input: { id: '12', record: SAMPLE_RECORD } }]
            : [],
        );
        break;
      case 'xstate.done.actor.restoreRecord':
        // a restored record is read again (its version and status moved on), keeping it on screen meanwhile
        expect(actionTypes(report)).toContain('restored');
        expect(started.map((call) => call.src)).toEqual(['loadRecord']);
        expect(snapshot.context.record).toEqual(SAMPLE_RECORD);
        break;
      case 'xstate.error.actor.restoreRecord':
        expect(snapshot.value).toBe('showing');
        expect(snapshot.context.restoreError?.message).toBe('Another active card grade has code NM-MT.');
        break;
      case 'xstate.error.actor.removeRecord':
        // a failed removal keeps the record on screen with the reason
        expect(snapshot.value).toBe('showing');
        expect(snapshot.context.record).toEqual(SAMPLE_RECORD);
        expect(snapshot.context.removeError?.message).toBe('Unable to remove right now');
        break;
    }
    // only a finished removal reports the record removed
    expect(actionTypes(report).includes('removed')).toBe(event.type === 'xstate.done.actor.removeRecord');
    expect(actionTypes(report).includes('restored')).toBe(event.type === 'xstate.done.actor.restoreRecord');
  },
});
