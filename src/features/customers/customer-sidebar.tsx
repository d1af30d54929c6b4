import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { stack } from 'styled-system/patterns';
import type { Customer } from '../../domain/customer';
import { mailingLines } from '../../domain/names';
import { Card, EmailText } from '../../ui';
import { ContactFlags } from './contact-flags';

const listStyle = stack({
  gap: '3',
  '& dt': { fontSize: 'sm', color: 'fg.muted' },
  '& dd': { overflowWrap: 'anywhere' },
});
const muted = css({ color: 'fg.muted' });

const listOrNone = (items: readonly string[], none = 'None') => (items.length ? items.join(', ') : none);

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Contact & mailing and Account insight (seed A §2 Customer detail, sidebar). */
export function CustomerSidebar({ customer }: { customer: Customer }) {
  const lines = mailingLines(customer);
  return (
    <>
      <Card title="Contact & mailing" headingLevel={2}>
        <dl className={listStyle}>
          <Fact term="Email">{customer.email ? <EmailText email={customer.email} /> : '—'}</Fact>
          <Fact term="Phone">{customer.phone || '—'}</Fact>
          <Fact term="Preferred channels">{listOrNone(customer.preferredChannels)}</Fact>
          <Fact term="Contact preferences">
            <ContactFlags customer={customer} />
          </Fact>
          <Fact term="Mailing address">
            {lines.length ? (
              lines.map((line) => (
                <span key={line} className={css({ display: 'block' })}>
                  {line}
                </span>
              ))
            ) : (
              <span className={muted}>No mailing address on file</span>
            )}
          </Fact>
          {customer.userId && <Fact term="Linked user ID">{customer.userId}</Fact>}
        </dl>
      </Card>
      <Card title="Account insight" headingLevel={2}>
        <dl className={listStyle}>
          <Fact term="Account manager">{customer.accountManager || '—'}</Fact>
          <Fact term="Segments">{listOrNone(customer.segments)}</Fact>
          <Fact term="Tags">{listOrNone(customer.tags)}</Fact>
          <Fact term="Notes">
            {customer.notes.trim() ? (
              <span className={css({ whiteSpace: 'pre-wrap' })}>{customer.notes}</span>
            ) : (
              <span className={muted}>No notes captured yet.</span>
            )}
          </Fact>
          {customer.lifetimeValueNotes && (
            <Fact term="Lifetime value notes">{customer.lifetimeValueNotes}</Fact>
          )}
        </dl>
      </Card>
    </>
  );
}
