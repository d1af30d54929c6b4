import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import {
  BACK_ONLINE_TIMEOUT_MS,
  DEFAULT_TOAST_TIMEOUT_MS,
  notificationsMachine,
  notificationsSamples,
} from '../../machines/notifications';
import type { Executor, StepContext } from '../../scripts/lib/machine-graph/runner';
import { describeModel } from './harness';

type Snapshot = SnapshotFrom<typeof notificationsMachine>;

/**
 * The test's own clock oracle: each toast's remaining time, as the spec says it should run (time
 * passes while a toast is shown; hovering pauses it; leaving resumes with what was left).
 */
interface TimerOracle {
  remaining: number;
  startedAt: number;
  running: boolean;
}

const timersOf = (context: StepContext): Map<number, TimerOracle> => {
  let timers = context.scratch.get('timers') as Map<number, TimerOracle> | undefined;
  if (!timers) {
    timers = new Map();
    context.scratch.set('timers', timers);
  }
  return timers;
};

const snapshotOf = (context: StepContext) => context.actor.getSnapshot() as Snapshot;
const eventId = (context: StepContext) => (context.step.event as unknown as { id: number }).id;
const remainingOf = (timer: TimerOracle, now: number) =>
  timer.running ? timer.remaining - (now - timer.startedAt) : timer.remaining;

/** How far the clock may move without expiring a running toast the step is not about. */
function safeAdvance(context: StepContext, wanted: number, exceptId?: number): number {
  let limit = wanted;
  for (const [id, timer] of timersOf(context)) {
    if (id === exceptId || !timer.running) continue;
    if (!snapshotOf(context).context.toasts.some((toast) => toast.id === id)) continue;
    limit = Math.min(limit, remainingOf(timer, context.clock.now()) - 1);
  }
  return Math.max(0, limit);
}

const pause: Executor = (context) => {
  // the toast has been on screen for a while before the pointer rests on it
  context.clock.increment(safeAdvance(context, 1000));
  const timer = timersOf(context).get(eventId(context));
  const hadRunningTimer = snapshotOf(context).context.toasts.some(
    (toast) => toast.id === eventId(context) && toast.timeout !== null && !toast.paused,
  );
  context.actor.send(context.step.event);
  if (timer && hadRunningTimer) {
    timer.remaining = remainingOf(timer, context.clock.now());
    timer.running = false;
  }
};

const resume: Executor = (context) => {
  const timer = timersOf(context).get(eventId(context));
  const wasPaused = snapshotOf(context).context.toasts.some(
    (toast) => toast.id === eventId(context) && toast.paused,
  );
  context.actor.send(context.step.event);
  if (timer && wasPaused) {
    timer.startedAt = context.clock.now();
    timer.running = true;
  }
};

/** The timer itself must dismiss the toast: move the clock to its deadline instead of sending. */
const expire: Executor = async (context) => {
  const id = eventId(context);
  const timer = timersOf(context).get(id);
  const shown = () => snapshotOf(context).context.toasts.some((toast) => toast.id === id);
  if (timer?.running && shown()) {
    const remaining = remainingOf(timer, context.clock.now());
    context.clock.increment(remaining - 1);
    await context.settle();
    if (!shown()) context.fail(`toast ${id} left ${1} ms before its remaining ${remaining} ms`);
    context.clock.increment(1);
    return;
  }
  // paused or persistent: time passes and nothing happens
  context.clock.increment(safeAdvance(context, 10_000, id));
};

