import { css } from 'styled-system/css';
import { connectNotifications, type Toast } from '../../machines/notifications';
import { Spinner, ToastRegion, type ToastData } from '../ui';
import { useServices } from '../kit/services';
import { useView } from '../kit/use-view';

const toToastData = (toast: Toast): ToastData => ({
  id: String(toast.id),
  type: toast.type,
  title: toast.title,
  message: toast.message || undefined,
  action: toast.action ? { label: toast.action.label, ariaLabel: toast.action.ariaLabel } : undefined,
  dismissible: toast.dismissible,
});

/** The global loader (notifications' loader.show / loader.hide): a bar with its message. */
function LoaderBar() {
  const { notifications } = useServices();
  const loader = useView(notifications, connectNotifications, (view) => view.loader);
  if (!loader.isVisible) return null;
  return (
    <div
      role="status"
      className={css({
        display: 'flex',
        position: 'fixed',
        top: '0',
        insetInline: '0',
        zIndex: 'toast',
        justifyContent: 'center',
        alignItems: 'center',
        gap: '2',
        py: '1.5',
        bg: 'accent.default',
        color: 'fg.onAccent',
        fontSize: 'sm',
      })}
    >
      <Spinner />
      {loader.message || 'Loading…'}
    </div>
  );
}

/** The toast region and the global loader on every page, from the notifications actor. */
export default function ToastHost() {
  const { notifications } = useServices();
  const { toasts, dismiss, runAction, pointerEnter, pause, resume } = useView(
    notifications,
    connectNotifications,
  );
  return (
    <>
      <LoaderBar />
      <ToastRegion
        toasts={toasts.map(toToastData)}
        onDismiss={(id) => dismiss(Number(id))}
        onAction={(id) => runAction(Number(id))}
        onPointerEnter={(id) => pointerEnter(Number(id))}
        onPause={(id) => pause(Number(id))}
        onResume={(id) => resume(Number(id))}
      />
    </>
  );
}
