import { css, cx } from 'styled-system/css';
import type { BusinessProfile, IssuedInvoice } from '../domain/businessProfile';
import { formatCurrency, formatDate, formatNumber } from '../domain/format';
import { mailingLines } from '../domain/names';
import { maxPerCardText, POLICY_SURCHARGE_LABEL, type SubmissionPrice } from '../domain/pricing';
import type { InvoiceStatus } from '../domain/payments';
import { Badge, QrCode, type Status } from '../ui';
import { useSubmissionAddress } from './submission-address';

/** Who the invoice is for: the customer's name and mailing address as the customer record carries it. */
export interface InvoiceCustomer {
  name: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zipCode: string;
}

/** A customer with no record to read an address from (the invoice then says none is on file). */
export const NO_MAILING_ADDRESS = { address1: '', address2: '', city: '', state: '', zipCode: '' } as const;

export interface InvoiceDocumentProps {
  submissionId: string;
  customer: InvoiceCustomer;
  price: SubmissionPrice;
  /** The business it comes from; null while a draft is previewed without it. */
  profile: BusinessProfile | null;
  /** Its number, date, terms and due date once issued; null for the draft preview. */
  issued: IssuedInvoice | null;
  /** 'Invoice', or 'Draft invoice' for the preview on the detail screen. */
  heading?: string;
  /** h1 on paper, h2 under its page's title, h3 inside the detail's 'Prescreening & logistics' section. */
  headingLevel?: 1 | 2 | 3;
}

// On paper every colour is ink: the muted and border tokens of a dark theme would print pale.
const muted = css({ color: 'fg.muted', fontSize: 'xs', _print: { color: '[inherit]', opacity: 0.75 } });
const rootStyle = css({ display: 'flex', flexDirection: 'column', gap: '5', minW: '0' });
const headStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'start',
  gap: '4',
  breakInside: 'avoid',
});
const partyStyle = css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0', fontSize: 'sm' });
const logoStyle = css({ maxH: '16', maxW: '48', objectFit: 'contain', alignSelf: 'start', mb: '1' });
const factsStyle = css({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  columnGap: '4',
  rowGap: '0.5',
  fontSize: 'sm',
  '& dt': { color: 'fg.muted', _print: { color: '[inherit]', opacity: 0.75 } },
  '& dd': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
});
const qrStyle = css({ w: '24', h: '24', flexShrink: '0' });
const tableWrapStyle = css({ overflowX: 'auto', _print: { overflow: 'visible' } });
const tableStyle = css({
  width: 'full',
  borderCollapse: 'collapse',
  // Small on a phone, so all four columns fit beside the wrapped service names.
  fontSize: { base: 'xs', sm: 'sm' },
  '& th, & td': {
    py: '1',
    px: { base: '1', sm: '2' },
    borderBottom: 'default',
    textAlign: 'start',
    _print: { borderColor: '[currentColor]' },
  },
  '& td:not(:first-child), & th:not(:first-child)': {
    textAlign: 'end',
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
  },
  // Page-break-safe however many lines: a row never splits, the column heads repeat on every page,
  // and the totals come once, at the end, together (a footer group would repeat on every page).
  '& tr': { breakInside: 'avoid' },
  '& thead': { display: 'table-header-group' },
  '& tfoot': { display: 'table-row-group', breakInside: 'avoid', fontWeight: 'semibold' },
});
const termsStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  fontSize: 'sm',
  breakInside: 'avoid',
});

// Method and reference are words: read from the start, and a long reference wraps on a phone.
const paymentsTableStyle = css({
  // One element more than the table's own end-aligned rule, so this one wins.
  '& tr > :is(td, th):is(:nth-child(2), :nth-child(3))': { textAlign: 'start', whiteSpace: 'normal' },
});

