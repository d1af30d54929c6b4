import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { Footer } from './footer';

export interface AppLayoutProps {
  /** The sidebar's content for wide screens (the drawer holds it below 768 px). */
  sidebar: ReactNode;
  collapsed: boolean;
  header: ReactNode;
  breadcrumbs: ReactNode;
  /** The 'Recent records' strip, or nothing when the preference is off. */
  recent: ReactNode;
  children: ReactNode;
}

const asideStyle = css({
  hideBelow: 'md',
  position: 'sticky',
  top: '0',
  // Pinned at the viewport's height while the page scrolls, so its background runs the whole page.
  h: 'dvh',
  display: 'flex',
  flexDirection: 'column',
  flexShrink: 0,
  bg: 'bg.surface',
  borderInlineEnd: 'default',
  transitionProperty: 'size',
  transitionDuration: 'normal',
});

/** The signed-in frame (seed A §2): sidebar, header, breadcrumbs, recent records, page body, footer. */
export function AppLayout({ sidebar, collapsed, header, breadcrumbs, recent, children }: AppLayoutProps) {
  return (
    <div className={css({ display: 'flex', minH: 'dvh', bg: 'bg.canvas' })}>
      <a
        href="#main"
        className={css({
          srOnly: true,
          _focus: {
            srOnly: false,
            position: 'fixed',
            top: '2',
            insetStart: '2',
            zIndex: 'popover',
            p: '2',
            bg: 'bg.surface',
          },
        })}
      >
        Skip to content
      </a>
      <aside
        aria-label="Sidebar"
        className={cx(asideStyle, css({ w: collapsed ? 'sidebarRail' : 'sidebar' }))}
      >
        {sidebar}
      </aside>
      <div className={css({ flex: '1', minW: '0', display: 'flex', flexDirection: 'column' })}>
        {header}
        <div
          className={css({
            display: 'flex',
            flexDirection: 'column',
            gap: '3',
            px: { base: '4', md: '6' },
            pt: '4',
          })}
        >
          {breadcrumbs}
          {recent}
        </div>
        <main
          id="main"
          tabIndex={-1}
          // At least a screen tall, so the footer starts below the fold and is not pushed down (a
          // layout shift) when a page's content arrives after its loading state.
          className={css({
            flex: '1',
            minH: 'dvh',
            px: { base: '4', md: '6' },
            py: '4',
            _focus: { outline: 'none' },
          })}
        >
          {children}
        </main>
        <Footer />
      </div>
    </div>
  );
}
