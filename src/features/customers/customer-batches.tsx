import { css } from 'styled-system/css';
import type { Customer, GradingBatch } from '../../domain/customer';
import { batchAgeing } from '../../domain/customerAgeing';
import { formatDate, formatNumber } from '../../domain/format';
import {
  ACTIVE_BATCH_DEFAULT_STATUS,
  COMPLETED_BATCH_DEFAULT_STATUS,
  isActiveBatch,
} from '../../domain/names';
import { Card } from '../../ui';

const listStyle = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const itemStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: '2',
  pb: '3',
  borderBottomWidth: 'thin',
  borderBottomStyle: 'solid',
  borderBottomColor: 'border.default',
  _last: { borderBottomStyle: 'none', pb: '0' },
});
const muted = css({ fontSize: 'sm', color: 'fg.muted' });

const cardsText = (batch: GradingBatch) =>
  batch.cards === null
    ? 'Cards unknown'
    : `${formatNumber(batch.cards)} ${batch.cards === 1 ? 'card' : 'cards'}`;

/** Active batches, completed history and the ageing of what is still open. */
export function CustomerBatches({ customer }: { customer: Customer }) {
  const batches = customer.activity.gradingBatches;
  const active = batches.filter(isActiveBatch);
  const completed = batches.filter((batch) => !isActiveBatch(batch));
  const ageing = batchAgeing(batches, new Date());
  return (
    <>
      <Card title="Active batches" headingLevel={2}>
        {active.length === 0 ? (
          <p className={muted}>No active grading batches in flight.</p>
        ) : (
          <ul className={listStyle}>
            {active.map((batch) => (
              <li key={batch.id} className={itemStyle}>
                <span>
                  <span className={css({ fontWeight: 'medium', display: 'block' })}>{batch.label}</span>
                  <span className={muted}>
                    {batch.status?.trim() || ACTIVE_BATCH_DEFAULT_STATUS} · {cardsText(batch)}
                  </span>
                </span>
                <span className={muted}>
                  Submitted {formatDate(batch.submittedAt)} · Target ship {formatDate(batch.targetShipDate)}
                </span>
              </li>
            ))}
          </ul>
        )}
        <h3 className={css({ fontSize: 'md', fontWeight: 'semibold', mt: '5', mb: '2' })}>Ageing</h3>
        <dl className={css({ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: '3' })}>
          {ageing.map((bucket) => (
            <div key={bucket.id}>
              <dt className={muted}>{bucket.label}</dt>
              <dd className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
                {formatNumber(bucket.count)}
              </dd>
              <dd className={muted}>{bucket.detail}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card title="Completed history" headingLevel={2}>
        {completed.length === 0 ? (
          <p className={muted}>No completed grading history yet.</p>
        ) : (
          <ul className={listStyle}>
            {completed.map((batch) => (
              <li key={batch.id} className={itemStyle}>
                <span>
                  <span className={css({ fontWeight: 'medium', display: 'block' })}>{batch.label}</span>
                  <span className={muted}>
                    {batch.status?.trim() || COMPLETED_BATCH_DEFAULT_STATUS} · {cardsText(batch)}
                  </span>
                </span>
                <span className={muted}>
                  Fulfilled {formatDate(batch.fulfilledAt)} · Started {formatDate(batch.submittedAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}
