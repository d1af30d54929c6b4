import type { Submission } from '../../src/domain/submission';

/** What one load of the dashboard returns: the live backend's submissions and when they were read. */
export interface DashboardLoad {
  submissions: Submission[];
  /** ISO time of the load; the board's figures are computed as of this instant. */
  loadedAt: string;
}

export interface DashboardContext {
  /** The last figures' source; kept while refreshing and after a failed refresh. */
  submissions: Submission[] | null;
  loadedAt: string | null;
  /** The last load failed ('Refresh failed · Auto refresh every 5m'). */
  failed: boolean;
}

export type DashboardEvent = { type: 'dashboard.refresh' };

export type { Submission };
