import { lazy, Suspense } from 'react';
import { Router } from 'wouter';
import { afterFirstPaintThen } from './preload';
import { ServicesProvider, type AppServices } from './services';
import { Shell } from './shell';

// Nothing to show at start-up: the region loads once the page has painted (toasts queue meanwhile).
const ToastHost = lazy(afterFirstPaintThen(() => import('./toast-host')));

/** The whole app: services for the screens, history-style routing, and the toast region. */
export function App({ services }: { services: AppServices }) {
  return (
    <ServicesProvider services={services}>
      <Router>
        <Shell />
      </Router>
      <Suspense fallback={null}>
        <ToastHost />
      </Suspense>
    </ServicesProvider>
  );
}
