import { css } from 'styled-system/css';

// Layouts several screens share, so each screen states only what is its own (a gap, a direction).

/** A list without bullets, indent or margins: lists laid out as rows, cards or a menu. */
export const plainListStyle = css({ listStyle: 'none', m: '0', p: '0' });
