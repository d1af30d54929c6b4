import { Router } from 'wouter';
import { ServicesProvider, type AppServices } from '../kit/services';
import { Shell } from './shell';
import ToastHost from './toast-host';

/** The whole app: services for the screens, history-style routing, and the toast region. */
export function App({ services }: { services: AppServices }) {
  return (
    <ServicesProvider services={services}>
      <Router>
        <Shell />
      </Router>
      {/* In the page from the start, empty (the first chunk, decision 0352): the live region is there
          before the first toast, so that toast is announced as every later one is. */}
      <ToastHost />
    </ServicesProvider>
  );
}
