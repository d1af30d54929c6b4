import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { dashboardMachine, dashboardSamples, SAMPLE_DASHBOARD_LOAD } from '../../machines/dashboard';
import { describeModel } from './harness';

type Snapshot = SnapshotFrom<typeof dashboardMachine>;

describeModel({
  name: 'dashboard',
  machine: dashboardMachine,
  samples: dashboardSamples,
  onStep: (report, { stubs, scratch }) => {
    const snapshot = report.actual as Snapshot;
    const previous = scratch.get('previous') as Snapshot | undefined;
    scratch.set('previous', snapshot);
    const { event } = report;

    // every entry to loading starts one load
    expect(stubs.isRunning('loadFigures')).toBe(snapshot.matches('loading'));
    if (event.type === 'xstate.done.actor.loadFigures') {
      expect(snapshot.context).toEqual({
        metrics: SAMPLE_DASHBOARD_LOAD.metrics,
        loadedAt: SAMPLE_DASHBOARD_LOAD.asOf,
        failed: false,
      });
    }
    // a failed or running refresh keeps the last figures on screen
    if (event.type === 'xstate.error.actor.loadFigures' || event.type === 'dashboard.refresh') {
      expect(snapshot.context.metrics).toEqual(previous?.context.metrics ?? null);
    }
    // failed is set by a failed load and cleared by the next good one
    if (event.type === 'xstate.error.actor.loadFigures' || event.type === 'xstate.done.actor.loadFigures')
      expect(snapshot.context.failed).toBe(event.type === 'xstate.error.actor.loadFigures');
    // the refresh timer always reloads
    expect(snapshot.matches('loading') || !event.type.startsWith('xstate.after.')).toBe(true);
  },
});
