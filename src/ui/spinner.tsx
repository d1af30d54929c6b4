import { css, cx } from 'styled-system/css';

const spinnerStyle = css({
  display: 'inline-block',
  flexShrink: 0,
  w: 'icon',
  h: 'icon',
  borderWidth: 'thick',
  borderStyle: 'solid',
  borderColor: 'current',
  borderRightColor: 'transparent',
  borderRadius: 'full',
  animation: 'spin',
});

/** A decorative spinner; announce progress with a role=status text next to it (see LoadingState). */
export function Spinner({ className }: { className?: string }) {
  return <span aria-hidden="true" className={cx(spinnerStyle, className)} />;
}
