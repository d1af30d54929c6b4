import { css, cx } from 'styled-system/css';
import { controlRecipe, fieldStyle, labelStyle } from './recipes';

const hidden = css({ visibility: 'hidden' });

/**
 * Holds the exact space of a labelled field (a label line over a control) while the real one loads,
 * so the page does not move when it arrives (a layout shift). Invisible and hidden from assistive
 * technology: it stands for nothing the user can use yet.
 */
export function FieldPlaceholder({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cx(fieldStyle, hidden, className)}>
      <span className={labelStyle}>&nbsp;</span>
      <span className={controlRecipe()} />
    </div>
  );
}
