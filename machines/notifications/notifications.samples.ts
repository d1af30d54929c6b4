import type { SnapshotFrom } from 'xstate';
import { defineSamples, type SampleEvent, type Verdict } from '../samples';
import { notificationsMachine } from './notifications.machine';

type Snapshot = SnapshotFrom<typeof notificationsMachine>;
type Event = SampleEvent<typeof notificationsMachine>;

/** At most this many toasts are created along one path, and at most two are on screen. */
const MAX_TOASTS_PER_PATH = 2;

const hasRunningTimer = (snapshot: Snapshot, exceptId?: number) =>
  snapshot.context.toasts.some((toast) => toast.id !== exceptId && toast.timeout !== null && !toast.paused);

const isShown = (snapshot: Snapshot, id: number | undefined) =>
  snapshot.context.toasts.some((toast) => toast.id === id);

// Verdicts from seed A §4 (notifications, offline handling). Toast events change no state: taken,
// they stay where they are; refused, nothing happens at all.
const TAKEN: Verdict = { accepts: { '*': '*' } };
const IGNORED: Verdict = { refuses: ['*'] };
const judge = (accepted: boolean): Verdict => (accepted ? TAKEN : IGNORED);

export const notificationsSamples = defineSamples(notificationsMachine, {
  scenarios: [{ name: 'the app is open and online', input: undefined }],
  events: [
    {
      type: 'toast.add',
      label: "'Customer saved'",
      toast: { type: 'success', title: 'Customer saved' },
      verdict: TAKEN,
    },
    {
      type: 'toast.add',
      label: "'Upload failed' with Retry",
      toast: {
        type: 'error',
        title: 'Upload failed',
        message: 'The server rejected the image.',
        timeout: 0,
        action: { label: 'Retry', handlerId: 'retry-upload' },
      },
      verdict: TAKEN,
    },
    // the action has no label: it is dropped and the toast stays without it
    {
      type: 'toast.add',
      label: "'Read-only record', no timer",
      toast: {
        type: 'warning',
        title: 'Read-only record',
        timeout: null,
        dismissible: false,
        action: { label: '   ', handlerId: 'open-help' },
      },
      verdict: TAKEN,
    },
    // no toast has this id: nothing happens
    { type: 'toast.dismiss', label: 'a toast not shown', id: 99, reason: 'manual', verdict: IGNORED },
    { type: 'toast.clear', label: 'clear all', verdict: TAKEN },
    { type: 'loader.show', label: "'Saving submission…'", message: 'Saving submission…', verdict: TAKEN },
    { type: 'loader.show', label: 'no message', verdict: TAKEN },
    { type: 'loader.hide', label: 'hide', verdict: TAKEN },
    {
      type: 'banner.set',
      label: "'Account created'",
      banner: { type: 'success', title: 'Account created' },
      verdict: TAKEN,
    },
    { type: 'banner.clear', label: 'clear', verdict: TAKEN },
    { type: 'network.offline', label: 'offline', verdict: { accepts: { online: 'offline' } } },
    { type: 'network.online', label: 'back online', verdict: { accepts: { offline: 'online' } } },
  ],
  // Each toast on screen, judged by the spec: a dismissible toast can be closed by hand, a toast with
  // an action button through it (no button, no such dismissal: the app cannot send one); a toast
  // with a running timer pauses and expires, a paused one resumes and does not expire.
  eventsFor: (snapshot) =>
    snapshot.context.toasts.flatMap((toast): Event[] => {
      const timed = toast.timeout !== null;
      return [
        {
          type: 'toast.dismiss',
          label: `toast ${toast.id}, closed by hand`,
          id: toast.id,
          reason: 'manual',
          verdict: judge(toast.dismissible),
        },
        ...(toast.action
          ? [
              {
                type: 'toast.dismiss',
                label: `toast ${toast.id}, by its action`,
                id: toast.id,
                reason: 'action',
                verdict: TAKEN,
              } as const,
            ]
          : []),
        {
          type: 'toast.pointerEnter',
          label: `toast ${toast.id}, and the pointer rests there`,
          id: toast.id,
          verdict: judge(timed && !toast.paused),
        },
        {
          type: 'toast.pause',
          label: `toast ${toast.id}`,
          id: toast.id,
          verdict: judge(timed && !toast.paused),
        },
        {
          type: 'toast.resume',
          label: `toast ${toast.id}`,
          id: toast.id,
          // Always handled: leaving also forgets a pointer rest still to come (a pass-over).
          verdict: TAKEN,
        },
        {
          type: 'toast.expire',
          label: `toast ${toast.id}`,
          id: toast.id,
          verdict: judge(timed && !toast.paused),
        },
      ];
    }),
  // Keeps the graph small and its timing unambiguous: at most two toasts per path, and one running
  // timer at a time, so moving the clock to a toast's deadline cannot expire another toast first.
  filter: (snapshot, event) => {
    const { context } = snapshot;
    switch (event.type) {
      case 'toast.add':
        return (
          context.nextId <= MAX_TOASTS_PER_PATH &&
          (event.toast.timeout !== undefined || !hasRunningTimer(snapshot))
        );
      case 'network.offline':
        return context.nextId <= MAX_TOASTS_PER_PATH;
      case 'network.online':
        return context.nextId <= MAX_TOASTS_PER_PATH && !hasRunningTimer(snapshot);
      case 'toast.resume':
        return isShown(snapshot, event.id) && !hasRunningTimer(snapshot, event.id);
      // Its pause comes later, on the clock: tests/machines/notifications.pointer-rest.test.ts.
      case 'toast.pointerEnter':
        return false;
      case 'toast.pause':
      case 'toast.expire':
        return isShown(snapshot, event.id);
      default:
        return true;
    }
  },
  // Loader and banner are independent of the toasts: their transitions get their own paths.
  signature: (snapshot) => ({
    value: snapshot.value,
    toasts: snapshot.context.toasts.map((toast) => [
      toast.id,
      toast.paused,
      toast.timeout !== null,
      toast.dismissible,
    ]),
    nextId: snapshot.context.nextId,
  }),
  sequences: [
    {
      name: 'a hovered toast resumes with the time it had left, then times out',
      events: [
        {
          type: 'toast.add',
          label: "'Customer saved'",
          toast: { type: 'success', title: 'Customer saved' },
          verdict: TAKEN,
        },
        { type: 'toast.pause', label: 'toast 1', id: 1, verdict: TAKEN },
        { type: 'toast.resume', label: 'toast 1', id: 1, verdict: TAKEN },
        { type: 'toast.expire', label: 'toast 1', id: 1, verdict: TAKEN },
      ],
    },
    {
      name: 'a paused toast does not time out',
      events: [
        {
          type: 'toast.add',
          label: "'Draft kept', 2 s",
          toast: { type: 'info', title: 'Draft kept', timeout: 2000 },
          verdict: TAKEN,
        },
        { type: 'toast.pause', label: 'toast 1', id: 1, verdict: TAKEN },
        { type: 'toast.expire', label: 'toast 1 while paused', id: 1, verdict: IGNORED },
      ],
    },
  ],
  describe: {
    'toast.add': 'a toast is shown',
    'toast.dismiss': 'the toast is dismissed',
    'toast.pointerEnter': 'the pointer comes onto the toast',
    'toast.pause': 'the pointer rests on the toast, or it has keyboard focus',
    'toast.resume': 'the pointer or focus leaves the toast',
    'toast.expire': "the toast's time runs out",
    'toast.clear': 'all toasts are cleared',
    'loader.show': 'the loader is shown',
    'loader.hide': 'the loader is hidden',
    'banner.set': 'a banner is set',
    'banner.clear': 'the banner is cleared',
    'network.offline': 'the browser goes offline',
    'network.online': 'the browser comes back online',
  },
});
