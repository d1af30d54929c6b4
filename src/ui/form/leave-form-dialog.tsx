import { ConfirmDialog } from '../confirm-dialog';

/** What `connectRecordForm(...).confirmLeave` gives a form screen. */
export interface LeaveConfirmation {
  open: boolean;
  confirm: () => void;
  stay: () => void;
}

/** 'Leave without saving?' for a kit form with unsaved changes: Leave drops them, Stay (or Escape) keeps them. */
export function LeaveFormDialog({
  confirmLeave,
  message,
}: {
  confirmLeave: LeaveConfirmation;
  message: string;
}) {
  return (
    <ConfirmDialog
      open={confirmLeave.open}
      onOpenChange={(open) => {
        if (!open) confirmLeave.stay();
      }}
      title="Leave without saving?"
      message={message}
      confirmLabel="Leave"
      cancelLabel="Stay"
      tone="danger"
      onConfirm={confirmLeave.confirm}
      onCancel={confirmLeave.stay}
    />
  );
}
