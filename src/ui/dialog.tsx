import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { ReactElement, ReactNode } from 'react';
import { sva, type RecipeVariantProps } from 'styled-system/css';
import { IconButton } from './button';
import { CloseIcon } from './icons';

export const dialogRecipe = sva({
  slots: ['backdrop', 'positioner', 'content', 'header', 'title', 'description', 'body', 'footer', 'close'],
  base: {
    backdrop: { position: 'fixed', inset: '0', bg: 'bg.overlay', zIndex: 'overlay' },
    positioner: {
      position: 'fixed',
      inset: '0',
      zIndex: 'modal',
      display: 'flex',
      alignItems: 'flex-start',
      justifyContent: 'center',
      p: { base: '2', md: '8' },
      overflowY: 'auto',
    },
    content: {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      w: 'full',
      bg: 'bg.surface',
      color: 'fg.default',
      borderRadius: 'lg',
      boxShadow: 'overlay',
      _focusVisible: { outline: 'none' },
    },
    header: { display: 'flex', alignItems: 'flex-start', gap: '4', px: '6', pt: '5', pb: '2' },
    title: { flex: '1', fontSize: 'lg', fontWeight: 'semibold' },
    description: { px: '6', fontSize: 'sm', color: 'fg.muted' },
    body: { px: '6', py: '3', flex: '1' },
    footer: {
      display: 'flex',
      justifyContent: 'flex-end',
      flexWrap: 'wrap',
      gap: '2',
      px: '6',
      pt: '3',
      pb: '5',
    },
    close: { mt: '-1', me: '-2' },
  },
  variants: {
    size: {
      sm: { content: { maxW: 'dialogSm' } },
      md: { content: { maxW: 'dialogMd' } },
      lg: { content: { maxW: 'dialogLg' } },
      xl: { content: { maxW: 'dialogXl' } },
      '2xl': { content: { maxW: 'dialog2xl' } },
      full: {
        positioner: { p: '0' },
        content: { maxW: 'full', minH: 'full', borderRadius: 'none' },
      },
    },
  },
  defaultVariants: { size: 'md' },
});

export type DialogSize = NonNullable<NonNullable<RecipeVariantProps<typeof dialogRecipe>>['size']>;

export interface DialogProps {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom; wrap one in `<DialogClose>` to close the dialog with it. */
  footer?: ReactNode;
  size?: DialogSize;
  /** Controlled open state; leave undefined and pass `trigger` to let Ark own it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** A button element that opens the dialog (focus returns to it on close). */
  trigger?: ReactElement;
  role?: 'dialog' | 'alertdialog';
  closeLabel?: string;
  /** False while an action runs, so Escape and the backdrop do not close the dialog. */
  dismissible?: boolean;
  initialFocusEl?: () => HTMLElement | null;
  /** Where focus goes on close when there is no `trigger` (a controlled dialog opened by a key or a menu). */
  finalFocusEl?: () => HTMLElement | null;
}

/** Ark Dialog: modal, traps Tab, closes on Escape and backdrop click, returns focus to the trigger. */
export function Dialog({
  title,
  description,
  children,
  footer,
  size,
  open,
  onOpenChange,
  trigger,
  role = 'dialog',
  closeLabel = 'Close',
  dismissible = true,
  initialFocusEl,
  finalFocusEl,
}: DialogProps) {
  const styles = dialogRecipe({ size });
  return (
    <ArkDialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange?.(details.open)}
      role={role}
      lazyMount
      unmountOnExit
      closeOnEscape={dismissible}
      closeOnInteractOutside={dismissible}
      initialFocusEl={initialFocusEl}
      finalFocusEl={finalFocusEl}
    >
      {trigger && <ArkDialog.Trigger asChild>{trigger}</ArkDialog.Trigger>}
      <Portal>
        <ArkDialog.Backdrop className={styles.backdrop} />
        <ArkDialog.Positioner className={styles.positioner}>
          <ArkDialog.Content className={styles.content} data-size={size ?? 'md'}>
            <div className={styles.header}>
              <ArkDialog.Title className={styles.title}>{title}</ArkDialog.Title>
              {dismissible && (
                <ArkDialog.CloseTrigger asChild>
                  <IconButton label={closeLabel} icon={<CloseIcon />} size="sm" className={styles.close} />
                </ArkDialog.CloseTrigger>
              )}
            </div>
            {description && (
              <ArkDialog.Description className={styles.description}>{description}</ArkDialog.Description>
            )}
            {children !== undefined && <div className={styles.body}>{children}</div>}
            {footer && <div className={styles.footer}>{footer}</div>}
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  );
}

/** Makes its child (a Button) close the surrounding Dialog. */
export function DialogClose({ children }: { children: ReactElement }) {
  return <ArkDialog.CloseTrigger asChild>{children}</ArkDialog.CloseTrigger>;
}
