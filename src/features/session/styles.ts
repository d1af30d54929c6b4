import { css } from 'styled-system/css';

export const formStyle = css({ display: 'flex', flexDirection: 'column', gap: '4' });
export const linkRowStyle = css({
  display: 'flex',
  justifyContent: 'space-between',
  gap: '4',
  fontSize: 'sm',
});
export const linkStyle = css({
  color: 'accent.fg',
  textDecoration: 'underline',
  _hover: { textDecoration: 'none' },
});
export const formErrorStyle = css({ color: 'fg.danger', fontSize: 'sm', fontWeight: 'medium' });
/** A message under one control, sized like the design system's field errors (e.g. the terms box). */
export const controlErrorStyle = css({ color: 'fg.danger', fontSize: 'xs', fontWeight: 'medium', mt: '1.5' });
export const fieldRowStyle = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: '1fr 1fr' },
  gap: '4',
});
