import { AppError } from '../../src/domain/errors';
import { dashboardMetrics, type DashboardFigures } from '../../src/domain/dashboard';
import type { Submission } from '../../src/domain/submission';
import { defineSamples } from '../samples';
import { dashboardMachine } from './dashboard.machine';

const submission = (id: string, overrides: Partial<Submission>): Submission => ({
  id,
  customerId: '1',
  customer: null,
  firstName: 'Ada',
  lastName: 'Lovelace',
  customerDisplayName: null,
  customerName: null,
  createdAt: '2026-01-01T09:00:00.000Z',
  updatedAt: '2026-01-10T09:00:00.000Z',
  status: 'In progress',
  statusCode: 1,
  consignAfterGrading: false,
  notes: '',
  isActive: true,
  prescreening: 1,
  totalCards: 10,
  psaValueBulk: 10,
  psaRegularCount: 0,
  cgcBulkCount: 0,
  cgcComicCount: 0,
  psaDualCount: 0,
  bgsBaseCount: 0,
  sgcStandardCount: 0,
  ...overrides,
});

const AS_OF = '2026-01-12T09:00:00.000Z';

/** Figures of one submission in progress and one completed overnight, by the domain rules. */
export const SAMPLE_DASHBOARD_LOAD: DashboardFigures = {
  asOf: AS_OF,
  metrics: dashboardMetrics(
    [
      submission('1', {}),
      submission('2', { statusCode: 2, status: 'Completed', updatedAt: '2026-01-12T01:00:00.000Z' }),
    ],
    new Date(AS_OF),
  ),
};

export const dashboardSamples = defineSamples(dashboardMachine, {
  scenarios: [{ name: 'a signed-in user opens the dashboard', input: undefined }],
  // No guards, so verdicts are optional; declared from seed A §2 (dashboard: refreshes every 5
  // minutes, 'Refreshing…' then 'Last refreshed' or 'Refresh failed') to catch a wrong target.
  events: [
    { type: 'dashboard.refresh', label: 'refresh', verdict: { accepts: { showing: 'loading' } } },
    {
      type: 'xstate.done.actor.loadFigures',
      label: 'the figures load',
      output: SAMPLE_DASHBOARD_LOAD,
      verdict: { accepts: { loading: 'showing' } },
    },
    {
      type: 'xstate.error.actor.loadFigures',
      label: 'the figures call fails',
      error: new AppError('NETWORK_ERROR', 'Failed to load the dashboard'),
      verdict: { accepts: { loading: 'showing' } },
    },
    {
      type: 'xstate.after.autoRefresh.dashboard.showing',
      label: '5 minutes pass',
      verdict: { accepts: { showing: 'loading' } },
    },
  ],
  signature: (snapshot) => ({
    value: snapshot.value,
    loaded: snapshot.context.metrics !== null,
    failed: snapshot.context.failed,
  }),
  stage: { 'xstate.error.actor.loadFigures': { fault: 'submissions.dashboard' } },
  describe: {
    'dashboard.refresh': 'the user asks for a refresh',
    'xstate.done.actor.loadFigures': 'the figures load',
    'xstate.error.actor.loadFigures': 'loading the figures fails',
    'xstate.after.autoRefresh.dashboard.showing': 'five minutes pass',
  },
});
