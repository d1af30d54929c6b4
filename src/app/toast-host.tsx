import { useSelector } from '@xstate/react';
import type { Toast } from '../../machines/notifications';
import { ToastRegion, type ToastData } from '../ui';
import { useServices } from './services';

const toToastData = (toast: Toast): ToastData => ({
  id: String(toast.id),
  type: toast.type,
  title: toast.title,
  message: toast.message || undefined,
  action: toast.action ? { label: toast.action.label, ariaLabel: toast.action.ariaLabel } : undefined,
  dismissible: toast.dismissible,
});

const sameToasts = (a: readonly Toast[], b: readonly Toast[]) => a === b;

/** The toast region on every page, showing the notifications actor's toasts and reporting intents. */
export default function ToastHost() {
  const { notifications } = useServices();
  const toasts = useSelector(notifications, (snapshot) => snapshot.context.toasts, sameToasts);
  const send = (type: 'toast.pause' | 'toast.resume', id: string) =>
    notifications.send({ type, id: Number(id) });
  return (
    <ToastRegion
      toasts={toasts.map(toToastData)}
      onDismiss={(id) => notifications.send({ type: 'toast.dismiss', id: Number(id), reason: 'manual' })}
      onAction={(id) => notifications.send({ type: 'toast.dismiss', id: Number(id), reason: 'action' })}
      onPause={(id) => send('toast.pause', id)}
      onResume={(id) => send('toast.resume', id)}
    />
  );
}
