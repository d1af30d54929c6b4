import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { autoRefreshMachine, autoRefreshSamples, connectAutoRefresh } from '../../machines/autoRefresh';
import { describeModel } from './harness';

type Snapshot = SnapshotFrom<typeof autoRefreshMachine>;

const OPENED = Date.parse('2026-06-01T09:00:00.000Z');
const FIVE_MINUTES = 5 * 60 * 1000;

describeModel({
  name: 'autoRefresh',
  machine: autoRefreshMachine,
  samples: autoRefreshSamples,
  onStep: (report, { scratch }) => {
    const snapshot = report.actual as Snapshot;
    const ticks = (scratch.get('ticks') as number | undefined) ?? 0;
    const now = report.event.type.startsWith('xstate.after.') ? ticks + 1 : ticks;
    scratch.set('ticks', now);
    // the page shows the time it opened, then moves on five minutes at every refresh
    expect(Date.parse(snapshot.context.refreshedAt)).toBe(OPENED + now * FIVE_MINUTES);
    expect(connectAutoRefresh(snapshot, undefined, { timeZone: 'UTC' }).refreshLine).toBe(
      now === 0
        ? 'Last refreshed 9:00 AM · Auto refresh every 5m'
        : `Last refreshed 9:${String(now * 5).padStart(2, '0')} AM · Auto refresh every 5m`,
    );
  },
});
