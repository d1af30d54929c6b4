import { css } from 'styled-system/css';
import { wrap } from 'styled-system/patterns';
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
const itemStyle = wrap({
  justify: 'space-between',
  gap: '2',
  pb: '3',
  borderBottom: 'default',
  _last: { borderBottomStyle: 'none', pb: '0' },
});
const muted = css({ fontSize: 'sm', color: 'fg.muted' });

const cardsText = (batch: GradingBatch) =>
  batch.cards === null
    ? 'Cards unknown'
    : `${formatNumber(batch.cards)} ${batch.cards === 1 ? 'card' : 'cards'}`;

/** What differs between the two lists of batches: the text when empty, the default status, the dates. */
const BATCH_LISTS = {
  active: {
    empty: 'No active grading batches in flight.',
    defaultStatus: ACTIVE_BATCH_DEFAULT_STATUS,
    dates: (batch: GradingBatch) =>
      `Submitted ${formatDate(batch.submittedAt)} · Target ship ${formatDate(batch.targetShipDate)}`,
  },
  completed: {
    empty: 'No completed grading history yet.',
    defaultStatus: COMPLETED_BATCH_DEFAULT_STATUS,
    dates: (batch: GradingBatch) =>
      `Fulfilled ${formatDate(batch.fulfilledAt)} · Started ${formatDate(batch.submittedAt)}`,
  },
};

/** Batches as rows (name, status and cards; then their dates), or a line saying there are none. */
function BatchList({ batches, kind }: { batches: readonly GradingBatch[]; kind: keyof typeof BATCH_LISTS }) {
  const { empty, defaultStatus, dates } = BATCH_LISTS[kind];
  if (batches.length === 0) return <p className={muted}>{empty}</p>;
  return (
    <ul className={listStyle}>
      {batches.map((batch) => (
        <li key={batch.id} className={itemStyle}>
          <span>
            <span className={css({ fontWeight: 'medium', display: 'block' })}>{batch.label}</span>
            <span className={muted}>
              {batch.status?.trim() || defaultStatus} · {cardsText(batch)}
            </span>
          </span>
          <span className={muted}>{dates(batch)}</span>
        </li>
      ))}
    </ul>
  );
}

/** Active batches, completed history and the ageing of what is still open. */
export function CustomerBatches({ customer }: { customer: Customer }) {
  const batches = customer.activity.gradingBatches;
  const active = batches.filter(isActiveBatch);
  const completed = batches.filter((batch) => !isActiveBatch(batch));
  const ageing = batchAgeing(batches, new Date());
  return (
    <>
      <Card title="Active batches" headingLevel={2}>
        <BatchList batches={active} kind="active" />
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
        <BatchList batches={completed} kind="completed" />
      </Card>
    </>
  );
}
