import type { SnapshotFrom } from 'xstate';
import { formatTime, type DateFormatOptions } from '../../src/domain/format';
import type { autoRefreshMachine } from './autoRefresh.machine';

type Snapshot = SnapshotFrom<typeof autoRefreshMachine>;

/** What a static page binds: the line under its title. */
export interface AutoRefreshView {
  /** 'Last refreshed 9:05 AM · Auto refresh every 5m'. */
  refreshLine: string;
}

/** The autoRefresh view-model (the machine takes no event from a view). */
export function connectAutoRefresh(
  snapshot: Snapshot,
  _send?: unknown,
  options: DateFormatOptions = {},
): AutoRefreshView {
  return {
    refreshLine: `Last refreshed ${formatTime(snapshot.context.refreshedAt, options)} · Auto refresh every 5m`,
  };
}
