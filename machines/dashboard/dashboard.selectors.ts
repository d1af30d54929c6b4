import type { SnapshotFrom } from 'xstate';
import { dashboardMetrics, type DashboardMetrics } from '../../src/domain/dashboard';
import { lastRefreshedText, type DateFormatOptions } from '../../src/domain/format';
import type { dashboardMachine } from './dashboard.machine';

type DashboardSnapshot = SnapshotFrom<typeof dashboardMachine>;

export const REFRESHING_TEXT = 'Refreshing…';
export const REFRESH_FAILED_TEXT = 'Refresh failed · Auto refresh every 5m';

/** The refresh line under the dashboard's title. */
export function selectRefreshStatus(snapshot: DashboardSnapshot, options: DateFormatOptions = {}): string {
  if (snapshot.matches('loading')) return REFRESHING_TEXT;
  if (snapshot.context.failed || !snapshot.context.loadedAt) return REFRESH_FAILED_TEXT;
  return lastRefreshedText(snapshot.context.loadedAt, options);
}

export const selectIsRefreshing = (snapshot: DashboardSnapshot) => snapshot.matches('loading');

const memo = new WeakMap<object, DashboardMetrics>();

/**
 * The figures, computed by the domain rules as of the load's time; null before the first load ends.
 * Memoised per loaded list, so views re-rendering for other reasons get the same object.
 */
export function selectMetrics(snapshot: DashboardSnapshot): DashboardMetrics | null {
  const { submissions, loadedAt } = snapshot.context;
  if (!submissions || !loadedAt) return null;
  let metrics = memo.get(submissions);
  if (!metrics) {
    metrics = dashboardMetrics(submissions, new Date(loadedAt));
    memo.set(submissions, metrics);
  }
  return metrics;
}
