import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

const sectionStyle = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const headingStyle = css({ fontSize: 'xl', fontWeight: 'semibold', pb: '2', borderBottom: 'default' });
export const rowStyle = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' });
export const gridStyle = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
  gap: '5',
  alignItems: 'start',
});

/** One titled block of the gallery. */
export function GallerySection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={sectionStyle} aria-label={title}>
      <h2 className={headingStyle}>{title}</h2>
      {children}
    </section>
  );
}
