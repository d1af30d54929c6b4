import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { dataModeMachine, dataModeSamples } from '../../machines/dataMode';
import { describeModel } from './harness';

type Snapshot = SnapshotFrom<typeof dataModeMachine>;

describeModel({
  name: 'dataMode',
  machine: dataModeMachine,
  samples: dataModeSamples,
  onStep: (report) => {
    const snapshot = report.actual as Snapshot;
    const { mode, persona, forcedApi } = snapshot.context;

    // the state and context.mode always agree; a forced build is always api
    expect(snapshot.matches('resolving')).toBe(false);
    expect(mode).toBe(snapshot.matches('mock') ? 'mock' : 'api');
    if (forcedApi) {
      expect(snapshot.matches('forcedApi')).toBe(true);
      expect(report.actions).toEqual([]);
    }
    if (report.index === 0) {
      const input = report.path.input as { storedMode?: string; storedPersona?: string; forceApi?: boolean };
      expect(mode).toBe(input.forceApi ? 'api' : (input.storedMode ?? 'mock'));
      expect(persona).toBe(input.storedPersona ?? 'admin');
      expect(report.actions).toEqual([]);
      return;
    }

    // a change (the sample's verdict says which are) is persisted and announced, once each, with the
    // new values; no change, no effect
    const changed = report.verdict?.accepted === true;
    expect(report.actions).toEqual(
      changed
        ? [
            { type: 'persistDataMode', params: { mode, persona } },
            { type: 'notifyModeChanged', params: { mode, persona } },
          ]
        : [],
    );
    // picking a mode ends in that mode, unless the server is forced (then it stays the server)
    if (report.event.type === 'dataMode.set') expect(mode).toBe(forcedApi ? 'api' : report.event.mode);
    if (report.event.type === 'dataMode.setPersona' && changed) {
      expect(mode).toBe('mock');
      expect(persona).toBe(report.event.persona);
    }
  },
});
