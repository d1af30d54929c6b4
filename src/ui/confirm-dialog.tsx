import { useRef, type ReactElement, type ReactNode } from 'react';
import { Button } from './button';
import { Dialog, DialogClose } from './dialog';

export interface ConfirmDialogProps {
  open?: boolean;
  /** Called with false on Cancel, Escape or a backdrop click (never while busy). */
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactElement;
  title: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel?: () => void;
  /** While true the confirm button shows a spinner and nothing closes the dialog. */
  busy?: boolean;
  tone?: 'primary' | 'danger';
}

/**
 * An alertdialog asking to confirm an action; focus starts on Cancel, the safe choice. Controlled (`open`):
 * the owner closes it when the action ends. Uncontrolled (`trigger`): Confirm also closes it.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
  busy = false,
  tone = 'primary',
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmButton = (
    <Button variant={tone === 'danger' ? 'danger' : 'primary'} onClick={onConfirm} loading={busy}>
      {confirmLabel}
    </Button>
  );
  const cancel = () => {
    onCancel?.();
    onOpenChange?.(false);
  };
  return (
    <Dialog
      role="alertdialog"
      size="sm"
      title={title}
      description={message}
      open={open}
      trigger={trigger}
      dismissible={!busy}
      initialFocusEl={() => cancelRef.current}
      onOpenChange={(next) => (next ? onOpenChange?.(true) : cancel())}
      footer={
        <>
          <DialogClose>
            <Button ref={cancelRef} variant="secondary" disabled={busy}>
              {cancelLabel}
            </Button>
          </DialogClose>
          {open === undefined ? <DialogClose>{confirmButton}</DialogClose> : confirmButton}
        </>
      }
    />
  );
}
