import { css } from 'styled-system/css';

// The layout every form shares, so screens stop restating the same spacing.

/** A form's column of fields and buttons. */
export const formStyle = css({ display: 'flex', flexDirection: 'column', gap: '4' });
/** Two fields side by side from 768 px, stacked below. */
export const fieldRowStyle = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: '1fr 1fr' },
  gap: '4',
});
/** A row of links under a form (e.g. 'Reset password' and 'Sign up'). */
export const linkRowStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: '4',
  fontSize: 'sm',
});
/** A one-line message about the whole form (the field messages sit under their fields). */
export const formErrorStyle = css({ color: 'fg.danger', fontSize: 'sm', fontWeight: 'medium' });
