import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  DEFAULT_TOAST_TIMEOUT_MS,
  notificationsMachine,
  POINTER_REST_MS,
} from '../../machines/notifications';

/** Issue 37 item 11 (decision 0353): a toast waits only while the pointer rests on it or it has focus. */
function showToast() {
  const clock = new SimulatedClock();
  const actor = createActor(notificationsMachine, { clock }).start();
  actor.send({ type: 'toast.add', toast: { type: 'success', title: 'Customer saved' } });
  const toast = () => actor.getSnapshot().context.toasts.find((shown) => shown.id === 1);
  return { clock, actor, toast };
}

describe('toast pause: resting, not passing over', () => {
  it('a pointer passing over a toast on its way to a button does not pause it: it times out on time', () => {
    const { clock, actor, toast } = showToast();
    clock.increment(1000);
    actor.send({ type: 'toast.pointerEnter', id: 1 });
    clock.increment(POINTER_REST_MS - 100);
    expect(toast()?.paused).toBe(false);
    actor.send({ type: 'toast.resume', id: 1 }); // the pointer leaves
    clock.increment(1000);
    expect(toast()?.paused).toBe(false); // the pause it would have had never comes
    clock.increment(DEFAULT_TOAST_TIMEOUT_MS - 1000 - (POINTER_REST_MS - 100) - 1000);
    expect(toast()).toBeUndefined();
  });

  it('a pointer that rests on a toast pauses it until it leaves, then it runs out the time it had', () => {
    const { clock, actor, toast } = showToast();
    actor.send({ type: 'toast.pointerEnter', id: 1 });
    clock.increment(POINTER_REST_MS);
    expect(toast()?.paused).toBe(true);
    clock.increment(DEFAULT_TOAST_TIMEOUT_MS * 3);
    expect(toast()).toBeDefined();
    actor.send({ type: 'toast.resume', id: 1 });
    expect(toast()?.paused).toBe(false);
    clock.increment(DEFAULT_TOAST_TIMEOUT_MS - POINTER_REST_MS - 1);
    expect(toast()).toBeDefined();
    clock.increment(1);
    expect(toast()).toBeUndefined();
  });

  it('keyboard focus on a toast pauses it at once', () => {
    const { clock, actor, toast } = showToast();
    actor.send({ type: 'toast.pause', id: 1 });
    expect(toast()?.paused).toBe(true);
    clock.increment(DEFAULT_TOAST_TIMEOUT_MS * 2);
    expect(toast()).toBeDefined();
  });
});
