import type { ActorRefFrom } from 'xstate';
import type { notificationsMachine, ToastInput, ToastType } from '../../machines/notifications';

export type NotificationsRef = ActorRefFrom<typeof notificationsMachine>;

/** The one place a toast is added, by screens and by the app alike. */
export function pushToast(
  notifications: Pick<NotificationsRef, 'send'>,
  toast: ToastInput & { type: ToastType },
) {
  notifications.send({ type: 'toast.add', toast });
}
