import { css } from 'styled-system/css';
import { wrap } from 'styled-system/patterns';
import type { GraderOrderView, StepButton } from '../../../machines/graderOrder';
import { Alert, Button, Card, Field, Input } from '../../ui';

const rowStyle = wrap({ gap: '3', align: 'flex-end' });
// The fields side by side where they fit (a day's reason below it moves nothing else), the button under them.
const datedStepStyle = css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '3' });
const fieldsStyle = wrap({ gap: '3', align: 'flex-start', w: 'full' });
const trackingStyle = css({ flexGrow: '2', flexShrink: '1', flexBasis: '56', minW: '0' });
const dateStyle = css({ flexGrow: '1', flexShrink: '1', flexBasis: '40', minW: '0' });

const TRACKING_LABELS: Partial<Record<StepButton['action'], string>> = {
  ship: 'Outbound tracking number',
  shipBack: 'Return tracking number',
};

const text = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * Ship, Shipped back and Received take the day they happened (today unless changed), and Ship and
 * Shipped back their tracking number, typed beside their button (decision 0530). A day that cannot be
 * taken is refused beside its field by the lifecycle, before anything is sent.
 */
function DatedStep({ step, today, disabled }: { step: StepButton; today: string; disabled: boolean }) {
  const trackingLabel = TRACKING_LABELS[step.action];
  return (
    <form
      aria-label={step.label}
      className={datedStepStyle}
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        step.take({ trackingNumber: text(data, 'trackingNumber'), on: text(data, 'on') });
      }}
    >
      <div className={fieldsStyle}>
        {trackingLabel && (
          <div className={trackingStyle}>
            <Field label={trackingLabel} required disabled={disabled}>
              <Input name="trackingNumber" autoComplete="off" />
            </Field>
          </div>
        )}
        <div className={dateStyle}>
          <Field
            label={step.dateLabel}
            required
            disabled={disabled}
            errorText={step.dateProblem ?? undefined}
          >
            <Input name="on" type="date" defaultValue={today} />
          </Field>
        </div>
      </div>
      <Button type="submit" variant="primary" disabled={disabled}>
        {step.label}
      </Button>
    </form>
  );
}

/** What can happen to the order next: only the steps its lifecycle allows now. */
export function OrderSteps({ view }: { view: GraderOrderView }) {
  const dated = view.steps.filter((step) => step.dateLabel !== null);
  const plain = view.steps.filter((step) => step.dateLabel === null);
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
        {dated.map((step) => (
          <DatedStep key={step.action} step={step} today={view.today} disabled={view.busy} />
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
