import { assign, setup } from 'xstate';
import type { AutoRefreshContext, AutoRefreshInput } from './autoRefresh.types';

/** Seed B §9: the grading and consignments screens refresh every 5 minutes. */
export const STATIC_REFRESH_MS = 5 * 60 * 1000;

/**
 * The 5-minute refresh of a page whose content is fixed sample text (Grading & Returns, Consignments):
 * nothing is fetched, so a refresh only stamps the time the page shows. Screen-scoped, one per visit.
 */
export const autoRefreshMachine = setup({
  // No events: the page refreshes on its timer only (the seed gives these pages no Refresh button).
  types: {
    context: {} as AutoRefreshContext,
    input: {} as AutoRefreshInput,
  },
  actions: {
    // The timer fires exactly one interval after the last refresh, so the new time is that one plus the
    // interval: deterministic, and the same on the simulated clock of the model tests.
    stamp: assign({
      refreshedAt: ({ context }) =>
        new Date(Date.parse(context.refreshedAt) + STATIC_REFRESH_MS).toISOString(),
    }),
  },
  delays: {
    interval: STATIC_REFRESH_MS,
  },
}).createMachine({
  id: 'autoRefresh',
  description: 'A static page: stamps "Last refreshed" every 5 minutes; fetches nothing.',
  context: ({ input }) => ({ refreshedAt: input.openedAt }),
  initial: 'waiting',
  states: {
    waiting: {
      description: "'Last refreshed {time} · Auto refresh every 5m'.",
      after: { interval: { target: 'waiting', reenter: true, actions: 'stamp' } },
    },
  },
});
