import { css } from 'styled-system/css';
import { stack } from 'styled-system/patterns';

/** A section of Settings below the preferences (Change password, Demo data): a rule, a heading, a line. */
export const sectionStyle = stack({
  gap: '4',
  mt: '8',
  pt: '6',
  borderTopWidth: 'thin',
  borderTopStyle: 'solid',
  borderColor: 'border.default',
});
export const headingStyle = css({ fontSize: 'md', fontWeight: 'semibold', m: '0' });
export const textStyle = css({ color: 'fg.muted', fontSize: 'sm', m: '0' });
