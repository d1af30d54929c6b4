import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { connectSession } from '../../../machines/session';
import { hasAnyRole } from '../../domain/session';
import { useServices } from '../../kit/services';
import { useView } from '../../kit/use-view';
import { Card, EmptyState, PageHeader } from '../../ui';

export const PRESCREEN_FOR_CUSTOMERS = {
  title: 'Prescreening',
  heading: 'Prescreening happens in our office',
  description:
    'Our graders look over every card of a submission that asked for prescreening before it goes out for grading. Its result is part of your submission; nothing here needs you.',
  back: 'Back to the dashboard',
} as const;

const STAFF = ['employee', 'admin'];

/**
 * The prescreen routes are open to any signed-in user (seed A route table), but the queue and the
 * review are staff work whose calls the server refuses to a customer. A customer gets this page
 * instead, which calls nothing (decision 0123), as the customer's dashboard does (decision 0140).
 */
export function StaffOnly({ children }: { children: ReactNode }) {
  const { session } = useServices();
  const staff = useView(session, connectSession, (view) => hasAnyRole(view.roles, STAFF));
  if (staff) return children;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <PageHeader title={PRESCREEN_FOR_CUSTOMERS.title} />
      <Card>
        <EmptyState
          headingLevel={2}
          title={PRESCREEN_FOR_CUSTOMERS.heading}
          description={PRESCREEN_FOR_CUSTOMERS.description}
          action={
            <Link href="/dashboard" className={css({ color: 'accent.fg', textDecoration: 'underline' })}>
              {PRESCREEN_FOR_CUSTOMERS.back}
            </Link>
          }
        />
      </Card>
    </div>
  );
}
