import type { SnapshotFrom } from 'xstate';
import type { notificationsMachine } from './notifications.machine';
import type { Banner, LoaderState, NotificationsEvent, Toast } from './notifications.types';

type Snapshot = SnapshotFrom<typeof notificationsMachine>;

/** What the toast region, the loader bar and the sign-in banner bind. */
export interface NotificationsView {
  toasts: readonly Toast[];
  loader: LoaderState;
  banner: Banner | null;
  /** Something is on screen (a toast or the loader): the toast host is needed. */
  showing: boolean;
  /** The close button. */
  dismiss: (id: number) => void;
  /** The toast's action button: runs the action and closes the toast. */
  runAction: (id: number) => void;
  /** The pointer came onto a toast: its timer waits only if the pointer stays (POINTER_REST_MS). */
  pointerEnter: (id: number) => void;
  /** Keyboard focus is on a toast: its timer waits. */
  pause: (id: number) => void;
  resume: (id: number) => void;
}

export function connectNotifications(
  snapshot: Snapshot,
  send: (event: NotificationsEvent) => void,
): NotificationsView {
  const { toasts, loader, banner } = snapshot.context;
  return {
    toasts,
    loader,
    banner,
    showing: toasts.length > 0 || loader.isVisible,
    dismiss: (id) => send({ type: 'toast.dismiss', id, reason: 'manual' }),
    runAction: (id) => send({ type: 'toast.dismiss', id, reason: 'action' }),
    pointerEnter: (id) => send({ type: 'toast.pointerEnter', id }),
    pause: (id) => send({ type: 'toast.pause', id }),
    resume: (id) => send({ type: 'toast.resume', id }),
  };
}
