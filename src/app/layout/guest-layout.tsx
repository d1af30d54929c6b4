import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { Footer } from './footer';

/**
 * The guest pages' frame (seed A §2): the data-source switch at the top, a centred card holding the page
 * title and the form, and the footer.
 */
export function GuestLayout({
  title,
  topBar,
  children,
}: {
  title: string;
  topBar?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={css({ minH: 'dvh', display: 'flex', flexDirection: 'column', bg: 'bg.canvas' })}>
      <header
        className={css({
          display: 'flex',
          justifyContent: 'flex-end',
          gap: '3',
          px: '6',
          py: '3',
          minH: '12',
        })}
      >
        {topBar}
      </header>
      <main id="main" className={css({ flex: '1', display: 'grid', placeItems: 'center', px: '4', py: '6' })}>
        <section
          aria-labelledby="page-title"
          className={css({
            w: 'full',
            maxW: 'md',
            p: { base: '6', md: '8' },
            bg: 'bg.surface',
            border: 'default',
            borderRadius: 'xl',
            boxShadow: 'card',
          })}
        >
          <h1 id="page-title" className={css({ fontSize: '2xl', fontWeight: 'semibold', mb: '6' })}>
            {title}
          </h1>
          {children}
        </section>
      </main>
      <Footer />
    </div>
  );
}
