import { css } from 'styled-system/css';
import { slipLines, type GraderOrder } from '../../domain/graderOrder';
import type { ScreenProps } from '../../kit/services';
import { QrCode } from '../../ui';
import { useSubmissionAddress } from '../../kit/submission-address';
import { OrderPaper } from './order-paper';
import { orderTitle } from './order-page';

// A sheet of labels: three across on paper (a common 3 × 10 address-label sheet), as many as fit on screen.
const sheetStyle = css({
  display: 'grid',
  gap: '3',
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
  _print: { gridTemplateColumns: 'repeat(3, 1fr)', gap: '0' },
});
const labelStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  p: '3',
  border: 'default',
  borderRadius: 'md',
  breakInside: 'avoid',
  _print: { borderRadius: 'none', borderColor: '[currentColor]', borderStyle: 'dashed' },
});
const qrStyle = css({ width: '20', height: '20', flexShrink: 0 });
const textStyle = css({
  display: 'grid',
  gap: '0.5',
  fontSize: 'sm',
  minWidth: '0',
  overflowWrap: 'break-word',
});

/**
 * One label per card, in the packing slip's order: submission and card number and the card's reference
 * as text, and a QR code of the submission's address.
 */
function LabelSheet({ order }: { order: GraderOrder }) {
  // What each label's QR code carries: its submission's one address (decisions 0411, 0560).
  const submissionAddress = useSubmissionAddress();
  return (
    <ul aria-label={`Card labels for ${orderTitle(order)}`} className={sheetStyle}>
      {slipLines(order.cards).map((card) => (
        <li key={card.cardId} className={labelStyle}>
          <QrCode
            value={submissionAddress(card.submissionId)}
            label={`Scan code for submission #${card.submissionId}`}
            className={qrStyle}
          />
          <span className={textStyle}>
            <strong>Submission #{card.submissionId}</strong>
            <span>Card {card.cardId}</span>
            <span>Ref. {card.reference}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Printable per-card labels of a grader order (issue 39 item 9). */
export default function CardLabelsScreen({ params }: ScreenProps) {
  return (
    <OrderPaper id={params.id ?? ''} paper="Card labels" printLabel="Print labels">
      {(order) => <LabelSheet order={order} />}
    </OrderPaper>
  );
}
