import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { notificationsMachine } from '../../machines/notifications';

/** Real notifications actor with a spy on reportDismissed, on the given clock (or the default one). */
function start(clock?: SimulatedClock) {
  const reportDismissed = vi.fn();
  const machine = notificationsMachine.provide({
    actions: { reportDismissed: (_, params) => reportDismissed(params) },
  });
  const actor = createActor(machine, clock ? { clock } : {}).start();
  return { actor, reportDismissed };
}

const ids = (actor: ReturnType<typeof start>['actor']) =>
  actor.getSnapshot().context.toasts.map((toast) => toast.id);

describe('toast timers on a SimulatedClock', () => {
  it('dismisses after the default 4000 ms and reports the timeout', () => {
    const clock = new SimulatedClock();
    const { actor, reportDismissed } = start(clock);
    actor.send({ type: 'toast.add', toast: { title: 'Saved' } });
    clock.increment(3999);
    expect(ids(actor)).toEqual([1]);
    clock.increment(1);
    expect(ids(actor)).toEqual([]);
    expect(reportDismissed).toHaveBeenCalledWith({ id: 1, reason: 'timeout' });
  });

  it('pauses and resumes with the remaining time, however often', () => {
    const clock = new SimulatedClock();
    const { actor } = start(clock);
    actor.send({ type: 'toast.add', toast: { title: 'Saved', timeout: 3000 } });
    clock.increment(1000);
    actor.send({ type: 'toast.pause', id: 1 });
    clock.increment(60_000);
    expect(ids(actor)).toEqual([1]);
    actor.send({ type: 'toast.resume', id: 1 });
    clock.increment(1500);
    actor.send({ type: 'toast.pause', id: 1 });
    clock.increment(5000);
    actor.send({ type: 'toast.resume', id: 1 });
    clock.increment(499);
    expect(ids(actor)).toEqual([1]);
    clock.increment(1);
    expect(ids(actor)).toEqual([]);
  });

  it('keeps one timer per toast and never times out a persistent one', () => {
    const clock = new SimulatedClock();
    const { actor, reportDismissed } = start(clock);
    actor.send({ type: 'toast.add', toast: { title: 'A', timeout: 1000 } });
    actor.send({ type: 'toast.add', toast: { title: 'B', timeout: 0 } });
    actor.send({ type: 'toast.add', toast: { title: 'C', timeout: 2000 } });
    actor.send({ type: 'toast.add', toast: { title: 'D', timeout: null } });
    actor.send({ type: 'toast.add', toast: { title: 'E', timeout: '' } });
    expect(Object.keys(actor.getSnapshot().children).sort()).toEqual(['toast-1-timer', 'toast-3-timer']);
    clock.increment(1000);
    expect(ids(actor)).toEqual([2, 3, 4, 5]);
    clock.increment(1000);
    expect(ids(actor)).toEqual([2, 4, 5]);
    clock.increment(1_000_000);
    expect(ids(actor)).toEqual([2, 4, 5]);
    expect(reportDismissed.mock.calls).toEqual([
      [{ id: 1, reason: 'timeout' }],
      [{ id: 3, reason: 'timeout' }],
    ]);
  });

  it('stops the timer of a dismissed or cleared toast', () => {
    const clock = new SimulatedClock();
    const { actor, reportDismissed } = start(clock);
    actor.send({ type: 'toast.add', toast: { title: 'A' } });
    actor.send({ type: 'toast.add', toast: { title: 'B' } });
    actor.send({ type: 'toast.dismiss', id: 1, reason: 'manual' });
    actor.send({ type: 'toast.clear' });
    expect(actor.getSnapshot().children).toEqual({});
    clock.increment(10_000);
    expect(reportDismissed.mock.calls).toEqual([[{ id: 1, reason: 'manual' }]]);
  });
});

describe('toast timers on vitest fake timers (the default clock)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pauses and resumes with the remaining time', async () => {
    vi.useFakeTimers();
    const { actor, reportDismissed } = start();
    actor.send({ type: 'toast.add', toast: { title: 'Saved' } });
    await vi.advanceTimersByTimeAsync(2500);
    actor.send({ type: 'toast.pause', id: 1 });
    await vi.advanceTimersByTimeAsync(30_000);
    actor.send({ type: 'toast.resume', id: 1 });
    await vi.advanceTimersByTimeAsync(1499);
    expect(ids(actor)).toEqual([1]);
    await vi.advanceTimersByTimeAsync(1);
    expect(ids(actor)).toEqual([]);
    expect(reportDismissed).toHaveBeenCalledWith({ id: 1, reason: 'timeout' });
  });
});
