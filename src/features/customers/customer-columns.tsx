import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { FilePlus } from 'lucide-react';
import type { Customer } from '../../domain/customer';
import { formatDate, formatDollars, formatNumber } from '../../domain/format';
import { customerFullName, gradingSummary, mailingLines } from '../../domain/names';
import type { CsvColumn } from '../../lib/csv';
import { Button, EmailText, TextLink, type DataTableColumn } from '../../ui';
import { ContactFlags, contactFlags } from './contact-flags';

const muted = css({ color: 'fg.muted', fontSize: 'sm' });
const stack = css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0' });
// Emails break anywhere only on phones; on wider screens the column widens instead of splitting them.
const clip = css({ overflowWrap: { base: 'anywhere', md: 'normal' } });

export const customerHref = (id: string) => `/customers/${encodeURIComponent(id)}`;
export const newSubmissionHref = (id: string) => `/submissions/new?customerId=${encodeURIComponent(id)}`;

function gradingText(customer: Customer): { main: string; next: string | null } {
  const grading = gradingSummary(customer.activity);
  if (grading.activeCount === 0) return { main: 'No active batches', next: null };
  const main = `${formatNumber(grading.activeCount)} active · ${grading.statuses.join(', ')}`;
  return { main, next: grading.nextTargetDate ? `Next ship ${formatDate(grading.nextTargetDate)}` : null };
}

/** The directory's columns (seed A §2): Customer sorts by last name, as the API's default sort does. */
export function customerColumns(): DataTableColumn<Customer>[] {
  return [
    {
      key: 'lastName',
      header: 'Customer',
      sortable: true,
      cell: (customer) => {
        return (
          <span className={stack}>
            <TextLink
              href={customerHref(customer.id)}
              className={css({ fontWeight: 'medium', whiteSpace: { md: 'nowrap' } })}
            >
              {customerFullName(customer)}
            </TextLink>
            <span className={muted}>
              {customer.isActive ? `Customer #${customer.id}` : `Customer #${customer.id} · Archived`}
            </span>
          </span>
        );
      },
    },
    {
      key: 'contact',
      header: 'Contact',
      cell: (customer) => (
        <span className={stack}>
          <span className={clip}>{customer.email ? <EmailText email={customer.email} /> : '—'}</span>
          <span className={muted}>{customer.phone || 'No phone'}</span>
          <ContactFlags customer={customer} />
        </span>
      ),
    },
    {
      key: 'mailing',
      header: 'Mailing',
      cell: (customer) => {
        const lines = mailingLines(customer);
        return lines.length ? (
          <span className={stack}>
            {lines.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </span>
        ) : (
          <span className={muted}>No mailing address on file</span>
        );
      },
    },
    {
      key: 'grading',
      header: 'Grading',
      cell: (customer) => {
        const { main, next } = gradingText(customer);
        return (
          <span className={stack}>
            <span>{main}</span>
            {next && <span className={muted}>{next}</span>}
          </span>
        );
      },
    },
    {
      key: 'lifetimeValue',
      header: 'Lifetime value',
      align: 'end',
      cell: (customer) => (
        <span className={stack}>
          <span className={css({ fontVariantNumeric: 'tabular-nums' })}>
            {formatDollars(customer.metrics.lifetimeRevenue)}
          </span>
          <span className={muted}>{formatNumber(customer.metrics.cardsSubmittedLifetime)} cards</span>
        </span>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (customer) => (
        <Button asChild size="sm">
          <Link
            href={newSubmissionHref(customer.id)}
            aria-label={`New submission for ${customerFullName(customer)}`}
          >
            <FilePlus size={16} aria-hidden />
            Submission
          </Link>
        </Button>
      ),
    },
  ];
}

/** The CSV export's columns: what the table shows, one value per cell. */
export const CUSTOMER_CSV_COLUMNS: readonly CsvColumn<Customer>[] = [
  { header: 'Customer ID', value: (c) => c.id },
  { header: 'First name', value: (c) => c.firstName },
  { header: 'Last name', value: (c) => c.lastName },
  { header: 'Status', value: (c) => (c.isActive ? 'Active' : 'Archived') },
  { header: 'Email', value: (c) => c.email },
  { header: 'Phone', value: (c) => c.phone },
  {
    header: 'Contact permissions',
    value: (c) =>
      contactFlags(c)
        .map((flag) => flag.text)
        .join('; '),
  },
  { header: 'Mailing', value: (c) => mailingLines(c).join(', ') },
  { header: 'Grading', value: (c) => gradingText(c).main },
  { header: 'Lifetime value (USD)', value: (c) => c.metrics.lifetimeRevenue },
  { header: 'Lifetime cards', value: (c) => c.metrics.cardsSubmittedLifetime },
];
