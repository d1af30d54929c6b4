import { css } from 'styled-system/css';
import { declaredValueLimit } from '../../domain/graderOrder';
import type { ServiceKey } from '../../domain/submission';
import { Button, Input } from '../../ui';

const formStyle = css({
  display: 'grid',
  gap: '3',
  gridTemplateColumns: { base: '1fr', sm: 'minmax(0, 1fr) minmax(0, 1fr) auto' },
  alignItems: 'end',
});
const labelStyle = css({ display: 'flex', flexDirection: 'column', gap: '1.5', fontSize: 'sm' });
const helpStyle = css({ color: 'fg.muted', fontSize: 'xs' });

export interface Assignment {
  submissionId: string;
  declaredValue: number;
}

/**
 * 'Add a submission's cards': every uploaded card of the submission goes in with the declared value
 * typed (checked against the service's per-card limit by the server, which refuses the whole batch).
 */
export function AssignCards({
  service,
  onAssign,
}: {
  service: ServiceKey;
  onAssign: (assignment: Assignment) => Promise<boolean>;
}) {
  const limit = declaredValueLimit(service);
  return (
    <form
      className={formStyle}
      aria-label="Add a submission’s cards"
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const data = new FormData(form);
        const submissionId = String(data.get('submissionId') ?? '').trim();
        const declaredValue = Number(data.get('declaredValue'));
        void onAssign({ submissionId, declaredValue }).then((done) => {
          if (done) form.reset();
        });
      }}
    >
      <label className={labelStyle}>
        Submission number
        <Input name="submissionId" required inputMode="numeric" pattern="[0-9]+" autoComplete="off" />
      </label>
      <label className={labelStyle}>
        Declared value per card
        <Input
          name="declaredValue"
          required
          type="number"
          min={0}
          step="0.01"
          {...(limit ? { max: limit } : {})}
        />
        <span className={helpStyle}>
          {limit ? `At most $${limit} per card for this service.` : 'No limit for this service.'}
        </span>
      </label>
      <Button type="submit" variant="primary">
        Add its cards
      </Button>
    </form>
  );
}
