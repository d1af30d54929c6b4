import { css } from 'styled-system/css';
import { formatCurrency, formatNumber } from '../../domain/format';
import { priceSubmission } from '../../domain/pricing';
import type { MySubmission } from '../../domain/portal';
import { factsStyle } from '../../ui';

const totalStyle = css({ fontWeight: 'semibold', color: 'fg.default' });

/** The submission's services and what they come to, as the invoice estimate prices them. */
export function MyEstimate({ submission }: { submission: MySubmission }) {
  const price = priceSubmission(submission, submission.prescreening);
  return (
    <dl className={factsStyle}>
      {price.lines
        .filter((line) => line.count > 0)
        .map((line) => (
          <div key={line.service} className={css({ display: 'contents' })}>
            <dt>
              {line.label} × {formatNumber(line.count)}
            </dt>
            <dd>{formatCurrency(line.amount)}</dd>
          </div>
        ))}
      <dt>Prescreening: {price.prescreeningLabel}</dt>
      <dd>{formatCurrency(price.prescreeningFee)}</dd>
      <dt>Intake fee</dt>
      <dd>{formatCurrency(price.intakeFee)}</dd>
      <dt>Policy surcharge</dt>
      <dd>{formatCurrency(price.policySurcharge)}</dd>
      <dt className={totalStyle}>Total due</dt>
      <dd className={totalStyle}>{formatCurrency(price.totalDue)}</dd>
    </dl>
  );
}
