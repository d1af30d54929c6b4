import { css } from 'styled-system/css';
import { formatCurrency, formatNumber } from '../../domain/format';
import { POLICY_SURCHARGE_LABEL, type SubmissionPrice } from '../../domain/pricing';

const listStyle = css({ display: 'grid', gridTemplateColumns: '1fr auto', gap: '1', fontSize: 'sm' });
const totalStyle = css({ fontWeight: 'semibold', borderTop: 'default', pt: '2', mt: '1' });
const mutedStyle = css({ color: 'fg.muted' });

/** The running estimate: each service with cards, prescreening, intake, the surcharge and the totals. */
export function PriceSummary({ price, title = 'Price summary' }: { price: SubmissionPrice; title?: string }) {
  const lines = price.lines.filter((line) => line.count > 0);
  return (
    <section aria-label={title} aria-live="polite">
      <dl className={listStyle}>
        {lines.length === 0 && (
          <>
            <dt className={mutedStyle}>No cards yet</dt>
            <dd>{formatCurrency(0)}</dd>
          </>
        )}
        {lines.map((line) => (
          <div key={line.service} className={css({ display: 'contents' })}>
            <dt>{`${line.label} × ${formatNumber(line.count)} at ${formatCurrency(line.rate)}`}</dt>
            <dd>{formatCurrency(line.amount)}</dd>
          </div>
        ))}
        <dt>{`Prescreening (${price.prescreeningLabel})`}</dt>
        <dd>{formatCurrency(price.prescreeningFee)}</dd>
        <dt className={totalStyle}>Estimated total</dt>
        <dd className={totalStyle}>{formatCurrency(price.estimatedTotal)}</dd>
        <dt>{`Intake (${formatNumber(price.totalCards)} cards at $1)`}</dt>
        <dd>{formatCurrency(price.intakeFee)}</dd>
        <dt>{`Policy surcharge (${POLICY_SURCHARGE_LABEL})`}</dt>
        <dd>{formatCurrency(price.policySurcharge)}</dd>
        <dt className={totalStyle}>Total due</dt>
        <dd className={totalStyle}>{formatCurrency(price.totalDue)}</dd>
      </dl>
    </section>
  );
}
