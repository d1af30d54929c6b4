import { css } from 'styled-system/css';
import { flex } from 'styled-system/patterns';
import { formatCurrency, formatDate, formatNumber } from '../../domain/format';
import { submissionLinkPath } from '../../domain/portal';
import { POLICY_SURCHARGE_LABEL, type SubmissionPrice } from '../../domain/pricing';
import type { Submission } from '../../domain/submission';
import { QrCode } from '../../ui';
import { maxPerCardText } from './service-limits';

export interface InvoiceProps {
  submission: Submission;
  customerName: string;
  price: SubmissionPrice;
  /** Shown on screen as the draft preview; the printed sheet is the same invoice. */
  heading?: string;
  /** h1 on the printed page; h3 inside the detail's 'Prescreening & logistics' section. */
  headingLevel?: 1 | 3;
}

/** What the QR code carries: the submission's one address on this site (decision 0411). */
const submissionLink = (id: string): string => new URL(submissionLinkPath(id), window.location.origin).href;

const tableStyle = css({
  width: 'full',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  '& th, & td': {
    py: '1',
    px: '2',
    borderBottom: 'default',
    textAlign: 'start',
  },
  '& td:not(:first-child), & th:not(:first-child)': { textAlign: 'end', whiteSpace: 'nowrap' },
  '& tfoot td': { fontWeight: 'semibold' },
});
const headStyle = flex({ justify: 'space-between', gap: '4', align: 'start', mb: '4' });
const qrStyle = css({ w: '24', h: '24', flexShrink: '0' });
const mutedStyle = css({ color: 'fg.muted', fontSize: 'xs' });

/**
 * The invoice: every service with cards (count, rate, amount and its '(max $N per card)'), intake,
 * the policy surcharge, prescreening and the totals, with the submission number as a QR code so a box
 * can be scanned back to its record (the code carries the number; typed into the list's search, it
 * finds the submission).
 */
export function Invoice({
  submission,
  customerName,
  price,
  heading = 'Invoice',
  headingLevel = 1,
}: InvoiceProps) {
  const Heading = `h${headingLevel}` as const;
  const lines = price.lines.filter((line) => line.count > 0);
  return (
    <article aria-label={`${heading} for submission #${submission.id}`}>
      <div className={headStyle}>
        <div>
          <Heading
            className={css({ fontSize: 'xl', fontWeight: 'semibold' })}
          >{`${heading} · Submission #${submission.id}`}</Heading>
          <p>{customerName}</p>
          <p className={mutedStyle}>{`Created ${formatDate(submission.createdAt)}`}</p>
        </div>
        <QrCode
          value={submissionLink(submission.id)}
          label={`Scan code for submission #${submission.id}`}
          className={qrStyle}
        />
      </div>
      <table className={tableStyle}>
        <thead>
          <tr>
            <th scope="col">Service</th>
            <th scope="col">Cards</th>
            <th scope="col">Rate</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.service}>
              <td>
                {line.label} <span className={mutedStyle}>{maxPerCardText(line.service)}</span>
              </td>
              <td>{formatNumber(line.count)}</td>
              <td>{formatCurrency(line.rate)}</td>
              <td>{formatCurrency(line.amount)}</td>
            </tr>
          ))}
          <tr>
            <td>{`Prescreening (${price.prescreeningLabel})`}</td>
            <td>{formatNumber(price.totalCards)}</td>
            <td>{formatCurrency(price.totalCards ? price.prescreeningFee / price.totalCards : 0)}</td>
            <td>{formatCurrency(price.prescreeningFee)}</td>
          </tr>
          <tr>
            <td>Intake</td>
            <td>{formatNumber(price.totalCards)}</td>
            <td>{formatCurrency(1)}</td>
            <td>{formatCurrency(price.intakeFee)}</td>
          </tr>
          <tr>
            <td>{`Policy surcharge (${POLICY_SURCHARGE_LABEL})`}</td>
            <td />
            <td />
            <td>{formatCurrency(price.policySurcharge)}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <td>Estimated total (services and prescreening)</td>
            <td />
            <td />
            <td>{formatCurrency(price.estimatedTotal)}</td>
          </tr>
          <tr>
            <td>Total due</td>
            <td>{formatNumber(price.totalCards)}</td>
            <td />
            <td>{formatCurrency(price.totalDue)}</td>
          </tr>
        </tfoot>
      </table>
    </article>
  );
}
