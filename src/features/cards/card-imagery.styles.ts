import { css, cx } from 'styled-system/css';
import { flex, stack } from 'styled-system/patterns';
import { plainListStyle, tileStyle } from '../../ui';

/** A photo that opens larger when clicked: borderless and clipped, with a zoom cursor and a focus ring. */
const zoomThumb = css({
  p: '0',
  bg: 'bg.subtle',
  borderWidth: 'none',
  borderRadius: 'sm',
  overflow: 'hidden',
  cursor: 'zoom-in',
  _focusVisible: { outlineWidth: 'thick', outlineStyle: 'solid', outlineColor: 'border.focus' },
});

export const styles = {
  panel: css({ display: 'flex', flexDirection: 'column', gap: '6' }),
  subheading: css({ fontSize: 'md', fontWeight: 'semibold', m: '0', mb: '3' }),
  grid: cx(
    plainListStyle,
    css({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))', gap: '4' }),
  ),
  serverCard: cx(
    tileStyle,
    css({ display: 'flex', flexDirection: 'column', gap: '1', bg: 'bg.surface', fontSize: 'sm' }),
  ),
  thumbButton: cx(
    zoomThumb,
    css({ display: 'block', w: 'full', h: '32', '& img': { w: 'full', h: 'full', objectFit: 'contain' } }),
  ),
  muted: css({ color: 'fg.muted', fontSize: 'sm' }),
  name: css({ fontWeight: 'medium', wordBreak: 'break-all' }),
  /** 'Estimated 9 · Graded PSA 10': read before the upload facts. */
  grade: css({ fontSize: 'sm', fontWeight: 'medium', overflowWrap: 'anywhere' }),
  dropZone: stack({
    align: 'center',
    gap: '2',
    p: '6',
    borderWidth: 'thick',
    borderStyle: 'dashed',
    borderColor: 'border.strong',
    borderRadius: 'md',
    bg: 'bg.subtle',
    textAlign: 'center',
    '&[data-dragging=true]': { borderColor: 'border.focus', bg: 'accent.subtle' },
  }),
  hiddenInput: css({ srOnly: true }),
  alert: flex({
    align: 'flex-start',
    justify: 'space-between',
    gap: '3',
    p: '3',
    borderWidth: 'thin',
    borderStyle: 'solid',
    borderColor: 'feedback.error.border',
    bg: 'feedback.error.bg',
    color: 'feedback.error.fg',
    borderRadius: 'md',
    fontSize: 'sm',
  }),
  alertTitle: css({ fontWeight: 'semibold', m: '0' }),
  localList: cx(plainListStyle, css({ display: 'flex', flexDirection: 'column', gap: '3' })),
  localCard: cx(
    tileStyle,
    css({
      display: 'grid',
      gridTemplateColumns: { base: '1fr', md: 'auto auto 1fr' },
      alignItems: 'start',
      gap: '4',
      bg: 'bg.surface',
    }),
  ),
  side: css({ display: 'flex', flexDirection: 'column', gap: '1', w: '40', fontSize: 'sm' }),
  sideThumb: cx(
    zoomThumb,
    flex({
      align: 'center',
      justify: 'center',
      w: '40',
      h: '40',
      '& img': { maxW: 'full', maxH: 'full', objectFit: 'contain' },
    }),
  ),
  emptySide: flex({
    align: 'center',
    justify: 'center',
    w: '40',
    h: '40',
    borderWidth: 'thin',
    borderStyle: 'dashed',
    borderColor: 'border.strong',
    borderRadius: 'sm',
    color: 'fg.muted',
    fontSize: 'sm',
  }),
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' }),
  cardInfo: css({ display: 'flex', flexDirection: 'column', gap: '2' }),
  progress: css({ w: 'full', h: '2', accentColor: 'accent.default' }),
  toolbar: css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' }),
  preview: css({ display: 'flex', justifyContent: 'center', '& img': { maxW: 'full', maxH: 'dvh' } }),
};
