import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { IconButton } from '../../ui';
import { CloseIcon } from '../../ui/icons';

/**
 * The navigation drawer below 768 px: a modal sheet from the start edge. Ark's dialog traps focus,
 * closes on Escape and backdrop clicks and returns focus to the menu button. The design system has no
 * drawer primitive yet, so this thin adapter lives with the shell.
 */
export function NavigationDrawer(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
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
        <ArkDialog.Positioner
          className={css({ position: 'fixed', insetBlock: '0', insetStart: '0', zIndex: 'modal' })}
        >
          <ArkDialog.Content
            className={css({
              position: 'relative',
              h: 'full',
              w: 'sidebar',
              maxW: 'full',
              bg: 'bg.surface',
              boxShadow: 'overlay',
              overflowY: 'auto',
              _focusVisible: { outline: 'none' },
            })}
          >
            <ArkDialog.Title className={css({ srOnly: true })}>Navigation</ArkDialog.Title>
            <div className={css({ position: 'absolute', top: '3', insetEnd: '3' })}>
              <ArkDialog.CloseTrigger asChild>
                <IconButton label="Close navigation" icon={<CloseIcon />} size="sm" />
              </ArkDialog.CloseTrigger>
            </div>
            {props.children}
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  );
}
