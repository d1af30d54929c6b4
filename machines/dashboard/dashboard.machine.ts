import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../shared';
import type { DashboardContext, DashboardEvent, DashboardLoad } from './dashboard.types';

/** Seed A §9: the dashboard refreshes itself every 5 minutes. */
export const AUTO_REFRESH_MS = 5 * 60 * 1000;

/**
 * The dashboard's data (screen-scoped: one per visit of /dashboard). Loads the figures on entry,
 * then again every 5 minutes or on request; a refresh keeps the last figures on screen, and a failed
 * one keeps them too and tries again at the next tick.
 */
export const dashboardMachine = setup({
  types: {
    context: {} as DashboardContext,
    events: {} as DashboardEvent,
  },
  actors: {
    /** Asks the backend for the figures (one call; the backend computes them). */
    loadFigures: fromPromise<DashboardLoad>(notProvided('dashboard', 'loadFigures')),
  },
  actions: {
    setLoad: assign((_, params: { load: DashboardLoad }) => ({
      metrics: params.load.metrics,
      loadedAt: params.load.asOf,
      failed: false,
    })),
    markFailed: assign({ failed: true }),
  },
  delays: {
    autoRefresh: AUTO_REFRESH_MS,
  },
}).createMachine({
  id: 'dashboard',
  description: 'Work-queue figures computed by the backend, refreshed every 5 minutes.',
  context: { metrics: null, loadedAt: null, failed: false },
  initial: 'loading',
  states: {
    loading: {
      description: "'Refreshing…' while the last figures (if any) stay on screen.",
      invoke: {
        id: 'loadFigures',
        src: 'loadFigures',
        onDone: {
          target: 'showing',
          actions: { type: 'setLoad', params: ({ event }) => ({ load: event.output }) },
        },
        onError: { target: 'showing', actions: 'markFailed' },
      },
    },
    showing: {
      description: "'Last refreshed {time}', or 'Refresh failed · Auto refresh every 5m'.",
      after: { autoRefresh: { target: 'loading' } },
      on: { 'dashboard.refresh': { target: 'loading' } },
    },
  },
});
