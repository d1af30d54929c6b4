import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { CloseIcon } from '../../ui/icons';
import { EdgeSheet, IconButton, SheetClose } from '../../ui';

/**
 * The navigation drawer below 768 px: a modal sheet from the start edge, sidebar-wide. Its own chunk
 * (Ark's dialog), loaded when first opened.
 */
export default function NavigationDrawer(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <EdgeSheet
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Navigation"
      positionerClassName={css({ position: 'fixed', insetBlock: '0', insetStart: '0', zIndex: 'modal' })}
      contentClassName={css({
        position: 'relative',
        h: 'full',
        w: 'sidebar',
        maxW: 'full',
        bg: 'bg.surface',
        boxShadow: 'overlay',
        // A column: the email and switch on top, then the sidebar, whose list scrolls on its own.
        display: 'flex',
        flexDirection: 'column',
        _focusVisible: { outline: 'none' },
      })}
    >
      <div className={css({ position: 'absolute', top: '3', insetEnd: '3' })}>
        <SheetClose asChild>
          <IconButton label="Close navigation" icon={<CloseIcon />} size="sm" />
        </SheetClose>
      </div>
      {props.children}
    </EdgeSheet>
  );
}
