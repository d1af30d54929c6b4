import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { wrap } from 'styled-system/patterns';
import type { Customer } from '../../domain/customer';
import { formatDate, formatNumber } from '../../domain/format';
import { summariseCustomer } from '../../domain/names';
import { Avatar, Badge } from '../../ui';

const rootStyle = wrap({ align: 'flex-start', justify: 'space-between', gap: '4' });
const muted = css({ fontSize: 'sm', color: 'fg.muted' });

const daysAgo = (days: number) =>
  days === 0 ? 'today' : `${formatNumber(days)} ${days === 1 ? 'day' : 'days'} ago`;

/** Initials, name, Active/Inactive, tier and tag badges, last submission and contact, and the actions. */
export function CustomerHeader({ customer, actions }: { customer: Customer; actions: ReactNode }) {
  const summary = summariseCustomer(customer, new Date());
  const lastSubmission = customer.lastSubmissionAt ?? customer.activity.lastSubmissionAt;
  return (
    <header className={rootStyle}>
      <div className={css({ display: 'flex', gap: '4', alignItems: 'flex-start', minW: '0' })}>
        <Avatar name={summary.fullName} size="lg" />
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', minW: '0' })}>
          <h1
            id="page-heading"
            className={css({ fontSize: '2xl', fontWeight: 'semibold', overflowWrap: 'anywhere' })}
          >
            {summary.fullName}
          </h1>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
            {/* Inactive only when the record says isActive false (seed A §2). */}
            {customer.isActive ? (
              <Badge status="completed">Active</Badge>
            ) : (
              <Badge status="cancelled">Inactive</Badge>
            )}
            {summary.tierBadges.map((tier) => (
              <Badge key={tier.id} status="in-progress">
                {tier.label}
              </Badge>
            ))}
            {customer.tags.map((tag) => (
              <Badge key={tag} status="pending">
                {tag}
              </Badge>
            ))}
          </div>
          <p className={muted}>
            {lastSubmission && summary.daysSinceLastSubmission !== null
              ? `Last submission ${formatDate(lastSubmission)} (${daysAgo(summary.daysSinceLastSubmission)})`
              : 'No submissions yet'}
            {' · '}
            {customer.lastContactedAt && summary.daysSinceLastContact !== null
              ? `Last contact ${formatDate(customer.lastContactedAt)} (${daysAgo(summary.daysSinceLastContact)})`
              : 'No contact recorded'}
          </p>
        </div>
      </div>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>{actions}</div>
    </header>
  );
}
