import { css } from 'styled-system/css';
import { stageText, type SubmissionOrder } from '../../domain/graderOrder';
import { formatNumber } from '../../domain/format';
import { GRADING_COMPANY_LABELS } from '../../domain/statuses';
import { Card, TextLink } from '../../ui';

const listStyle = css({
  listStyle: 'none',
  p: '0',
  m: '0',
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
});
const metaStyle = css({ color: 'fg.muted', fontSize: 'sm' });
const noteStyle = css({ fontSize: 'sm' });

/** The order's page; the grading area's own link builder is another feature's (lint:layers). */
const orderPath = (id: string) => `/grading/${encodeURIComponent(id)}`;

const cardsText = (count: number) => `${formatNumber(count)} ${count === 1 ? 'card' : 'cards'}`;

/** 'Grader orders' on a submission's detail (issue 39 item 3): each order its cards are in. */
export function GraderOrdersCard({ orders }: { orders: SubmissionOrder[] | null }) {
  return (
    <Card title="Grader orders" headingLevel={2}>
      {orders === null ? (
        <p className={noteStyle}>Unable to load its grader orders right now.</p>
      ) : orders.length === 0 ? (
        <p className={noteStyle}>None of its cards is in a grader order yet.</p>
      ) : (
        <ul className={listStyle}>
          {orders.map((order) => (
            <li key={order.id}>
              <TextLink href={orderPath(order.id)}>{order.label || `Order ${order.id}`}</TextLink>
              <div className={metaStyle}>
                {[
                  `${GRADING_COMPANY_LABELS[order.gradingCompany]} ${order.orderNumber}`.trim(),
                  stageText(order.stage),
                  cardsText(order.cardIds.length),
                ].join(' · ')}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
