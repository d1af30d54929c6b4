export {
  notificationsMachine,
  createToast,
  normaliseTimeout,
  DEFAULT_TOAST_TIMEOUT_MS,
  BACK_ONLINE_TIMEOUT_MS,
  POINTER_REST_MS,
  OFFLINE_TOAST,
  BACK_ONLINE_TOAST,
} from './notifications.machine';
export { notificationsSamples } from './notifications.samples';
export { toastTimerLogic, toastTimerId } from './toastTimer';
export type * from './notifications.types';
export { connectNotifications, type NotificationsView } from './notifications.connect';
