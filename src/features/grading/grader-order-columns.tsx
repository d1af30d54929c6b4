import { css } from 'styled-system/css';
import { EMPTY_VALUE, formatCurrency, formatDate, formatNumber } from '../../domain/format';
import { type GraderOrder, stageText } from '../../domain/graderOrder';
import { SERVICE_PRICING } from '../../domain/pricing';
import type { DataTableColumn } from '../../ui';
import { companyOrderNumber } from './order-page';

const mutedStyle = css({ color: 'fg.muted', fontSize: 'sm' });
const dateOr = (value: string | null) => (value ? formatDate(value) : EMPTY_VALUE);

/** The orders as the shipment tracker lists them: where each is, with its dates. */
export const GRADER_ORDER_COLUMNS: readonly DataTableColumn<GraderOrder>[] = [
  {
    key: 'order',
    header: 'Order',
    cell: (order) => (
      <>
        <div>{order.label || `Order ${order.id}`}</div>
        <div className={mutedStyle}>{companyOrderNumber(order)}</div>
      </>
    ),
  },
  {
    key: 'stage',
    header: 'Stage',
    cell: (order) => (
      <>
        <div>{stageText(order.stage)}</div>
        <div className={mutedStyle}>{SERVICE_PRICING[order.service].label}</div>
      </>
    ),
  },
  {
    key: 'cards',
    header: 'Cards',
    cell: (order) => (
      <>
        <div>{formatNumber(order.cardCount)}</div>
        <div className={mutedStyle}>{formatCurrency(order.declaredValue)} declared</div>
      </>
    ),
  },
  { key: 'shipped', header: 'Shipped', cell: (order) => dateOr(order.shippedOn) },
  {
    key: 'eta',
    header: 'Expected back',
    cell: (order) =>
      order.fulfilledAt ? `Closed ${formatDate(order.fulfilledAt)}` : dateOr(order.targetReturnOn),
  },
];
