import { css } from 'styled-system/css';
import { wrap } from 'styled-system/patterns';
import type { GraderOrderView, StepButton } from '../../../machines/graderOrder';
import { Alert, Button, Card, Input } from '../../ui';

const rowStyle = wrap({ gap: '3', align: 'flex-end' });
const trackingStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1.5',
  fontSize: 'sm',
  flex: '1',
  minW: '48',
});

/** Ship and Shipped back take the tracking number typed beside their button. */
function TrackedStep({ step, disabled }: { step: StepButton; disabled: boolean }) {
  const inputId = `tracking-${step.action}`;
  return (
    <form
      className={rowStyle}
      onSubmit={(event) => {
        event.preventDefault();
        const value = new FormData(event.currentTarget).get('trackingNumber');
        step.take(typeof value === 'string' ? value : '');
      }}
    >
      <label className={trackingStyle} htmlFor={inputId}>
        {step.action === 'ship' ? 'Outbound tracking number' : 'Return tracking number'}
        <Input id={inputId} name="trackingNumber" required autoComplete="off" disabled={disabled} />
      </label>
      <Button type="submit" variant="primary" disabled={disabled}>
        {step.label}
      </Button>
    </form>
  );
}

/** What can happen to the order next: only the steps its lifecycle allows now. */
export function OrderSteps({ view }: { view: GraderOrderView }) {
  const tracked = view.steps.filter((step) => step.needsTracking);
  const plain = view.steps.filter((step) => !step.needsTracking);
  return (
    <Card title="Next steps" headingLevel={2}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        {view.refusal && (
          <Alert tone="error" title="That step was refused">
            {view.refusal}
          </Alert>
        )}
        {view.busy && <p role="status">Saving…</p>}
        {!view.busy && view.steps.length === 0 && (
          <p className={css({ color: 'fg.muted' })}>Nothing more happens to this order.</p>
        )}
        {tracked.map((step) => (
          <TrackedStep key={step.action} step={step} disabled={view.busy} />
        ))}
        {plain.length > 0 && (
          <div className={rowStyle}>
            {plain.map((step) => (
              <Button
                key={step.action}
                variant={step.action === 'cancel' ? 'danger' : 'secondary'}
                onClick={() => step.take()}
              >
                {step.label}
              </Button>
            ))}
          </div>
        )}
      </div>
    </Card>
  );
}
