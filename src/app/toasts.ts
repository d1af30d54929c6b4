import type { ToastInput } from '../../machines/notifications';

export { pushToast, type NotificationsRef } from '../kit/toasts';

/** Seed A §8/§9: the bell's answer, shown for 2000 ms. */
export const BELL_TOAST = {
  type: 'info',
  title: 'All caught up',
  message: 'No unread notifications right now.',
  timeout: 2000,
} as const satisfies ToastInput;
