import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

export interface PrintSheetProps {
  /** What the printed page shows (e.g. an invoice). */
  children: ReactNode;
}

/**
 * A print-only page: rendered at the end of <body>, hidden on screen, and in print the only thing on
 * the paper (the global print rules in ui/theme hide every other child of <body>, i.e. the app's chrome).
 * Open the browser's print dialog with `window.print()`.
 */
export function PrintSheet({ children }: PrintSheetProps) {
  if (typeof document === 'undefined') return null;
  return createPortal(<div data-print-root="">{children}</div>, document.body);
}
