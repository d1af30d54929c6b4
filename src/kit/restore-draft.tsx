import { useEffect, useRef } from 'react';
import { css } from 'styled-system/css';
import { wrap } from 'styled-system/patterns';
import type { RecordFormView } from '../../machines/recordForm';
import { Alert, Button } from '../ui';

const rowStyle = wrap({ align: 'center', justify: 'space-between', gap: '3' });
const textStyle = css({ m: '0' });
const actionsStyle = css({ display: 'flex', gap: '2', flexShrink: '0' });

/**
 * 'Restore unsaved changes?' above a form whose unsaved draft was kept from an earlier visit (a reload,
 * a closed tab, an expired session). The form waits (inert) until the user answers; Restore takes
 * focus, so a keyboard user answers at once.
 */
export function RestoreDraftBanner({ offer }: { offer: RecordFormView<object>['restoreOffer'] }) {
  const restoreRef = useRef<HTMLButtonElement>(null);
  const open = offer !== null;
  useEffect(() => {
    if (open) restoreRef.current?.focus();
  }, [open]);
  if (!offer) return null;
  return (
    <Alert tone="info" title="Restore unsaved changes?">
      <div className={rowStyle}>
        <p className={textStyle}>This form has changes from an earlier visit that were not saved.</p>
        <div className={actionsStyle}>
          <Button size="sm" onClick={offer.discard}>
            Discard
          </Button>
          <Button ref={restoreRef} size="sm" variant="primary" onClick={offer.restore}>
            Restore
          </Button>
        </div>
      </div>
    </Alert>
  );
}

/** The props of a form waiting for that answer: it cannot be edited or sent until then. */
export const draftFormProps = (form: Pick<RecordFormView<object>, 'restoreOffer'>) => ({
  inert: form.restoreOffer !== null,
});
