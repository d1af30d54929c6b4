import { useRef } from 'react';
import { Button } from '../button';
import { Dialog } from '../dialog';

/** What `connectRecordForm(...).conflict` gives a form screen. */
export interface ChangedElsewhereChoice {
  open: boolean;
  loadTheirs: () => void;
  saveMine: () => void;
  stay: () => void;
}

/**
 * A save refused because someone else saved the record after the form opened (decision 0232): load
 * their version (the draft is set aside and can be brought back), save mine over theirs, or keep
 * editing (Escape). Focus starts on Keep editing, the choice that changes nothing.
 */
export function ChangedElsewhereDialog({
  conflict,
  message,
}: {
  conflict: ChangedElsewhereChoice;
  message: string;
}) {
  const keepRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      role="alertdialog"
      // wide enough for the three choices on one row on a desktop (at md the third wrapped)
      size="lg"
      title="Changed since you opened it"
      description={message}
      open={conflict.open}
      initialFocusEl={() => keepRef.current}
      onOpenChange={(open) => {
        if (!open) conflict.stay();
      }}
      footer={
        <>
          <Button ref={keepRef} variant="secondary" onClick={conflict.stay}>
            Keep editing
          </Button>
          <Button variant="secondary" onClick={conflict.loadTheirs}>
            Load their version
          </Button>
          <Button variant="primary" onClick={conflict.saveMine}>
            Save mine anyway
          </Button>
        </>
      }
    />
  );
}
