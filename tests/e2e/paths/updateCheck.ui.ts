import type { SnapshotFrom } from 'xstate';
import { updateCheckMachine, updateCheckSamples } from '../../../machines/updateCheck';
import { defineUiMap, type UiTarget } from '../../../scripts/lib/machine-graph/ui-map';

// The 'Update available' notice over the dashboard, as the admin with demo data. The built page knows
// its own build. A read that fails and a version file naming another build are the demo's switches
// (`version.read`, `version.newer`, decision 0452); the five minutes pass on Playwright's clock; the
// window's focus is told to the page. What needs another kind of page (one that does not know its
// build), 12 hours passing, or a cache that refuses to clear is left to the model tests.
const SCENARIO = 'a page of build 1111111, nothing dismissed';

/** The last read named the page's own build: the screen shows no sign that the read has ended. */
const readOwnBuild = (snapshot: SnapshotFrom<typeof updateCheckMachine>) =>
  snapshot.context.latest !== null && snapshot.context.latest.commit === snapshot.context.running?.commit;

const notice: UiTarget = { role: 'status', name: 'Update available' };

export const updateCheckUi = defineUiMap(updateCheckMachine, {
  machine: 'updateCheck',
  screen: "the dashboard's update notice",
  samples: {
    ...updateCheckSamples,
    // what has been read decides what the screen can do next (below)
    signature: (snapshot) => ({
      machine: updateCheckSamples.signature?.(snapshot),
      read: snapshot.context.latest !== null,
      readOwnBuild: readOwnBuild(snapshot),
    }),
    // Nothing on the screen tells that a read which found nothing has ended; so the clock moves only
    // before any read (the timer armed at start-up surely runs), and a person brings the window to the
    // front again only after a notice was dismissed (a read of the page's own build ends the walk).
    // A failed read comes after a good one. Each staged answer names a build of its own (built when it
    // is read), so a dismissed one never comes back: after a dismissal only another build ('build
    // 3333333') is read; 12 hours never pass.
    filter: (snapshot, sample) => {
      const read = snapshot.context.latest !== null;
      if (sample.type === 'xstate.after.checkInterval.updateCheck.idle') return !read;
      if (sample.type === 'update.check') return !readOwnBuild(snapshot);
      if (sample.type === 'xstate.error.actor.fetchVersion') return read;
      if (sample.type !== 'xstate.done.actor.fetchVersion') return true;
      if (sample.label === 'build 2222222, 12 hours later') return false;
      if (sample.label === 'build 2222222') return snapshot.context.dismissal === null;
      if (sample.label === 'build 3333333') return snapshot.context.dismissal !== null;
      return true;
    },
  },
  start: {
    [SCENARIO]: {
      signInAs: 'admin',
      goto: '/dashboard',
      clock: true,
      does: 'the admin opens the dashboard and a minute passes (the update check starts then)',
      then: [{ runFor: 61_000 }],
    },
  },
  events: {
    'update.check': (sample) =>
      sample.reason === 'focus'
        ? { does: 'brings the window to the front', actions: [{ focusWindow: true }] }
        : null,
    'xstate.after.checkInterval.updateCheck.idle': () => ({
      does: 'waits five minutes',
      actions: [{ runFor: 5 * 60 * 1000 }],
    }),
    'xstate.done.actor.fetchVersion': 'app',
    'xstate.error.actor.fetchVersion': 'app',
    'xstate.done.actor.refreshApp': 'app',
    'update.dismiss': () => ({
      does: 'presses Dismiss update notice',
      actions: [{ click: { role: 'button', name: 'Dismiss update notice' } }],
    }),
    'update.refresh': () => ({
      does: 'presses Refresh now',
      actions: [{ click: { role: 'button', name: 'Refresh now' } }],
    }),
  },
  states: {
    idle: {
      sees: 'the dashboard, no update notice',
      checks: [{ see: { role: 'heading', name: 'Dashboard' } }, { hidden: notice }],
    },
    checking: null,
    available: {
      sees: "'Update available' with Refresh now",
      checks: [{ see: notice }, { see: { role: 'button', name: 'Refresh now' } }],
    },
    refreshing: null,
    reloaded: {
      sees: 'the dashboard again, with no update notice',
      checks: [{ see: { role: 'heading', name: 'Dashboard' } }, { hidden: notice }],
    },
  },
});
