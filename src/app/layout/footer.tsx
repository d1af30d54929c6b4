import { css } from 'styled-system/css';
import { BUILD_VERSION } from '../../domain/version';

/** The footer on every page: the build version (seed B §9: 0.1). */
export function Footer() {
  return (
    <footer className={css({ py: '4', px: '6', fontSize: 'xs', color: 'fg.muted', textAlign: 'center' })}>
      Card grading back office · Version {BUILD_VERSION}
    </footer>
  );
}
