import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { CloseIcon } from '../../ui/icons';
import { EdgeSheet, IconButton, SheetClose } from '../../ui';

/** The full-width search overlay below 768 px (closed with Escape); its own chunk, loaded when opened. */
export default function SearchOverlay({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The search box. */
  children: ReactNode;
}) {
  return (
    <EdgeSheet
      open={open}
      onOpenChange={onOpenChange}
      title="Search"
      positionerClassName={css({ position: 'fixed', insetInline: '0', top: '0', zIndex: 'modal' })}
      contentClassName={css({
        display: 'flex',
        alignItems: 'flex-start',
        gap: '2',
        w: 'full',
        p: '3',
        bg: 'bg.surface',
        boxShadow: 'overlay',
      })}
    >
      <div className={css({ flex: '1', minW: '0' })}>{children}</div>
      <SheetClose asChild>
        <IconButton label="Close search" icon={<CloseIcon />} />
      </SheetClose>
    </EdgeSheet>
  );
}
