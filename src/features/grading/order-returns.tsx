import { Truck } from 'lucide-react';
import { css } from 'styled-system/css';
import { formatDate, formatNumber } from '../../domain/format';
import { JOURNEY_LABELS, type OrderReturn, type ReturnShipmentInput } from '../../domain/returns';
import { Button, Input } from '../../ui';
import { headStyle, labelStyle, listStyle, rowStyle, text } from './order-cards';

const mutedStyle = css({ color: 'fg.muted', fontSize: 'sm', overflowWrap: 'anywhere' });
const formStyle = css({
  display: 'grid',
  gap: '2',
  gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr)) auto' },
  alignItems: 'end',
});

/** 'Log return' for one submission ready to return: Carrier, Tracking number, Shipped date. */
export function ReturnForm({
  submissionId,
  onLog,
}: {
  submissionId: string;
  onLog: (input: ReturnShipmentInput) => Promise<boolean>;
}) {
  return (
    <form
      className={formStyle}
      aria-label={`Log return of submission ${submissionId}`}
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        void onLog({
          submissionId,
          carrier: text(data, 'carrier'),
          trackingNumber: text(data, 'trackingNumber'),
          shippedOn: text(data, 'shippedOn') || null,
        });
      }}
    >
      <label className={labelStyle}>
        Carrier
        <Input name="carrier" required autoComplete="off" />
      </label>
      <label className={labelStyle}>
        Tracking number
        <Input name="trackingNumber" required autoComplete="off" />
      </label>
      <label className={labelStyle}>
        Shipped date
        <Input name="shippedOn" type="date" />
      </label>
      <Button type="submit" variant="primary">
        <Truck size={16} aria-hidden />
        Log return
      </Button>
    </form>
  );
}

/**
 * The order's submissions on their way home (issue 39 item 5): each is 'Ready to return' until staff
 * log its shipment, then 'Returned' with the carrier, tracking number and date.
 */
export function OrderReturns({
  submissions,
  canLog,
  onLog,
}: {
  submissions: readonly OrderReturn[];
  canLog: boolean;
  onLog: (input: ReturnShipmentInput) => Promise<boolean>;
}) {
  return (
    <ul className={listStyle}>
      {submissions.map((submission) => {
        const shipment = submission.returnShipment;
        return (
          <li key={submission.submissionId} className={rowStyle}>
            <div className={headStyle}>
              <span className={css({ fontWeight: 'semibold' })}>
                Submission {submission.submissionId} · {submission.customerName || 'No customer'}
              </span>
              <span className={mutedStyle}>
                {formatNumber(submission.cardCount)} {submission.cardCount === 1 ? 'card' : 'cards'} ·{' '}
                {shipment ? JOURNEY_LABELS.returned : JOURNEY_LABELS.readyToReturn}
              </span>
            </div>
            {shipment ? (
              <span className={mutedStyle}>
                {shipment.carrier} {shipment.trackingNumber} · shipped {formatDate(shipment.shippedOn)}
                {shipment.recordedBy ? ` · by ${shipment.recordedBy}` : ''}
              </span>
            ) : (
              canLog && <ReturnForm submissionId={submission.submissionId} onLog={onLog} />
            )}
          </li>
        );
      })}
    </ul>
  );
}
