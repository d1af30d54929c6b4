import type { AppVersion } from '../../src/domain/version';
import { defineSamples, type SampleEvent, type Verdict } from '../samples';
import { updateCheckMachine } from './updateCheck.machine';

type Event = SampleEvent<typeof updateCheckMachine>;

const HOUR = 60 * 60 * 1000;

/** The build the page runs. */
export const SAMPLE_RUNNING: AppVersion = {
  version: '0.1',
  commit: '1111111',
  branch: 'main',
  builtAt: '2026-11-25T06:00:00.000Z',
};
/** The next deployed build (same shown version, new commit and build time). */
export const SAMPLE_NEXT: AppVersion = {
  ...SAMPLE_RUNNING,
  commit: '2222222',
  builtAt: '2026-11-25T08:00:00.000Z',
};
/** The build after that. */
const SAMPLE_LATER: AppVersion = {
  ...SAMPLE_RUNNING,
  commit: '3333333',
  builtAt: '2026-11-25T09:00:00.000Z',
};

/** When the samples read the version file (and when the user dismisses). */
export const SAMPLE_CHECKED_AT = Date.parse('2026-11-25T10:00:00.000Z');

const buildId = (version: AppVersion) => `${version.commit}/${version.builtAt}`;
const keyOf = (version: AppVersion) => `${version.version}+${version.commit}@${version.builtAt}`;

/**
 * Seed B §4/§9, stated here independently of the machine's guards: another build than the running one
 * shows the notice, unless the user dismissed that same build less than 12 hours before. A page that
 * does not know its own build takes the first version it reads as its own (decision 0150).
 */
function readVerdict(
  context: { running: AppVersion | null; dismissal: { versionKey: string; at: number } | null },
  read: AppVersion,
  checkedAt: number,
): Verdict {
  const { running, dismissal } = context;
  const dismissedRecently = dismissal?.versionKey === keyOf(read) && checkedAt - dismissal.at < 12 * HOUR;
  const shows = running !== null && buildId(running) !== buildId(read) && !dismissedRecently;
  return { accepts: { checking: shows ? 'available' : 'idle' }, refuses: ['*'] };
}

const reads: ReadonlyArray<{ label: string; version: AppVersion; checkedAt: number }> = [
  { label: 'the running build', version: SAMPLE_RUNNING, checkedAt: SAMPLE_CHECKED_AT },
  { label: 'build 2222222', version: SAMPLE_NEXT, checkedAt: SAMPLE_CHECKED_AT },
  // exactly 12 hours after the samples' dismissal: the suppression is over
  { label: 'build 2222222, 12 hours later', version: SAMPLE_NEXT, checkedAt: SAMPLE_CHECKED_AT + 12 * HOUR },
  { label: 'build 3333333', version: SAMPLE_LATER, checkedAt: SAMPLE_CHECKED_AT },
];

const CHECK_STARTS: Verdict = { accepts: { idle: 'checking' }, refuses: ['*'] };

