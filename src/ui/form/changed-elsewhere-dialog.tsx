import { useRef } from 'react';
import { css } from 'styled-system/css';
import { Button } from '../button';
import { Dialog } from '../dialog';

/** What `connectRecordForm(...).conflict` gives a form screen. */
export interface ChangedElsewhereChoice {
  open: boolean;
  /** The fields the other person changed since this form opened. */
  theirChanges: readonly string[];
  /** Those of them this user changed to something else: saving mine replaces their value there. */
  bothChanged: readonly string[];
  loadTheirs: () => void;
  saveMine: () => void;
  stay: () => void;
}

const listStyle = css({ fontSize: 'sm', display: 'flex', flexDirection: 'column', gap: '1' });
const lineStyle = css({ m: '0' });

/** 'zipCode' → 'Zip code': a field's name as words, for a form that names no labels of its own. */
export const fieldNameAsWords = (name: string): string => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * A save refused because someone else saved the record after the form opened (decisions 0232, 0350):
 * it names the fields they changed, and those both changed. Load their version (the draft is set aside
 * and can be brought back), save the fields I changed over theirs, or keep editing (Escape). Focus
 * starts on Keep editing, the choice that changes nothing.
 */
export function ChangedElsewhereDialog({
  conflict,
  message,
  fieldLabels = {},
}: {
  conflict: ChangedElsewhereChoice;
  message: string;
  /** The form's labels by field name ('phone' → 'Phone number'). */
  fieldLabels?: Readonly<Record<string, string>> | undefined;
}) {
  const keepRef = useRef<HTMLButtonElement>(null);
  const label = (field: string) => fieldLabels[field] ?? fieldNameAsWords(field);
  const names = (fields: readonly string[]) => fields.map(label).join(', ');
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
    >
      {conflict.theirChanges.length > 0 && (
        <div className={listStyle}>
          <p className={lineStyle}>They changed: {names(conflict.theirChanges)}.</p>
          {conflict.bothChanged.length > 0 && (
            <p className={lineStyle}>
              You both changed: {names(conflict.bothChanged)}. Saving yours replaces theirs there.
            </p>
          )}
        </div>
      )}
    </Dialog>
  );
}
