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
export const fieldRowStyle = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: '1fr 1fr' },
  gap: '4',
});
