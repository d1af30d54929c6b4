import { css } from 'styled-system/css';
import type { Customer, FollowUpTone } from '../../domain/customer';
import { formatDate, formatDollars, formatNumber } from '../../domain/format';
import { Badge, Card, type Status } from '../../ui';
import { FigureCards, type Figure } from './figure-cards';

const detailStyle = css({ fontSize: 'sm', color: 'fg.muted' });
const factsStyle = css({
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
  gap: '4',
  '& dt': { fontSize: 'sm', color: 'fg.muted' },
  '& dd': { fontSize: 'lg', fontWeight: 'semibold' },
});

const plural = (count: number, one: string, many: string) =>
  `${formatNumber(count)} ${count === 1 ? one : many}`;

/** Lifetime revenue, Submissions (12 months) and Consignment sales YTD (seed A §2 Customer detail). */
export function CustomerMetricCards({ customer }: { customer: Customer }) {
  const { metrics } = customer;
  const lifetimeCards = metrics.cardsSubmittedLifetime + metrics.consignmentsLifetime;
  const latest = customer.lastSubmissionAt ?? customer.activity.lastSubmissionAt;
  const figures: Figure[] = [
    {
      title: 'Lifetime revenue',
      value: formatDollars(metrics.lifetimeRevenue),
      detail: `Since ${formatDate(customer.createdAt)} · ${plural(lifetimeCards, 'card', 'cards')} across grading and consignments`,
    },
    {
      title: 'Submissions (12 months)',
      value: formatNumber(metrics.submissionsLast12Months),
      detail: latest ? `Latest ${formatDate(latest)}` : 'No submissions',
    },
    {
      title: 'Consignment sales YTD',
      value: formatDollars(metrics.consignmentSalesYtd),
      detail: `${plural(metrics.consignmentsLast12Months, 'consignment', 'consignments')} in 12 months`,
    },
  ];
  return <FigureCards figures={figures} size="large" />;
}

const TONE_STATUS: Record<FollowUpTone, Status> = {
  info: 'pending',
  warning: 'on-hold',
  danger: 'failed',
  success: 'completed',
};
const TONE_LABEL: Record<FollowUpTone, string> = {
  info: 'Info',
  warning: 'Warning',
  danger: 'Urgent',
  success: 'Good',
};

/** Return performance: sample, average days, range, on-time rate and the follow-up items. */
export function ReturnPerformance({ customer }: { customer: Customer }) {
  const { returnMetrics, followUps } = customer;
  return (
    <Card title="Return performance" headingLevel={2}>
      <dl className={factsStyle}>
        <div>
          <dt>Batch sample size</dt>
          <dd>{formatNumber(returnMetrics.sampleSize)}</dd>
        </div>
        <div>
          <dt>Average return time</dt>
          <dd>
            {returnMetrics.averageDays === null ? '—' : plural(returnMetrics.averageDays, 'day', 'days')}
          </dd>
        </div>
        <div>
          <dt>Range</dt>
          <dd>{returnMetrics.range ?? 'Awaiting completed batches'}</dd>
        </div>
        <div>
          <dt>On-time rate</dt>
          <dd>
            {returnMetrics.onTimePercentage === null
              ? '—'
              : `${formatNumber(returnMetrics.onTimePercentage)}%`}
          </dd>
        </div>
      </dl>
      <h3 className={css({ fontSize: 'md', fontWeight: 'semibold', mt: '5', mb: '2' })}>Follow-up items</h3>
      {followUps.length === 0 ? (
        <p className={detailStyle}>No follow-ups right now.</p>
      ) : (
        <ul className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          {followUps.map((item) => (
            <li key={item.id} className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
              <span className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
                <span className={css({ fontWeight: 'medium' })}>{item.label}</span>
                <Badge status={TONE_STATUS[item.tone]}>
                  {formatNumber(item.count)} · {TONE_LABEL[item.tone]}
                </Badge>
              </span>
              <span className={detailStyle}>{item.guidance}</span>
            </li>
          ))}
        </ul>
      )}
      <p className={css({ fontSize: 'sm', color: 'fg.muted', mt: '4' })}>
        Batches open 30 days or more carry a $10 late-fee surcharge on the invoice.
      </p>
    </Card>
  );
}
