import { css } from 'styled-system/css';
import { BUILD_VERSION } from '../../domain/version';

// Each part is its own box, so the footer line never outweighs a page's heading as its largest paint.
const part = css({ display: 'inline-block' });

/** The footer on every page: the build version (seed B §9: 0.1). */
export function Footer() {
  return (
    <footer className={css({ py: '4', px: '6', fontSize: 'xs', color: 'fg.muted', textAlign: 'center' })}>
      <span className={part}>Card grading back office</span> ·{' '}
      <span className={part}>Version {BUILD_VERSION}</span>
    </footer>
  );
}
