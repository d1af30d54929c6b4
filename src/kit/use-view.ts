import { useSelector } from '@xstate/react';
import { useCallback, useSyncExternalStore } from 'react';
import type { ActorRef, EventObject, Snapshot } from 'xstate';

/**
 * Structural equality for view-models: plain objects and arrays compare by their entries, functions
 * (handlers that only send events) always match, anything else by identity. Views re-render when
 * what they show changes, not each time connect() builds a fresh object.
 */
export function sameView(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a === 'function' && typeof b === 'function') return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, index) => sameView(item, b[index]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => sameView(a[key], b[key]));
  }
  return false;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/**
 * The one way a view reads a machine: the `connect(snapshot, send)` beside the machine turns the
 * snapshot into what the view binds (flags, texts, handlers), so JSX never asks which state it is in.
 * `pick` narrows it when a component needs one part (the shell needs only the roles).
 */
export function useView<
  TSnapshot extends Snapshot<unknown>,
  TEvent extends EventObject,
  TView,
  TPicked = TView,
>(
  actor: ActorRef<TSnapshot, TEvent>,
  connect: (snapshot: TSnapshot, send: (event: TEvent) => void) => TView,
  pick: (view: TView) => TPicked = (view) => view as unknown as TPicked,
): TPicked {
  return useSelector(actor, (snapshot) => pick(connect(snapshot, actor.send)), sameView);
}

const noop = () => {};

/**
 * useView for a child actor that exists only part of the time (a dialog's machine, invoked while the
 * dialog is open): `connect` gets undefined while there is none, and says what a closed view shows.
 */
export function useChildView<TSnapshot extends Snapshot<unknown>, TEvent extends EventObject, TView>(
  actor: ActorRef<TSnapshot, TEvent> | undefined,
  connect: (snapshot: TSnapshot | undefined, send: (event: TEvent) => void) => TView,
): TView {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return noop;
      const subscription = actor.subscribe({ next: onChange, error: onChange, complete: onChange });
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const snapshot = useSyncExternalStore(subscribe, () => actor?.getSnapshot());
  return connect(snapshot, actor ? actor.send : noop);
}
