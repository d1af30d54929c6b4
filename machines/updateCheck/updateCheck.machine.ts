import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../shared';
import { CHECK_INTERVAL_MS, isOtherBuild, isSuppressed, versionKey } from './updateCheck.rules';
import type {
  UpdateCheckContext,
  UpdateCheckEvent,
  UpdateCheckInput,
  UpdateDismissal,
  UpdateFailure,
  VersionCheck,
} from './updateCheck.types';

/**
 * Update detection (seed B §4, §7, §9): reads the version file every 5 minutes, on window focus, when
 * the tab becomes visible and after every navigation, one read at a time (a trigger during a read is
 * dropped). Another build than the running one shows the persistent 'Update available' notice once;
 * 'Refresh now' clears the caches and reloads; a dismissal keeps that build's notice away for 12 hours.
 * Failures are only logged.
 */
export const updateCheckMachine = setup({
  types: {
    context: {} as UpdateCheckContext,
    events: {} as UpdateCheckEvent,
    input: {} as UpdateCheckInput,
  },
  actors: {
    /** GET the version file with a timestamp query and no caching; resolves with the time of the read. */
    fetchVersion: fromPromise<VersionCheck>(notProvided('updateCheck', 'fetchVersion')),
    /** Clears the caches (and service workers) and reloads the page. */
    refreshApp: fromPromise<void>(notProvided('updateCheck', 'refreshApp')),
  },
  actions: {
    setBaseline: assign((_, params: VersionCheck) => ({
      running: params.version,
      latest: params.version,
    })),
    setLatest: assign((_, params: VersionCheck) => ({ latest: params.version })),
    setDismissal: assign((_, params: UpdateDismissal) => ({ dismissal: params })),
    /** Keeps the dismissal in the browser, so a reload does not bring the notice back. */
    rememberDismissal: (_, _params: UpdateDismissal) => {},
    logFailure: (_, _params: UpdateFailure) => {},
  },
  guards: {
    hasNoBaseline: ({ context }) => context.running === null,
    offersUpdate: ({ context }, params: VersionCheck) =>
      context.running !== null &&
      isOtherBuild(context.running, params.version) &&
      !isSuppressed(context.dismissal, params.version, params.checkedAt),
  },
  delays: {
    checkInterval: CHECK_INTERVAL_MS,
  },
}).createMachine({
  id: 'updateCheck',
  description: "Polls the version file and offers 'Refresh now' when another build is deployed.",
  context: ({ input }) => ({ running: input.running, latest: null, dismissal: input.dismissal }),
  initial: 'idle',
  states: {
    idle: {
      description: 'Waiting for the next check: 5 minutes, focus, the tab shown, or a navigation.',
      after: { checkInterval: { target: 'checking' } },
      on: { 'update.check': { target: 'checking' } },
    },
    checking: {
      description: 'Reading the version file; triggers meanwhile are dropped, so reads never pile up.',
      invoke: {
        id: 'fetchVersion',
        src: 'fetchVersion',
        onDone: [
          {
            guard: 'hasNoBaseline',
            target: 'idle',
            actions: { type: 'setBaseline', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'offersUpdate', params: ({ event }) => event.output },
            target: 'available',
            actions: { type: 'setLatest', params: ({ event }) => event.output },
          },
          { target: 'idle', actions: { type: 'setLatest', params: ({ event }) => event.output } },
        ],
        onError: {
          target: 'idle',
          actions: { type: 'logFailure', params: ({ event }) => ({ step: 'check', error: event.error }) },
        },
      },
    },
    available: {
      description: "The persistent 'Update available' notice with 'Refresh now'; no more checks needed.",
      on: {
        'update.refresh': { target: 'refreshing' },
        'update.dismiss': {
          target: 'idle',
          actions: [
            {
              type: 'setDismissal',
              params: ({ context, event }) => ({
                versionKey: context.latest ? versionKey(context.latest) : '',
                at: event.at,
              }),
            },
            {
              type: 'rememberDismissal',
              params: ({ context, event }) => ({
                versionKey: context.latest ? versionKey(context.latest) : '',
                at: event.at,
              }),
            },
          ],
        },
      },
    },
    refreshing: {
      description: 'Clearing the caches, then reloading the page into the new build.',
      invoke: {
        id: 'refreshApp',
        src: 'refreshApp',
        onDone: { target: 'reloaded' },
        onError: {
          target: 'available',
          actions: { type: 'logFailure', params: ({ event }) => ({ step: 'refresh', error: event.error }) },
        },
      },
    },
    reloaded: {
      description: 'The page is reloading into the new build.',
      type: 'final',
    },
  },
});