describeModel({
  name: 'notifications',
  machine: notificationsMachine,
  samples: notificationsSamples,
  notTaken: [
    {
      transition: '(root) --toast.pointerEnter [isTimerRunning]--> (stays)',
      why: 'its pause arrives POINTER_REST_MS later on the clock; notifications.pointer-rest.test.ts runs it',
    },
  ],
  executors: {
    'toast.pause': pause,
    'toast.resume': resume,
    'toast.expire': expire,
  },
  onStep: (report, context) => {
    const snapshot = report.actual as Snapshot;
    const { toasts, loader, banner, online, offlineToastId } = snapshot.context;
    const timers = timersOf(context);
    for (const toast of toasts) {
      if (toast.timeout !== null && !timers.has(toast.id)) {
        timers.set(toast.id, { remaining: toast.timeout, startedAt: context.clock.now(), running: true });
      }
    }

    // every timed toast has its own timer child, and nothing else does
    expect(Object.keys(snapshot.children).sort()).toEqual(
      toasts.filter((toast) => toast.timeout !== null).map((toast) => `toast-${toast.id}-timer`),
    );
    expect(online).toBe(snapshot.matches('online'));

    const { event } = report;
    const dismissed = report.actions.filter((action) => action.type === 'reportDismissed');
    switch (event.type) {
      case 'toast.add': {
        const added = toasts.at(-1)!;
        const input = event.toast;
        // ids increase one by one and are never reused, even after dismissals and clears
        const before = report.path.steps[report.index - 1]!.before.context as Snapshot['context'];
        expect(added.id).toBe(before.nextId);
        expect(snapshot.context.nextId).toBe(added.id + 1);
        expect(toasts.slice(0, -1).every((toast) => toast.id < added.id)).toBe(true);
        expect(added.type).toBe(input.type ?? 'info');
        const timeout = input.timeout;
        expect(added.timeout).toBe(
          timeout === undefined
            ? DEFAULT_TOAST_TIMEOUT_MS
            : typeof timeout === 'number' && timeout > 0
              ? timeout
              : null,
        );
        expect(added.dismissible).toBe(input.dismissible ?? true);
        if (input.action?.label?.trim()) {
          expect(added.action).toEqual({
            label: input.action.label,
            ariaLabel: input.action.label,
            handlerId: input.action.handlerId,
          });
        } else expect(added.action).toBeNull();
        break;
      }
      case 'toast.dismiss':
        if (report.verdict?.accepted) {
          expect(toasts.some((toast) => toast.id === event.id)).toBe(false);
          expect(dismissed).toEqual([
            { type: 'reportDismissed', params: { id: event.id, reason: event.reason } },
          ]);
        } else expect(dismissed).toEqual([]);
        if (event.reason === 'action') {
          // the action button runs the handler the toast was added with, then dismisses it
          const before = report.path.steps[report.index - 1]!.before.context as Snapshot['context'];
          const handlerId = before.toasts.find((toast) => toast.id === event.id)?.action?.handlerId;
          expect(report.actions).toEqual([
            { type: 'runToastAction', params: { id: event.id, handlerId } },
            { type: 'reportDismissed', params: { id: event.id, reason: 'action' } },
          ]);
        }
        break;
      case 'toast.expire':
        if (report.verdict?.accepted) {
          expect(toasts.some((toast) => toast.id === event.id)).toBe(false);
          expect(dismissed).toEqual([
            { type: 'reportDismissed', params: { id: event.id, reason: 'timeout' } },
          ]);
        } else expect(dismissed).toEqual([]);
        break;
      case 'toast.pointerEnter':
        if (report.verdict?.accepted)
          expect(toasts.find((toast) => toast.id === event.id)?.paused).toBe(true);
        break;
      case 'toast.pause':
      case 'toast.resume':
        // the executors' clock oracle checks the remaining time; here the flag the view shows
        if (report.verdict?.accepted) {
          const paused = event.type === 'toast.pause';
          expect(toasts.find((toast) => toast.id === event.id)?.paused).toBe(paused);
        }
        break;
      case 'toast.clear':
        expect(toasts).toEqual([]);
        expect(offlineToastId).toBeNull();
        expect(dismissed).toEqual([]);
        break;
      case 'loader.show':
        expect(loader).toEqual({ isVisible: true, message: event.message ?? '' });
        break;
      case 'loader.hide':
        expect(loader).toEqual({ isVisible: false, message: '' });
        break;
      case 'banner.set':
        expect(banner).toEqual({ type: 'success', title: 'Account created', message: '' });
        break;
      case 'banner.clear':
        expect(banner).toBeNull();
        break;
      case 'network.offline': {
        const notice = toasts.find((toast) => toast.id === offlineToastId);
        expect(notice).toMatchObject({ type: 'error', title: 'You appear to be offline', timeout: null });
        break;
      }
      case 'network.online':
        expect(offlineToastId).toBeNull();
        expect(toasts.some((toast) => toast.title === 'You appear to be offline')).toBe(false);
        expect(toasts.at(-1)).toMatchObject({
          type: 'success',
          title: 'Back online',
          timeout: BACK_ONLINE_TIMEOUT_MS,
        });
        break;
    }
  },
});
