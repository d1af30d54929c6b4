import { defineGlobalStyles, defineSemanticTokens, defineTokens } from '@pandacss/dev';

// Raw palette: only semantic tokens below are used by features.
export const tokens = defineTokens({
  sizes: {
    sidebar: { value: '18rem' },
    sidebarRail: { value: '4.5rem' },
    dropdownMax: { value: '16rem' },
    // The header search's list: several groups of two-line entries, never past a phone's screen.
    searchListMax: { value: 'min(30rem, 70vh)' },
    // An icon as tall as the text around it.
    icon: { value: '1em' },
    // Dialog widths, one per Dialog size (full uses the viewport).
    dialogSm: { value: '24rem' },
    dialogMd: { value: '32rem' },
    dialogLg: { value: '42rem' },
    dialogXl: { value: '56rem' },
    dialog2xl: { value: '72rem' },
    toast: { value: '24rem' },
    toastMax: { value: 'calc(100vw - 2rem)' },
    tooltip: { value: '20rem' },
    // A statechart's scrolling frame: tall enough to read a region, never taller than the screen.
    chartMax: { value: 'min(48rem, 70vh)' },
  },
  radii: {
    none: { value: '0' },
  },
  borderWidths: {
    none: { value: '0' },
    thin: { value: '1px' },
    thick: { value: '2px' },
  },
  // Popups (select, combobox, menu) use popover, above modal: a select inside a dialog or the drawer
  // must open over it. dropdown is for sticky page chrome such as the header.
  zIndex: {
    dropdown: { value: 1000 },
    overlay: { value: 1300 },
    modal: { value: 1400 },
    popover: { value: 1500 },
    toast: { value: 1700 },
    tooltip: { value: 1800 },
  },
});

const tone = (light: string, dark: string) => ({ value: { base: light, _dark: dark } });

