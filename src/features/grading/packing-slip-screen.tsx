import { css } from 'styled-system/css';
import { EMPTY_VALUE, formatCurrency, formatNumber } from '../../domain/format';
import { slipLines, type GraderOrder } from '../../domain/graderOrder';
import type { ScreenProps } from '../../kit/services';
import { mutedInk, OrderPaper } from './order-paper';
import { orderSubtitle, orderTitle } from './order-page';

const tableWrapStyle = css({ overflowX: 'auto', _print: { overflow: 'visible' } });
const tableStyle = css({
  width: 'full',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  '& th, & td': {
    textAlign: 'left',
    px: '2',
    py: '2',
    borderBottom: 'default',
    verticalAlign: 'top',
    _print: { borderColor: '[currentColor]' },
  },
  '& tr': { breakInside: 'avoid' },
  '& thead': { display: 'table-header-group' },
  '& .money': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
});

/**
 * Every card of the order with its item number and reference (which staff copy onto the company's
 * form, so its grade export names the card again: decision 0532), then as the company's form asks
 * for it (year, set, subject, card number; decision 0520; '—' where nothing is typed yet), its
 * submission, its customer and declared value; totals at the end.
 */
function PackingSlip({ order }: { order: GraderOrder }) {
  return (
    <article
      aria-label={`Packing slip for ${orderTitle(order)}`}
      className={css({ display: 'grid', gap: '4' })}
    >
      <header className={css({ display: 'grid', gap: '1', breakInside: 'avoid' })}>
        <h2 className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
          Packing slip · {orderTitle(order)}
        </h2>
        <span className={mutedInk}>{orderSubtitle(order)}</span>
        <span className={mutedInk}>
          {formatNumber(order.cardCount)} cards · declared value {formatCurrency(order.declaredValue)}
        </span>
      </header>
      <div className={tableWrapStyle} tabIndex={0} role="region" aria-label="Cards in the box">
        <table className={tableStyle}>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Reference</th>
              <th scope="col">Year</th>
              <th scope="col">Set</th>
              <th scope="col">Subject</th>
              <th scope="col">Card number</th>
              <th scope="col">Submission</th>
              <th scope="col">Customer reference</th>
              <th scope="col" className="money">
                Declared value
              </th>
            </tr>
          </thead>
          <tbody>
            {slipLines(order.cards).map((card) => (
              <tr key={card.cardId}>
                <td>{card.item}</td>
                <td className={css({ whiteSpace: 'nowrap' })}>{card.reference}</td>
                <td>{card.gradingDescription.year || EMPTY_VALUE}</td>
                <td>{card.gradingDescription.set || EMPTY_VALUE}</td>
                <td>{card.gradingDescription.subject || EMPTY_VALUE}</td>
                <td>{card.gradingDescription.cardNumber || EMPTY_VALUE}</td>
                <td>#{card.submissionId}</td>
                <td>{card.customerId ? `${card.customerName} · #${card.customerId}` : card.customerName}</td>
                <td className="money">{formatCurrency(card.declaredValue)}</td>
              </tr>
            ))}
          </tbody>
          <tbody>
            <tr>
              <th scope="row" colSpan={8}>
                Total ({formatNumber(order.cardCount)} cards)
              </th>
              <td className="money">{formatCurrency(order.declaredValue)}</td>
            </tr>
          </tbody>
        </table>
      </div>
    </article>
  );
}

/** A grader order's packing slip (issue 39 item 9): the paper that travels in the box. */
export default function PackingSlipScreen({ params }: ScreenProps) {
  return (
    <OrderPaper id={params.id ?? ''} paper="Packing slip" printLabel="Print packing slip">
      {(order) => <PackingSlip order={order} />}
    </OrderPaper>
  );
}
