import { useSelector as useStoreSelector } from '@xstate/store-react';
import { lazyRecovering } from '../../kit/chunk-recovery';
import { Suspense, useState, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { hasAnyRole } from '../../domain/session';
import { breadcrumbs } from '../breadcrumbs';
import { visibleNavItems } from '../navigation';
import { recentRecordLinks } from '../recent-records';
import { connectSession } from '../../../machines/session';
import { useServices } from '../../kit/services';
import { useView } from '../../kit/use-view';
import { BELL_TOAST, pushToast } from '../toasts';
import { AppLayout } from './app-layout';
import { BreadcrumbsNav } from './breadcrumbs-nav';
import DataSourceSwitch from './data-source-switch';
import { sidebarPages } from './global-search';
import { Header } from './header';
import { useOpenedOnce } from './opened-once';
import { RecentRecords } from './recent-records';
import { Sidebar } from './sidebar';
import { MOBILE_QUERY, useMediaQuery } from '../../ui';

// Below 768 px only, and only once opened: desktop pages never load Ark's dialog for it.
const NavigationDrawer = lazyRecovering(() => import('./drawer'));
// Only once a session has expired under the user: most visits never load it.
const SessionExpiredDialog = lazyRecovering(() => import('./session-expired-dialog'));

/**
 * The signed-in frame around every non-guest page: wires the layout to the session (user, roles,
 * sign-out), the preferences (rail, recent records) and the notifications (bell).
 */
export default function AuthenticatedFrame({
  pathname,
  children,
}: {
  pathname: string;
  children: ReactNode;
}) {
  const services = useServices();
  const { session, notifications, preferences, recordLabels } = services;
  const { user, roles, signOut: endSession } = useView(session, connectSession);
  const collapsed = useStoreSelector(preferences, (snapshot) => snapshot.context.sidebarCollapsed);
  const showRecent = useStoreSelector(preferences, (snapshot) => snapshot.context.showRecentRecords);
  const recent = useStoreSelector(preferences, (snapshot) => snapshot.context.recentDetailViews);
  const labels = useStoreSelector(recordLabels, (snapshot) => snapshot.context.labels);
  const isMobile = useMediaQuery(MOBILE_QUERY);
  // Whether the drawer is open is view state: it closes on navigation and never outlives the page.
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerWanted = useOpenedOnce(drawerOpen);
  const sessionExpired = useView(session, connectSession, (view) => view.expired !== null);
  const expiredDialogWanted = useOpenedOnce(sessionExpired);

  const items = visibleNavItems(roles);
  const isAdmin = hasAnyRole(roles, ['admin']);
  // Issue 40: the header search finds staff records; a customer's own pages are in their sidebar.
  const isStaff = hasAnyRole(roles, ['employee', 'admin']);

  const signOut = () => {
    setDrawerOpen(false);
    // Seed A: Sign out ends the session and goes to login (without a redirect back here).
    services.navigate('/', { replace: false });
    endSession();
  };
  const sidebar = (inDrawer: boolean) => (
    <Sidebar
      items={items}
      pathname={pathname}
      collapsed={inDrawer ? false : collapsed}
      onToggleCollapsed={inDrawer ? undefined : () => preferences.trigger.toggleSidebar()}
      onSignOut={signOut}
      onNavigate={inDrawer ? () => setDrawerOpen(false) : undefined}
    />
  );

  return (
    <>
      <AppLayout
        collapsed={collapsed}
        sidebar={sidebar(false)}
        header={
          <Header
            isMobile={isMobile}
            onOpenNavigation={() => setDrawerOpen(true)}
            search={isStaff ? { roles, pages: sidebarPages(items) } : undefined}
            dataSource={isAdmin && !isMobile ? <DataSourceSwitch /> : undefined}
            onBell={() => pushToast(notifications, BELL_TOAST)}
            email={user?.email ?? ''}
          />
        }
        breadcrumbs={<BreadcrumbsNav crumbs={breadcrumbs(pathname, labels)} />}
        recent={showRecent ? <RecentRecords records={recentRecordLinks(recent)} /> : null}
      >
        {children}
      </AppLayout>
      {expiredDialogWanted && (
        <Suspense fallback={null}>
          <SessionExpiredDialog onSignOut={signOut} />
        </Suspense>
      )}
      {isMobile && drawerWanted && (
        <Suspense fallback={null}>
          <NavigationDrawer open={drawerOpen} onOpenChange={setDrawerOpen}>
            {/* Small screens have no room in the header: the email and the switch move here. */}
            <div
              className={css({
                display: 'flex',
                flexDirection: 'column',
                gap: '3',
                px: '4',
                pt: '14',
                flexShrink: 0,
              })}
            >
              <p className={css({ fontSize: 'sm', color: 'fg.muted', truncate: true })}>{user?.email}</p>
              {isAdmin && <DataSourceSwitch />}
            </div>
            {sidebar(true)}
          </NavigationDrawer>
        </Suspense>
      )}
    </>
  );
}
