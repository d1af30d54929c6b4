import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../index.css';
import { App } from './App';
import type { InspectionEvent } from 'xstate';
import { appInspection } from './app-inspection';
import { createInspection, wantsStatelyInspector } from '../lib/inspection/inspect';
import { loadUpdateHost, preloadWhileSigningIn } from './preload';
import { RouteErrorBoundary } from './route-error-boundary';
import { StartReporting } from './reporting/start-reporting';
import { launchApp } from './start';

/** How long after start-up the update check begins. */
const UPDATE_CHECK_START_MS = 60_000;

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to mount the app into.');
const root = createRoot(container);

// Seed A §4 / seed B §4: session hydration is attempted first (it starts here, before the first
// render). The shell paints the guest pages at once, the sign-in button busy until recovery ends, and
// holds every other page on "Checking your session…" until it has ended: the guard waits for it.
const apiBaseUrl = import.meta.env.VITE_API_BASE_URL || '/api';
// Error reporting only with a DSN; without one the build has no SDK chunk at all.
const sentryDsn = import.meta.env.VITE_SENTRY_DSN;
// Every actor reports to the in-app recorder (the statechart page); `?inspect=stately` also connects
// the external Stately inspector (customer and user data masked before anything leaves the page).
const stately = wantsStatelyInspector(window.location.search)
  ? createInspection(window.location.search)
  : undefined;
const inspect = (event: InspectionEvent) => {
  appInspection.inspect(event);
  stately?.(event);
};
const { services } = launchApp({
  forceApi: import.meta.env.VITE_FORCE_API === 'true',
  apiBaseUrl,
  inspect,
  inspection: appInspection,
  clearOldCaches: true,
});
preloadWhileSigningIn(services.session);
// As a transition, React renders the first page in slices of a few milliseconds rather than in one
// long task, so the page stays responsive (Lighthouse's total blocking time) while it starts.
startTransition(() => {
  root.render(
    <StrictMode>
      {/* The last resort: the shell's per-route boundaries keep the frame; this keeps a page at all. */}
      <RouteErrorBoundary>
        <App services={services} />
      </RouteErrorBoundary>
      {sentryDsn && (
        <StartReporting
          config={{
            dsn: sentryDsn,
            apiBaseUrl,
            origin: window.location.origin,
            release: `${__APP_BUILD__.version}+${__APP_BUILD__.commit}`,
            environment: import.meta.env.MODE,
          }}
          load={() => import('./reporting/sentry').then((module) => module.startSentry)}
          session={services.session}
        />
      )}
    </StrictMode>,
  );
});

// The update check (its machine and notice) starts a minute after start-up: a page that has just
// loaded is the newest build, and the first read is due after five minutes anyway. Its chunk comes
// with the signed-in frame (preload.ts), so it is in the tab before any later deploy.
window.setTimeout(() => {
  loadUpdateHost()
    .then(({ mountUpdates }) =>
      mountUpdates({ running: import.meta.env.PROD ? __APP_BUILD__ : null, inspect }),
    )
    .catch((error: unknown) => console.warn('[update check] failed to load', error));
}, UPDATE_CHECK_START_MS);
