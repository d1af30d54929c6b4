import { css, cva, sva } from 'styled-system/css';

// Styles shared by several primitives: text-like controls and dropdown lists.

/** Text inputs, textareas, select triggers, combobox and number inputs. */
export const controlRecipe = cva({
  base: {
    display: 'flex',
    alignItems: 'center',
    w: 'full',
    minH: '10',
    px: '3',
    bg: 'bg.surface',
    color: 'fg.default',
    border: 'strong',
    borderRadius: 'md',
    fontSize: 'sm',
    textAlign: 'start',
    transitionProperty: 'common',
    transitionDuration: 'fast',
    _placeholder: { color: 'fg.subtle' },
    _focusVisible: { outlineOffset: '0' },
    // Not :invalid: an empty required field is not an error until the form says so.
    '&[data-invalid], &[aria-invalid=true]': { borderColor: 'border.danger' },
    _disabled: { opacity: 0.6, cursor: 'not-allowed' },
  },
  variants: {
    multiline: { true: { py: '2', alignItems: 'flex-start', resize: 'vertical', minH: '24' } },
  },
});

export const labelStyle = css({ fontSize: 'sm', fontWeight: 'medium', color: 'fg.default' });
export const helperStyle = css({ fontSize: 'xs', color: 'fg.muted' });
export const errorStyle = css({ fontSize: 'xs', color: 'fg.danger', fontWeight: 'medium' });
export const fieldStyle = css({ display: 'flex', flexDirection: 'column', gap: '1.5', w: 'full' });

/**
 * The floating list of a select, combobox or menu: its positioner, the panel (at most `dropdownMax`
 * tall, it scrolls), each item, and the line shown when nothing matches.
 */
export const dropdownRecipe = sva({
  slots: ['positioner', 'content', 'item', 'empty'],
  base: {
    positioner: { zIndex: 'popover' },
    content: {
      bg: 'bg.surface',
      color: 'fg.default',
      border: 'default',
      borderRadius: 'md',
      boxShadow: 'overlay',
      p: '1',
      minW: '48',
      maxH: 'dropdownMax',
      overflowY: 'auto',
      zIndex: 'popover',
      _focusVisible: { outline: 'none' },
    },
    item: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '2',
      px: '2.5',
      py: '2',
      borderRadius: 'sm',
      fontSize: 'sm',
      cursor: 'pointer',
      userSelect: 'none',
      _highlighted: { bg: 'accent.subtle', color: 'fg.default' },
      _checked: { fontWeight: 'semibold' },
      '&[data-state=checked]': { fontWeight: 'semibold' },
      _disabled: { opacity: 0.6, cursor: 'not-allowed' },
    },
    empty: { px: '2.5', py: '2', fontSize: 'sm', color: 'fg.muted' },
  },
});

/** The small square icon buttons inside a control: clear, open the list, show the password. */
export const iconTriggerStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '8',
  h: '8',
  flexShrink: 0,
  borderRadius: 'sm',
  color: 'fg.muted',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle', color: 'fg.default' },
  // Ark hides a clear trigger while there is nothing to clear.
  _hidden: { display: 'none' },
  _disabled: { cursor: 'not-allowed' },
});

/** The magnifier inside a search box, at its start. */
export const searchIconStyle = css({
  position: 'absolute',
  insetBlock: '0',
  insetStart: '3',
  display: 'flex',
  alignItems: 'center',
  color: 'fg.muted',
  pointerEvents: 'none',
});

/**
 * A notice's box in its tone (the element's data-type: info, success, warning or error): the toasts, and
 * the update notice, which stays until it is answered. Here, with the first page's styles, so the
 * notice and the toasts share no chunk of their own.
 */
export const noticeStyle = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '3',
  p: '4',
  borderRadius: 'md',
  borderWidth: 'thin',
  borderInlineStartWidth: 'thick',
  boxShadow: 'overlay',
  '&[data-type=info]': {
    bg: 'feedback.info.bg',
    color: 'feedback.info.fg',
    borderColor: 'feedback.info.border',
  },
  '&[data-type=success]': {
    bg: 'feedback.success.bg',
    color: 'feedback.success.fg',
    borderColor: 'feedback.success.border',
  },
  '&[data-type=warning]': {
    bg: 'feedback.warning.bg',
    color: 'feedback.warning.fg',
    borderColor: 'feedback.warning.border',
  },
  '&[data-type=error]': {
    bg: 'feedback.error.bg',
    color: 'feedback.error.fg',
    borderColor: 'feedback.error.border',
  },
});
