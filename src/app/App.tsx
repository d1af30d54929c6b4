import { connectNotifications } from '../../machines/notifications';
import { Router } from 'wouter';
import { useOpenedOnce } from './layout/opened-once';
import { ServicesProvider, useServices, type AppServices } from '../kit/services';
import { useView } from '../kit/use-view';
import { Shell } from './shell';
import ToastHost from './toast-host';

/**
 * The toast region and the global loader, mounted once the notifications actor first has something to
 * show and kept from then on. Part of the first chunk (issue 37 item 4, decision 0352): what reports a
 * failure must never wait for a chunk that may not load (the server down, a deploy since).
 */
function Notifications() {
  const { notifications } = useServices();
  const showing = useView(notifications, connectNotifications, (view) => view.showing);
  const mounted = useOpenedOnce(showing);
  return mounted ? <ToastHost /> : null;
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
