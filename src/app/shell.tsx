import { useSelector as useStoreSelector } from '@xstate/store-react';
import { createElement, Suspense } from 'react';
import { lazyRecovering } from '../kit/chunk-recovery';
import { Redirect, useLocation, useSearch } from 'wouter';
import { connectSession, type SessionView } from '../../machines/session';
import { GalleryRoute } from '../features/gallery/mount';
import { LoadingState } from '../ui/states';
import { pageTitle } from './breadcrumbs';
import { guard, type GuardSession } from './guards';
import DataSourceSwitch from './layout/data-source-switch';
import { GuestLayout } from './layout/guest-layout';
import { usePageTitle, useScrollRestoration } from './navigation-effects';
import { loadAuthenticatedFrame } from './preload';
import { titleFor } from './routes';
import { RouteErrorBoundary } from './route-error-boundary';
import { CrashWhenAsked, crashHookEnabled } from './reporting/test-crash';
import { preloadDashboard, screenFor } from './screens';
import { useServices } from '../kit/services';
import { useView } from '../kit/use-view';

const AuthenticatedFrame = lazyRecovering(loadAuthenticatedFrame);

/** Recovery (start-up or a data-mode change) is 'pending'; only a signed-in state counts as signed in. */
export function guardPhase(session: Pick<SessionView, 'restoring' | 'signedIn'>): GuardSession['phase'] {
  if (session.restoring) return 'pending';
  return session.signedIn ? 'signedIn' : 'signedOut';
}

export const GALLERY_PATH = '/dev/gallery';

function AfterNavigation({ entryKey }: { entryKey: string }) {
  useScrollRestoration(entryKey);
  return null;
}

/**
 * Routes the current location: runs the guard, picks the guest or signed-in frame, and renders the
 * route's lazily loaded screen. Re-runs on every navigation and every session change, so signing in,
 * signing out and switching persona all land on the right page.
 */
export function Shell() {
  const services = useServices();
  const [pathname] = useLocation();
  const search = useSearch();
  const phase = useView(services.session, connectSession, guardPhase);
  const roles = useView(services.session, connectSession, (session) => session.roles);
  const labels = useStoreSelector(services.recordLabels, (snapshot) => snapshot.context.labels);

  const decision = guard({ pathname, search, origin: window.location.origin }, { phase, roles });
  const Gallery = pathname === GALLERY_PATH ? GalleryRoute : null;
  usePageTitle(
    Gallery ? 'Component gallery' : decision.kind === 'redirect' ? null : pageTitle(pathname, labels),
  );
  if (Gallery) {
    // Development only (or VITE_ENABLE_GALLERY=true): the design system's gallery, outside the frames.
    return (
      <Suspense fallback={<LoadingState />}>
        <Gallery />
      </Suspense>
    );
  }
  // wouter's Redirect navigates once per mount: the key makes each hop (unknown → / → dashboard) its own.
  if (decision.kind === 'redirect')
    return <Redirect key={`${pathname}?${search}→${decision.to}`} to={decision.to} replace />;

  const { match } = decision;
  const title = titleFor(match);
  // Recovery and the signed-in frame's and dashboard's chunks load side by side, not one after another.
  if (decision.kind === 'wait') {
    void loadAuthenticatedFrame().catch(() => undefined);
    if (match.route.name === 'dashboard') preloadDashboard();
  }
  const page =
    decision.kind === 'wait' ? (
      <LoadingState message="Checking your session…" />
    ) : (
      // A screen that throws shows the error panel in its place, inside the frame (one per route).
      <RouteErrorBoundary resetKey={pathname} route={match.route.name}>
        <Suspense fallback={<LoadingState />}>
          {/* Screens are module-level lazy components (see screens.ts), looked up by route name. */}
          {createElement(screenFor(match.route.name), { key: pathname, title, params: match.params, search })}
          {crashHookEnabled && <CrashWhenAsked search={search} />}
          <AfterNavigation entryKey={`${pathname}${search ? `?${search}` : ''}`} />
        </Suspense>
      </RouteErrorBoundary>
    );

  if (match.route.guestOnly) {
    return (
      // The switch (two native selects) comes with the first script and paints with the card.
      <GuestLayout title={title} topBar={<DataSourceSwitch />}>
        {page}
      </GuestLayout>
    );
  }
  return (
    <Suspense fallback={<LoadingState />}>
      <AuthenticatedFrame pathname={pathname}>{page}</AuthenticatedFrame>
    </Suspense>
  );
}
