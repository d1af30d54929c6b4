import type { DashboardFigures, DashboardMetrics } from '../../src/domain/dashboard';

/** What one load of the dashboard returns: the figures and the instant they were computed at. */
export type DashboardLoad = DashboardFigures;

export interface DashboardContext {
  /** The last figures; kept while refreshing and after a failed refresh. */
  metrics: DashboardMetrics | null;
  /** ISO time of the last figures ('Last refreshed {time}'). */
  loadedAt: string | null;
  /** The last load failed ('Refresh failed · Auto refresh every 5m'). */
  failed: boolean;
}

export type DashboardEvent = { type: 'dashboard.refresh' };
