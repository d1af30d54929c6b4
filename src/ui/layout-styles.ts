import { css, cva } from 'styled-system/css';

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
export const tileStyle = css({ p: '3', border: 'default', borderRadius: 'md' });

/** A page: its header and sections in one column, 24 px apart. */
export const pageStyle = css({ display: 'flex', flexDirection: 'column', gap: '6' });

/** A record's facts as a definition list: each label (dt) muted beside its value (dd). */
export const factsStyle = css({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: '4',
  rowGap: '2',
  fontSize: 'sm',
  '& dt': { color: 'fg.muted' },
  '& dd': { m: '0', minW: '0', overflowWrap: 'anywhere' },
});

/** An outlined surface holding one group of a page's content (a form's fields, a card of a roster). */
export const surfaceStyle = css({ p: '5', bg: 'bg.surface', border: 'default', borderRadius: 'lg' });

/**
 * A selectable item of a navigation list (the sidebar's links, the statechart page's machines): muted
 * on hover, the accent while it is the current page (aria-current) or the pressed choice (aria-pressed).
 */
export const navItemStyle = css({
  px: '3',
  borderRadius: 'md',
  color: 'fg.default',
  fontSize: 'sm',
  textAlign: 'start',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle' },
  '&[aria-current=page], &[aria-pressed=true]': {
    bg: 'accent.subtle',
    color: 'accent.fg',
    fontWeight: 'semibold',
  },
});

/**
 * The grids a page's panels sit in, stacked on a phone: `wideAndNarrow`, a wide column and a narrower
 * one from lg (3 : 2, the static pages' panels); `twoUp`, two to a row from md; `threeUp`, three equal
 * columns from md (a board); `listAndDetail`, a narrow list (14rem) beside its chosen item's detail
 * from lg.
 */
export const columnsRecipe = cva({
  base: { display: 'grid', gap: '4' },
  variants: {
    layout: {
      wideAndNarrow: {
        gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
        alignItems: 'start',
      },
      twoUp: { gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' }, alignItems: 'start' },
      threeUp: { gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' } },
      listAndDetail: {
        gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: '14rem minmax(0, 1fr)' },
        gap: '6',
        alignItems: 'start',
      },
    },
  },
});

export const wideAndNarrowStyle = columnsRecipe({ layout: 'wideAndNarrow' });
export const twoUpStyle = columnsRecipe({ layout: 'twoUp' });
export const threeUpStyle = columnsRecipe({ layout: 'threeUp' });
export const listAndDetailStyle = columnsRecipe({ layout: 'listAndDetail' });
