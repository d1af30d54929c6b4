import { connectNotifications } from '../../machines/notifications';
import { lazy, Suspense, useEffect } from 'react';
import { Router } from 'wouter';
import { onFirstPress } from './first-press';
import { useOpenedOnce } from './layout/opened-once';
import { ServicesProvider, useServices, type AppServices } from '../kit/services';
import { useView } from '../kit/use-view';
import { Shell } from './shell';

const loadToastHost = () => import('./toast-host');
const ToastHost = lazy(loadToastHost);

/**
 * The toast region and the global loader, mounted once the notifications actor first has something to
 * show and kept from then on. Most visits to the sign-in page show nothing, so they never fetch it; the
 * first key or pointer press fetches it ahead, so a toast that follows an action does not wait for it.
 */
function Notifications() {
  const { notifications } = useServices();
  const showing = useView(notifications, connectNotifications, (view) => view.showing);
  const mounted = useOpenedOnce(showing);

  useEffect(() => onFirstPress(() => void loadToastHost().catch(() => undefined)), []);

  return mounted ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}

/** The whole app: services for the screens, history-style routing, and the toast region. */
export function App({ services }: { services: AppServices }) {
  return (
    <ServicesProvider services={services}>
      <Router>
        <Shell />
      </Router>
      <Notifications />
    </ServicesProvider>
  );
}
