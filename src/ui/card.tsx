import type { ReactNode } from 'react';
import { cx, sva } from 'styled-system/css';

const card = sva({
  slots: ['root', 'header', 'title', 'body', 'footer'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      bg: 'bg.surface',
      color: 'fg.default',
      border: 'default',
      borderRadius: 'lg',
      boxShadow: 'card',
    },
    header: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '3',
      px: '5',
      pt: '4',
    },
    title: { fontSize: 'md', fontWeight: 'semibold', m: '0' },
    body: { px: '5', py: '4', flex: '1' },
    footer: {
      display: 'flex',
      justifyContent: 'flex-end',
      gap: '2',
      px: '5',
      py: '3',
      borderTop: 'default',
    },
  },
});

export interface CardProps {
  title?: ReactNode;
  /** Heading level of the title (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** Controls at the end of the header, e.g. a Menu. */
  actions?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A surface grouping related content; with a title it is a labelled region (section). */
export function Card({ title, headingLevel = 3, actions, footer, children, className }: CardProps) {
  const styles = card();
  const Heading = `h${headingLevel}` as const;
  const body = (
    <>
      {(title || actions) && (
        <div className={styles.header}>
          {title && <Heading className={styles.title}>{title}</Heading>}
          {actions}
        </div>
      )}
      <div className={styles.body}>{children}</div>
      {footer && <div className={styles.footer}>{footer}</div>}
    </>
  );
  return title ? (
    <section className={cx(styles.root, className)}>{body}</section>
  ) : (
    <div className={cx(styles.root, className)}>{body}</div>
  );
}
