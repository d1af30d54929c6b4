import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

export interface EdgeSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The sheet's accessible name (visually hidden). */
  title: string;
  /** Where the sheet sits: classes for Ark's positioner (fixed, with its insets). */
  positionerClassName: string;
  contentClassName: string;
  children: ReactNode;
}

/**
 * A modal sheet pinned to one edge of the viewport: the navigation drawer (start edge) and the mobile
 * search overlay (top edge), both opened by their own buttons. Ark's dialog traps focus, closes on
 * Escape and backdrop clicks and returns focus to whatever opened it. Dialog is centred only; this is its edge-pinned sibling.
 */
export function EdgeSheet(props: EdgeSheetProps) {
  return (
    <ArkDialog.Root
      open={props.open}
      onOpenChange={(details) => props.onOpenChange(details.open)}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <ArkDialog.Backdrop
          className={css({ position: 'fixed', inset: '0', bg: 'bg.overlay', zIndex: 'overlay' })}
        />
        <ArkDialog.Positioner className={props.positionerClassName}>
          <ArkDialog.Content className={props.contentClassName}>
            <ArkDialog.Title className={css({ srOnly: true })}>{props.title}</ArkDialog.Title>
            {props.children}
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  );
}

/** Ark's close trigger, re-exported so sheets' close buttons need no Ark import of their own. */
export const SheetClose = ArkDialog.CloseTrigger;