/** A table's column heads, repeated on each printed page. */
function ColumnHeads({ names }: { names: readonly string[] }) {
  return (
    <thead>
      <tr>
        {names.map((name) => (
          <th key={name} scope="col">
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** Each invoice status's badge colour (issue 40 item 5). */
const STATUS_TONE: Record<InvoiceStatus, Status> = {
  Unpaid: 'pending',
  'Partly paid': 'in-progress',
  Paid: 'completed',
  Overdue: 'failed',
};

/** What has been paid against an issued invoice: status, each payment, amount paid and balance. */
function InvoicePayments({ issued }: { issued: IssuedInvoice }) {
  return (
    <section aria-label="Payments" className={termsStyle}>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' })}>
        <strong>Payments</strong>
        <Badge status={STATUS_TONE[issued.status]}>{issued.status}</Badge>
      </div>
      {issued.payments.length === 0 ? (
        <span className={muted}>No payments recorded yet.</span>
      ) : (
        <div className={tableWrapStyle}>
          <table className={cx(tableStyle, paymentsTableStyle)}>
            <ColumnHeads names={['Date', 'Method', 'Reference', 'Amount']} />
            <tbody>
              {issued.payments.map((payment) => (
                <tr key={payment.id}>
                  <td>{formatDate(payment.paidOn)}</td>
                  <td>{payment.method}</td>
                  <td>{payment.reference || '—'}</td>
                  <td>{formatCurrency(payment.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {/* With the last payment, never alone at the top of a page of its own. */}
      <dl className={cx(factsStyle, css({ breakBefore: 'avoid' }))}>
        <dt>Amount paid</dt>
        <dd>{formatCurrency(issued.amountPaid)}</dd>
        <dt>Balance</dt>
        <dd>
          <strong>{formatCurrency(issued.balance)}</strong>
        </dd>
      </dl>
    </section>
  );
}

/**
 * The invoice (issue 40 item 4): the business's identity and logo, the invoice's own number and date,
 * who it is for with their mailing address, the submission, every line and total as the seed prices
 * them, the payment terms and due date, and a QR code of the submission's address. One document: the
 * customer's invoice page, the staff's printed receipt and the detail's draft preview.
 */
export function InvoiceDocument({
  submissionId,
  customer,
  price,
  profile,
  issued,
  heading = 'Invoice',
  headingLevel = 1,
}: InvoiceDocumentProps) {
  const Heading = `h${headingLevel}` as const;
  const lines = price.lines.filter((line) => line.count > 0);
  const address = mailingLines(customer);
  // The QR code: the submission's one address, absolute (decision 0411), in this data mode (0560).
  const submissionLink = useSubmissionAddress();
  return (
    <article aria-label={`${heading} for submission #${submissionId}`} className={rootStyle}>
      <div className={headStyle}>
        <div className={partyStyle}>
          {profile?.logo && <img src={profile.logo} alt={`${profile.name} logo`} className={logoStyle} />}
          {profile && profile.name !== '' && <strong>{profile.name}</strong>}
          {profile?.address.split('\n').map((line, index) => (
            <span key={index}>{line}</span>
          ))}
          {profile?.email && <span>{profile.email}</span>}
          {profile?.phone && <span>{profile.phone}</span>}
        </div>
        <QrCode
          value={submissionLink(submissionId)}
          label={`Scan code for submission #${submissionId}`}
          className={qrStyle}
        />
      </div>
      <div className={headStyle}>
        <div className={partyStyle}>
          <Heading className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>{heading}</Heading>
          <span className={muted}>Bill to</span>
          <strong>{customer.name}</strong>
          {address.length > 0 ? (
            address.map((line) => <span key={line}>{line}</span>)
          ) : (
            <span className={muted}>No mailing address on file</span>
          )}
        </div>
        <dl className={factsStyle}>
          <dt>Invoice number</dt>
          <dd>{issued ? String(issued.invoiceNumber) : 'Given when first printed'}</dd>
          <dt>Invoice date</dt>
          <dd>{issued ? formatDate(issued.invoiceDate) : '—'}</dd>
          <dt>Due date</dt>
          <dd>{issued ? formatDate(issued.dueDate) : '—'}</dd>
          <dt>Submission</dt>
          <dd>{`#${submissionId}`}</dd>
        </dl>
      </div>
      <div className={tableWrapStyle}>
        <table className={tableStyle}>
          <ColumnHeads names={['Service', 'Cards', 'Rate', 'Amount']} />
          <tbody>
            {lines.map((line) => (
              <tr key={line.service}>
                <td>
                  {line.label} <span className={muted}>{maxPerCardText(line.service)}</span>
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
      </div>
      <div className={termsStyle}>
        <strong>Payment terms</strong>
        <span>{issued?.paymentTerms || profile?.paymentTerms || '—'}</span>
        {issued && <span>{`Please pay by ${formatDate(issued.dueDate)}.`}</span>}
      </div>
      {issued && <InvoicePayments issued={issued} />}
    </article>
  );
}
