import { css } from 'styled-system/css';

// Layouts several screens share, so each screen states only what is its own (a gap, a direction).

/** A list without bullets, indent or margins: lists laid out as rows, cards or a menu. */
export const plainListStyle = css({ listStyle: 'none', m: '0', p: '0' });

/** A record page's main column and its narrower side column from lg (1024 px); one column below. */
export const mainAndSideStyle = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
  gap: '6',
  alignItems: 'start',
});

/** An outlined box for one item among several, e.g. a workflow on the submission or a card to upload. */
export const tileStyle = css({
  p: '3',
  borderWidth: 'thin',
  borderStyle: 'solid',
  borderColor: 'border.default',
  borderRadius: 'md',
});
