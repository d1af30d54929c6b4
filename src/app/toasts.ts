import type { ActorRefFrom } from 'xstate';
import type { notificationsMachine, ToastInput, ToastType } from '../../machines/notifications';

export type NotificationsRef = ActorRefFrom<typeof notificationsMachine>;

/** The one place the app adds a toast. */
export function pushToast(
  notifications: Pick<NotificationsRef, 'send'>,
  toast: ToastInput & { type: ToastType },
) {
  notifications.send({ type: 'toast.add', toast });
}

/** Seed A §8/§9: the bell's answer, shown for 2000 ms. */
export const BELL_TOAST = {
  type: 'info',
  title: 'All caught up',
  message: 'No unread notifications right now.',
  timeout: 2000,
} as const satisfies ToastInput;