export const updateCheckSamples = defineSamples(updateCheckMachine, {
  scenarios: [
    {
      name: 'a page of build 1111111, nothing dismissed',
      input: { running: SAMPLE_RUNNING, dismissal: null },
    },
    {
      name: 'a page of build 1111111; build 2222222 was dismissed an hour ago',
      input: {
        running: SAMPLE_RUNNING,
        dismissal: { versionKey: keyOf(SAMPLE_NEXT), at: SAMPLE_CHECKED_AT - HOUR },
      },
    },
    { name: 'a development page that does not know its build', input: { running: null, dismissal: null } },
  ],
  events: [
    { type: 'update.check', label: 'window focused', reason: 'focus', verdict: CHECK_STARTS },
    { type: 'update.check', label: 'tab shown', reason: 'visible', verdict: CHECK_STARTS },
    { type: 'update.check', label: 'a navigation', reason: 'navigation', verdict: CHECK_STARTS },
    {
      type: 'update.dismiss',
      label: 'dismissed',
      at: SAMPLE_CHECKED_AT,
      verdict: { accepts: { available: 'idle' }, refuses: ['*'] },
    },
    {
      type: 'update.refresh',
      label: "'Refresh now'",
      verdict: { accepts: { available: 'refreshing' }, refuses: ['*'] },
    },
    {
      type: 'xstate.error.actor.fetchVersion',
      label: 'network down',
      error: new Error('Failed to load version'),
      verdict: { accepts: { checking: 'idle' } },
    },
    {
      type: 'xstate.done.actor.refreshApp',
      label: 'reloaded',
      verdict: { accepts: { refreshing: 'reloaded' } },
    },
    {
      type: 'xstate.error.actor.refreshApp',
      label: 'cache storage refused',
      error: new Error('The cache storage refused'),
      verdict: { accepts: { refreshing: 'available' } },
    },
    {
      type: 'xstate.after.checkInterval.updateCheck.idle',
      label: 'five minutes',
      verdict: { accepts: { idle: 'checking' } },
    },
  ],
  eventsFor: (snapshot) =>
    reads.map(({ label, ...output }): Event => ({
      type: 'xstate.done.actor.fetchVersion',
      label,
      output,
      verdict: readVerdict(snapshot.context, output.version, output.checkedAt),
    })),
  // which build is on offer matters only while the notice shows (it is the one a dismissal names)
  signature: (snapshot) => ({
    value: snapshot.value,
    knowsBuild: snapshot.context.running !== null,
    offered: snapshot.matches('available') ? snapshot.context.latest : null,
    dismissal: snapshot.context.dismissal,
  }),
  sequences: [
    {
      name: 'focus, the tab shown and a navigation at once make one read',
      events: [
        { type: 'update.check', label: 'window focused', reason: 'focus', verdict: CHECK_STARTS },
        { type: 'update.check', label: 'tab shown while reading', reason: 'visible', verdict: CHECK_STARTS },
        {
          type: 'update.check',
          label: 'a navigation while reading',
          reason: 'navigation',
          verdict: CHECK_STARTS,
        },
        {
          type: 'xstate.done.actor.fetchVersion',
          label: 'build 2222222',
          output: { version: SAMPLE_NEXT, checkedAt: SAMPLE_CHECKED_AT },
          verdict: { accepts: { checking: 'available' } },
        },
        // the notice is up: no more reads
        {
          type: 'update.check',
          label: 'a navigation with the notice up',
          reason: 'navigation',
          verdict: CHECK_STARTS,
        },
      ],
    },
    {
      name: 'a dismissed build stays quiet for 12 hours, then shows again; another build shows at once',
      events: [
        { type: 'update.check', label: 'window focused', reason: 'focus', verdict: CHECK_STARTS },
        {
          type: 'xstate.done.actor.fetchVersion',
          label: 'build 2222222',
          output: { version: SAMPLE_NEXT, checkedAt: SAMPLE_CHECKED_AT },
          verdict: { accepts: { checking: 'available' } },
        },
        {
          type: 'update.dismiss',
          label: 'dismissed',
          at: SAMPLE_CHECKED_AT,
          verdict: { accepts: { available: 'idle' } },
        },
        { type: 'update.check', label: 'a navigation', reason: 'navigation', verdict: CHECK_STARTS },
        {
          type: 'xstate.done.actor.fetchVersion',
          label: 'build 2222222, 1 ms under 12 hours later',
          output: { version: SAMPLE_NEXT, checkedAt: SAMPLE_CHECKED_AT + 12 * HOUR - 1 },
          verdict: { accepts: { checking: 'idle' } },
        },
        {
          type: 'update.check',
          label: 'window focused 12 hours later',
          reason: 'focus',
          verdict: CHECK_STARTS,
        },
        {
          type: 'xstate.done.actor.fetchVersion',
          label: 'build 2222222, 12 hours later',
          output: { version: SAMPLE_NEXT, checkedAt: SAMPLE_CHECKED_AT + 12 * HOUR },
          verdict: { accepts: { checking: 'available' } },
        },
        {
          type: 'update.dismiss',
          label: 'dismissed again',
          at: SAMPLE_CHECKED_AT,
          verdict: { accepts: { available: 'idle' } },
        },
        {
          type: 'update.check',
          label: 'a navigation afterwards',
          reason: 'navigation',
          verdict: CHECK_STARTS,
        },
        {
          type: 'xstate.done.actor.fetchVersion',
          label: 'build 3333333',
          output: { version: SAMPLE_LATER, checkedAt: SAMPLE_CHECKED_AT + HOUR },
          verdict: { accepts: { checking: 'available' } },
        },
      ],
    },
  ],
  stage: {
    'xstate.error.actor.fetchVersion': { fault: 'version.read' },
    'xstate.done.actor.fetchVersion: build 2222222': { fault: 'version.newer' },
    'xstate.done.actor.fetchVersion: build 3333333': { fault: 'version.newer' },
    'xstate.error.actor.refreshApp': {
      how: 'not from the browser (clearing the caches fails); the model tests cover it',
    },
  },
  describe: {
    'update.check': 'the window gets focus, the tab is shown, or the user navigates',
    'update.dismiss': 'the user dismisses the update notice',
    'update.refresh': "the user presses 'Refresh now'",
    'xstate.done.actor.fetchVersion': 'the version file is read',
    'xstate.error.actor.fetchVersion': 'reading the version file fails',
    'xstate.done.actor.refreshApp': 'the caches are cleared and the page reloads',
    'xstate.error.actor.refreshApp': 'clearing the caches fails',
    'xstate.after.checkInterval.updateCheck.idle': 'five minutes pass',
  },
});
