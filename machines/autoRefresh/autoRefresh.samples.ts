import { defineSamples } from '../samples';
import { autoRefreshMachine } from './autoRefresh.machine';

export const autoRefreshSamples = defineSamples(autoRefreshMachine, {
  scenarios: [{ name: 'a user opens a static page', input: { openedAt: '2026-06-01T09:00:00.000Z' } }],
  // Seed B §2: the static pages auto-refresh every 5 minutes (a no-op), so they stay where they are.
  events: [
    {
      type: 'xstate.after.interval.autoRefresh.waiting',
      label: 'five minutes on the page',
      verdict: { accepts: { waiting: 'waiting' } },
    },
  ],
  sequences: [
    {
      name: 'two refreshes in a row keep the page showing',
      events: [
        { type: 'xstate.after.interval.autoRefresh.waiting', label: 'the first five minutes' },
        { type: 'xstate.after.interval.autoRefresh.waiting', label: 'five minutes more' },
      ],
    },
  ],
  // The time grows at every refresh; the graph only needs the state.
  signature: (snapshot) => ({ value: snapshot.value }),
  describe: {
    'xstate.after.interval.autoRefresh.waiting': 'five minutes pass',
  },
});