export const semanticTokens = defineSemanticTokens({
  colors: {
    bg: {
      canvas: tone('{colors.gray.50}', '{colors.gray.950}'),
      surface: tone('{colors.white}', '{colors.gray.900}'),
      subtle: tone('{colors.gray.100}', '{colors.gray.800}'),
      muted: tone('{colors.gray.200}', '{colors.gray.700}'),
      inverted: tone('{colors.gray.900}', '{colors.gray.50}'),
      overlay: tone('rgba(15, 23, 42, 0.55)', 'rgba(0, 0, 0, 0.7)'),
    },
    fg: {
      default: tone('{colors.gray.900}', '{colors.gray.50}'),
      muted: tone('{colors.gray.600}', '{colors.gray.300}'),
      subtle: tone('{colors.gray.500}', '{colors.gray.400}'),
      inverted: tone('{colors.white}', '{colors.gray.900}'),
      onAccent: tone('{colors.white}', '{colors.white}'),
      danger: tone('{colors.red.700}', '{colors.red.300}'),
      success: tone('{colors.green.700}', '{colors.green.300}'),
    },
    border: {
      default: tone('{colors.gray.300}', '{colors.gray.700}'),
      strong: tone('{colors.gray.500}', '{colors.gray.500}'),
      focus: tone('{colors.blue.600}', '{colors.blue.400}'),
      danger: tone('{colors.red.600}', '{colors.red.400}'),
    },
    accent: {
      default: tone('{colors.blue.700}', '{colors.blue.600}'),
      hover: tone('{colors.blue.800}', '{colors.blue.500}'),
      subtle: tone('{colors.blue.50}', '{colors.blue.950}'),
      fg: tone('{colors.blue.700}', '{colors.blue.300}'),
    },
    danger: {
      default: tone('{colors.red.700}', '{colors.red.600}'),
      hover: tone('{colors.red.800}', '{colors.red.500}'),
      subtle: tone('{colors.red.50}', '{colors.red.950}'),
    },
    // Feedback tones for toasts and inline messages.
    feedback: {
      info: {
        bg: tone('{colors.blue.50}', '{colors.blue.950}'),
        fg: tone('{colors.blue.900}', '{colors.blue.100}'),
        border: tone('{colors.blue.600}', '{colors.blue.400}'),
      },
      success: {
        bg: tone('{colors.green.50}', '{colors.green.950}'),
        fg: tone('{colors.green.900}', '{colors.green.100}'),
        border: tone('{colors.green.600}', '{colors.green.400}'),
      },
      warning: {
        bg: tone('{colors.amber.50}', '{colors.amber.950}'),
        fg: tone('{colors.amber.900}', '{colors.amber.100}'),
        border: tone('{colors.amber.600}', '{colors.amber.400}'),
      },
      error: {
        bg: tone('{colors.red.50}', '{colors.red.950}'),
        fg: tone('{colors.red.900}', '{colors.red.100}'),
        border: tone('{colors.red.600}', '{colors.red.400}'),
      },
    },
    // Series colours for the small charts (Reports, Grading): distinct in both themes and at least 3:1
    // against the surface, as WCAG asks of graphical objects; `track` is the empty part of a bar.
    chart: {
      series1: tone('{colors.blue.600}', '{colors.blue.400}'),
      series2: tone('{colors.amber.600}', '{colors.amber.400}'),
      series3: tone('{colors.green.600}', '{colors.green.400}'),
      series4: tone('{colors.purple.600}', '{colors.purple.400}'),
      track: tone('{colors.gray.200}', '{colors.gray.700}'),
    },
    // Status badge tones shared by submissions, workflows and steps.
    status: {
      pending: {
        bg: tone('{colors.amber.100}', '{colors.amber.900}'),
        fg: tone('{colors.amber.900}', '{colors.amber.100}'),
      },
      inProgress: {
        bg: tone('{colors.blue.100}', '{colors.blue.900}'),
        fg: tone('{colors.blue.900}', '{colors.blue.100}'),
      },
      completed: {
        bg: tone('{colors.green.100}', '{colors.green.900}'),
        fg: tone('{colors.green.900}', '{colors.green.100}'),
      },
      cancelled: {
        bg: tone('{colors.gray.200}', '{colors.gray.700}'),
        fg: tone('{colors.gray.800}', '{colors.gray.100}'),
      },
      onHold: {
        bg: tone('{colors.purple.100}', '{colors.purple.900}'),
        fg: tone('{colors.purple.900}', '{colors.purple.100}'),
      },
      failed: {
        bg: tone('{colors.red.100}', '{colors.red.900}'),
        fg: tone('{colors.red.900}', '{colors.red.100}'),
      },
    },
  },
  shadows: {
    card: tone('0 1px 2px rgba(15,23,42,0.08), 0 1px 3px rgba(15,23,42,0.06)', '0 1px 2px rgba(0,0,0,0.6)'),
    overlay: tone('0 10px 30px rgba(15,23,42,0.2)', '0 10px 30px rgba(0,0,0,0.7)'),
  },
  // A thin rule in the border colours, in one property: border: 'default' (or borderBottom, borderTop…).
  borders: {
    default: { value: '{borderWidths.thin} solid {colors.border.default}' },
    strong: { value: '{borderWidths.thin} solid {colors.border.strong}' },
  },
});

export const globalCss = defineGlobalStyles({
  'html, body': {
    bg: 'bg.canvas',
    color: 'fg.default',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    lineHeight: '1.5',
  },
  // Native scrollbars and form controls follow the theme. Not `_dark`: that condition is
  // '[data-theme=dark] &', a descendant of <html>, so it can never match <html> itself.
  html: { colorScheme: 'light' },
  'html[data-theme=dark]': { colorScheme: 'dark' },
  ':focus-visible': { outline: '2px solid', outlineColor: 'border.focus', outlineOffset: '2px' },
  // A PrintSheet (src/ui/print-sheet.tsx) is the printed page: on screen it is hidden; in print it is
  // the only thing shown, black on white whatever the theme, so no app chrome reaches the paper.
  '[data-print-root]': { display: 'none' },
  '@media print': {
    'html, body': { bg: 'white', color: 'black' },
    'body > :not([data-print-root])': { display: 'none !important' },
    '[data-print-root]': { display: 'block', bg: 'white', color: 'black' },
  },
  // No paper size: the printer's own (A4 or US Letter) is used; the sheet is laid out to fit either.
  '@page': { margin: '12mm' },
});
