import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import {
  SAMPLE_CHECKED_AT,
  updateCheckMachine,
  updateCheckSamples,
  versionKey,
  type VersionCheck,
} from '../../machines/updateCheck';
import { actionTypes, describeModel, stepChange } from './harness';

type Snapshot = SnapshotFrom<typeof updateCheckMachine>;

describeModel({
  name: 'updateCheck',
  machine: updateCheckMachine,
  samples: updateCheckSamples,
  onStep: (report, context) => {
    const { snapshot, before, callsBefore } = stepChange<Snapshot>(report, context);
    const { event } = report;
    const started = context.stubs.calls.slice(callsBefore);
    const effects = actionTypes(report);

    // every entry to checking starts exactly one read, and only entering it does
    const readsStarted = started.filter((call) => call.src === 'fetchVersion').length;
    const entersChecking = snapshot.matches('checking') && !before?.matches('checking');
    expect(readsStarted).toBe(entersChecking ? 1 : 0);
    if (snapshot.matches('checking')) expect(context.stubs.isRunning('fetchVersion')).toBe(true);
    if (snapshot.matches('refreshing')) expect(context.stubs.isRunning('refreshApp')).toBe(true);

    // failures are only logged: the notice never appears because of one
    if (event.type.startsWith('xstate.error.actor.')) {
      expect(effects).toContain('logFailure');
      expect(snapshot.matches('available')).toBe(event.type === 'xstate.error.actor.refreshApp');
    } else {
      expect(effects).not.toContain('logFailure');
    }

    // the read build is remembered (a page without its own build takes the first one as its own)
    if (event.type === 'xstate.done.actor.fetchVersion') {
      const read = (event as unknown as { output: VersionCheck }).output;
      expect(snapshot.context.latest).toEqual(read.version);
      expect(snapshot.context.running).toEqual(before?.context.running ?? read.version);
    }

    // a dismissal names the build on offer and is kept in the browser
    if (event.type === 'update.dismiss' && report.verdict?.accepted) {
      const offered = before?.context.latest;
      expect(offered).toBeTruthy();
      const record = { versionKey: offered ? versionKey(offered) : '', at: SAMPLE_CHECKED_AT };
      expect(snapshot.context.dismissal).toEqual(record);
      expect(report.actions).toContainEqual(
        expect.objectContaining({ type: 'rememberDismissal', params: record }),
      );
    } else {
      expect(effects).not.toContain('rememberDismissal');
    }
  },
});
