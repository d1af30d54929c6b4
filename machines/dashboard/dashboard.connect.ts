import type { SnapshotFrom } from 'xstate';
import { dashboardMetrics, type DashboardMetrics } from '../../src/domain/dashboard';
import { lastRefreshedText, type DateFormatOptions } from '../../src/domain/format';
import type { dashboardMachine } from './dashboard.machine';
import type { DashboardEvent } from './dashboard.types';

type Snapshot = SnapshotFrom<typeof dashboardMachine>;

export const REFRESHING_TEXT = 'Refreshing…';
export const REFRESH_FAILED_TEXT = 'Refresh failed · Auto refresh every 5m';

/** What the dashboard binds. */
export interface DashboardView {
  /** The figures, by the domain rules as of the load's time; null before the first load ends. */
  metrics: DashboardMetrics | null;
  /** The refresh line under the title. */
  status: string;
  refreshing: boolean;
  refresh: () => void;
}

const memo = new WeakMap<object, DashboardMetrics>();

/** Memoised per loaded list, so views re-rendering for other reasons get the same object. */
function metricsOf(snapshot: Snapshot): DashboardMetrics | null {
  const { submissions, loadedAt } = snapshot.context;
  if (!submissions || !loadedAt) return null;
  let metrics = memo.get(submissions);
  if (!metrics) {
    metrics = dashboardMetrics(submissions, new Date(loadedAt));
    memo.set(submissions, metrics);
  }
  return metrics;
}

export function connectDashboard(
  snapshot: Snapshot,
  send: (event: DashboardEvent) => void,
  options: DateFormatOptions = {},
): DashboardView {
  const refreshing = snapshot.matches('loading');
  const { failed, loadedAt } = snapshot.context;
  return {
    metrics: metricsOf(snapshot),
    status: refreshing
      ? REFRESHING_TEXT
      : failed || !loadedAt
        ? REFRESH_FAILED_TEXT
        : lastRefreshedText(loadedAt, options),
    refreshing,
    refresh: () => send({ type: 'dashboard.refresh' }),
  };
}
