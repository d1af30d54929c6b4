import type { SnapshotFrom } from 'xstate';
import type { DashboardMetrics } from '../../src/domain/dashboard';
import { lastRefreshedText, type DateFormatOptions } from '../../src/domain/format';
import type { dashboardMachine } from './dashboard.machine';
import type { DashboardEvent } from './dashboard.types';

type Snapshot = SnapshotFrom<typeof dashboardMachine>;

export const REFRESHING_TEXT = 'Refreshing…';
export const REFRESH_FAILED_TEXT = 'Refresh failed · Auto refresh every 5m';

/** What the dashboard binds. */
export interface DashboardView {
  /** The figures as the backend computed them; null before the first load ends. */
  metrics: DashboardMetrics | null;
  /** The instant the figures were computed at (the backend's asOf), which their lists' links name. */
  asOf: string | null;
  /** The refresh line under the title. */
  status: string;
  refreshing: boolean;
  refresh: () => void;
}

export function connectDashboard(
  snapshot: Snapshot,
  send: (event: DashboardEvent) => void,
  options: DateFormatOptions = {},
): DashboardView {
  const refreshing = snapshot.matches('loading');
  const { failed, loadedAt } = snapshot.context;
  return {
    metrics: snapshot.context.metrics,
    asOf: loadedAt,
    status: refreshing
      ? REFRESHING_TEXT
      : failed || !loadedAt
        ? REFRESH_FAILED_TEXT
        : lastRefreshedText(loadedAt, options),
    refreshing,
    refresh: () => send({ type: 'dashboard.refresh' }),
  };
}
