import { fromCallback, type ActorSystem } from 'xstate';
import type { ToastTimerEvent, ToastTimerInput } from './notifications.types';

/** The child id of a toast's timer. */
export const toastTimerId = (toastId: number): string => `toast-${toastId}-timer`;

/**
 * One toast's auto-dismiss timer, on the actor system's clock (the browser's timers in the app, a
 * SimulatedClock or fake timers in tests). Pausing keeps the remaining time; resuming restarts the
 * countdown from it. When it runs out it sends `toast.expire` to the notifications machine.
 */
export const toastTimerLogic = fromCallback<ToastTimerEvent, ToastTimerInput>(
  ({ input, sendBack, receive, system }) => {
    const clock = system._clock as ActorSystem<never>['_clock'] & { now?: () => number };
    const now = () => (typeof clock.now === 'function' ? clock.now() : Date.now());
    let remaining = input.timeout;
    let startedAt = now();
    let handle: unknown;

    const start = () => {
      startedAt = now();
      handle = clock.setTimeout(() => {
        handle = undefined;
        remaining = 0;
        sendBack({ type: 'toast.expire', id: input.id });
      }, remaining);
    };
    const stop = () => {
      if (handle === undefined) return;
      clock.clearTimeout(handle);
      handle = undefined;
    };

    start();
    receive((event) => {
      if (event.type === 'toastTimer.pause' && handle !== undefined) {
        stop();
        remaining = Math.max(0, remaining - (now() - startedAt));
      } else if (event.type === 'toastTimer.resume' && handle === undefined && remaining > 0) {
        start();
      }
    });
    return stop;
  },
);
