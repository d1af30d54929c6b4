import { css } from 'styled-system/css';
import type { Customer } from '../../domain/customer';
import { EMPTY_VALUE, formatCurrency, formatDateTime, formatNumber } from '../../domain/format';
import { joinName } from '../../domain/names';
import { POLICY_SURCHARGE_LABEL, type SubmissionPrice } from '../../domain/pricing';
import type { Submission } from '../../domain/submission';
import { Card, factsStyle, TextLink } from '../../ui';
import { maxPerCardText } from './service-limits';

/** Service lines: the name may wrap, the figures never do. */
const breakdownStyle = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: '4',
  rowGap: '2',
  fontSize: 'sm',
  '& dd': { whiteSpace: 'nowrap', textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
});

const orDash = (text: string | null | undefined) => (text && text.trim() !== '' ? text : EMPTY_VALUE);

function preferredContact(customer: Customer): string {
  const channels = [customer.canEmail && 'Email', customer.canCall && 'Phone', customer.canText && 'Text'];
  const allowed = channels.filter((channel): channel is string => Boolean(channel));
  return allowed.length ? allowed.join(', ') : 'No contact permissions';
}

/** Seed B §2 Customer card: email, phone, location, preferred contact, tags, notes. */
export function CustomerCard({ customer, name }: { customer: Customer | null; name: string }) {
  return (
    <Card title="Customer" headingLevel={2}>
      {customer ? (
        <dl className={factsStyle}>
          <dt>Name</dt>
          <dd>
            <TextLink href={`/customers/${customer.id}`}>{name}</TextLink>
          </dd>
          <dt>Email</dt>
          <dd>{orDash(customer.email)}</dd>
          <dt>Phone</dt>
          <dd>{orDash(customer.phone)}</dd>
          <dt>Location</dt>
          <dd>{orDash(joinName(customer.city && `${customer.city},`, customer.state, customer.zipCode))}</dd>
          <dt>Preferred contact</dt>
          <dd>{preferredContact(customer)}</dd>
          <dt>Tags</dt>
          <dd>{customer.tags.length ? customer.tags.join(', ') : EMPTY_VALUE}</dd>
          <dt>Notes</dt>
          <dd>{orDash(customer.notes)}</dd>
        </dl>
      ) : (
        <p className={css({ fontSize: 'sm' })}>{name}</p>
      )}
    </Card>
  );
}

/** Seed B §2 Submission & Billing card. */
export function BillingCard({ submission, price }: { submission: Submission; price: SubmissionPrice }) {
  const services = price.lines.filter((line) => line.count > 0);
  return (
    <Card title="Submission & Billing" headingLevel={2}>
      <dl className={factsStyle}>
        <dt>Created</dt>
        <dd>{formatDateTime(submission.createdAt)}</dd>
        <dt>Last updated</dt>
        <dd>{formatDateTime(submission.updatedAt)}</dd>
        <dt>Total cards</dt>
        <dd>{formatNumber(price.totalCards)}</dd>
        <dt>Total due</dt>
        <dd className={css({ fontWeight: 'semibold' })}>{formatCurrency(price.totalDue)}</dd>
        <dt>Services</dt>
        <dd>
          {services.length
            ? services.map((line) => `${line.label} × ${formatNumber(line.count)}`).join(', ')
            : 'No cards yet'}
        </dd>
        <dt>Intake</dt>
        <dd>{`${formatCurrency(price.intakeFee)} ($1 a card)`}</dd>
        <dt>Policy surcharge</dt>
        <dd>{`${formatCurrency(price.policySurcharge)} (${POLICY_SURCHARGE_LABEL})`}</dd>
        <dt>Prescreening</dt>
        <dd>{`${price.prescreeningLabel} (${formatCurrency(price.prescreeningFee)})`}</dd>
        <dt>After grading</dt>
        <dd>{submission.consignAfterGrading ? 'Consign after grading' : 'Return to customer'}</dd>
        {/* what staff typed on the form (issue 37), line breaks kept, shown as text */}
        <dt>Internal notes</dt>
        <dd className={css({ whiteSpace: 'pre-line' })}>{submission.notes.trim() || 'No internal notes'}</dd>
      </dl>
    </Card>
  );
}

/** Count per service, with its rate and declared-value limit. */
export function ServiceBreakdown({ price }: { price: SubmissionPrice }) {
  return (
    <dl className={breakdownStyle}>
      {price.lines.map((line) => (
        <div key={line.service} className={css({ display: 'contents' })}>
          <dt>
            {line.label} <span className={css({ fontSize: 'xs' })}>{maxPerCardText(line.service)}</span>
          </dt>
          <dd>{`${formatNumber(line.count)} × ${formatCurrency(line.rate)} = ${formatCurrency(line.amount)}`}</dd>
        </div>
      ))}
    </dl>
  );
}
