import { type ReactNode } from 'react';
import { lazyRecovering } from '../../kit/chunk-recovery';
import { Link } from 'wouter';
import { fromPromise } from 'xstate';
import { css, cx } from 'styled-system/css';
import { connectDashboard, dashboardMachine, type DashboardLoad } from '../../../machines/dashboard';
import { connectSession } from '../../../machines/session';
import { dashboardAudience, type DashboardMetrics, type PaidTally, type Tally } from '../../domain/dashboard';
import { formatCurrency, formatNumber } from '../../domain/format';
import {
  type DashboardFigure,
  dashboardFigureFilters,
  submissionListHref,
} from '../../domain/submissionFilters';
import { hasAnyRole, type Role } from '../../domain/session';
import { useServices } from '../../kit/services';
import { useScreenActor } from '../../kit/screen-actor';
import { useView } from '../../kit/use-view';
import { Button, Card, PageHeader } from '../../ui';
import { SamplePanels } from './sample-panels';

interface Figure {
  title: string;
  value: string;
  detail: string;
  /** The list filtered to exactly what the figure counts (issue 37, decisions 0365, 0366); none while loading. */
  href?: string | undefined;
  /** A second line beside the seed's figure: what was really paid (decision 0418). */
  paid?: { amount: string; detail: string } | undefined;
}

/** The grader orders the figure counts (src/features/grading reads the same filter). */
const OUT_FOR_GRADING_HREF = '/grading?out=yes';

const plural = (count: number, one: string) => `${formatNumber(count)} ${one}${count === 1 ? '' : 's'}`;
const cards = (tally: Tally) => `${formatNumber(tally.cards)} cards`;
const submissions = (count: number) => plural(count, 'submission');

/** 'Received $1,250.00 · 3 payments on 2 invoices': the payments recorded in the last 24 hours. */
export const paidLine = (paid: PaidTally) => ({
  amount: `Received ${formatCurrency(paid.amount)}`,
  detail: `${paid.payments ? `${plural(paid.payments, 'payment')} on ${plural(paid.invoices, 'invoice')}` : 'no payments recorded'} in the last 24 hours`,
});

/**
 * The four metric cards and three ageing cards; dashes until the first load ends. Each value links
 * to the submissions list filtered to exactly what it counts as of the board's instant `asOf`.
 */
export function figures(
  metrics: DashboardMetrics | null,
  asOf: string | null = null,
): { metrics: Figure[]; ageing: Figure[] } {
  const m = metrics;
  const dash = '—';
  const lists = m && asOf ? dashboardFigureFilters(new Date(asOf)) : null;
  const href = (figure: DashboardFigure) => (lists ? submissionListHref(lists[figure]) : undefined);
  return {
    metrics: [
      {
        title: 'Invoices paid overnight',
        href: href('invoicesPaid'),
        value: m ? formatNumber(m.invoicesPaid.submissions) : dash,
        detail: m ? `${cards(m.invoicesPaid)} · completed in the last 24 hours` : '',
        paid: m ? paidLine(m.paidOvernight) : undefined,
      },
      {
        title: 'Invoice change requests',
        href: href('changeRequests'),
        value: m ? formatNumber(m.changeRequests.submissions) : dash,
        detail: m ? `${formatNumber(m.changeRequests.new)} new in the last 3 days` : '',
      },
      {
        title: 'Cards awaiting prescreen',
        href: href('awaitingPrescreen'),
        value: m ? formatNumber(m.awaitingPrescreen.cards) : dash,
        detail: m
          ? `${submissions(m.awaitingPrescreen.submissions)} · ${formatNumber(m.awaitingPrescreen.new)} new today`
          : '',
      },
      {
        // From the grader orders (issue 39 item 7, decision 0481); the seed's in-progress submissions
        // and 'due this week' stay beside it.
        title: 'Cards out for grading',
        value: m ? formatNumber(m.gradingOut.cards) : dash,
        href: m ? OUT_FOR_GRADING_HREF : undefined,
        detail: m
          ? `${plural(m.gradingOut.orders, 'grader order')} · ${submissions(m.outForGrading.submissions)} in progress · ${formatNumber(m.outForGrading.dueThisWeek)} due this week`
          : '',
      },
    ],
    ageing: [
      {
        title: 'Follow-up',
        href: href('followUp'),
        value: m ? formatNumber(m.ageing.followUp.submissions) : dash,
        detail: 'Open 14 days or more',
      },
      {
        title: 'Late fee',
        href: href('lateFee'),
        value: m ? formatNumber(m.ageing.lateFee.submissions) : dash,
        detail: 'Open 30 days or more',
      },
      {
        title: 'Collections',
        href: href('collections'),
        value: m ? formatNumber(m.ageing.collections.submissions) : dash,
        detail: 'Open 60 days or more',
      },
    ],
  };
}

const QUICK_ACTIONS: readonly { label: string; href: string; roles?: readonly Role[] }[] = [
  { label: 'New submission', href: '/submissions/new', roles: ['employee', 'admin'] },
  { label: 'Prescreen queue', href: '/prescreen' },
  { label: 'New customer', href: '/customers/new', roles: ['employee', 'admin'] },
];

const gridStyle = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(4, 1fr)' },
  gap: '4',
});
const valueStyle = css({ fontSize: '3xl', fontWeight: 'bold', lineHeight: 'tight' });
const detailStyle = css({ fontSize: 'sm', color: 'fg.muted' });
const valueLinkStyle = css({
  color: 'accent.fg',
  textDecoration: 'underline',
  textDecorationThickness: '2px',
  textUnderlineOffset: '4px',
});
const paidStyle = css({ fontSize: 'sm', color: 'fg.muted', mt: '2', pt: '2', borderTop: 'default' });
const paidAmountStyle = css({ color: 'fg.default', fontWeight: 'semibold' });
const statusStyle = css({ mdDown: { order: 1, flexBasis: 'full' } });

function FigureCard({ figure }: { figure: Figure }) {
  return (
    <Card title={figure.title} headingLevel={3}>
      <p className={valueStyle}>
        {figure.href ? (
          <Link
            href={figure.href}
            className={valueLinkStyle}
            aria-label={`${figure.title}: ${figure.value}, open the list`}
          >
            {figure.value}
          </Link>
        ) : (
          figure.value
        )}
      </p>
      {/* The line is there while loading too (blank), so the cards do not grow when figures arrive. */}
      <p className={detailStyle}>{figure.detail || '\u00a0'}</p>
      {'paid' in figure && (
        <p className={paidStyle}>
          {figure.paid ? (
            <>
              <strong className={paidAmountStyle}>{figure.paid.amount}</strong> · {figure.paid.detail}
            </>
          ) : (
            '\u00a0'
          )}
        </p>
      )}
    </Card>
  );
}

/** A dashboard section under a visible heading, which names the section for screen readers too. */
function TitledSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  /** A line under the heading (the samples say they are samples). */
  description?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <div>
        <h2 id={id} className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
          {title}
        </h2>
        {description && <p className={detailStyle}>{description}</p>}
      </div>
      {children}
    </section>
  );
}

// Staff never see the customer dashboard (nor its icons): it loads only for a customer, so the staff
// dashboard's first load stays within its JavaScript budget.
const CustomerDashboard = lazyRecovering(() =>
  import('./customer-dashboard').then((module) => ({ default: module.CustomerDashboard })),
);

/**
 * Dashboard (seed A §2 Dashboard, §9 Dashboard rules). Staff get the work queues; a user without a
 * staff role gets the customer dashboard, which calls nothing the server would refuse (decision 0140).
 */
export default function DashboardScreen() {
  const services = useServices();
  const { roles, name } = useView(services.session, connectSession, (session) => ({
    roles: session.roles,
    name: session.user?.displayName ?? '',
  }));
  return dashboardAudience(roles) === 'staff' ? (
    <StaffDashboard roles={roles} />
  ) : (
    <CustomerDashboard name={name} />
  );
}

function StaffDashboard({ roles }: { roles: readonly string[] }) {
  const actor = useScreenActor(dashboardMachine, ({ backend }) => ({
    actors: {
      loadFigures: fromPromise<DashboardLoad>(({ signal }) => backend().submissions.dashboard({ signal })),
    },
  }));
  const { metrics, asOf, status, refreshing, refresh } = useView(actor, connectDashboard);
  const shown = figures(metrics, asOf);

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <PageHeader
        title="Dashboard"
        actions={
          <>
            <p role="status" className={cx(detailStyle, statusStyle)}>
              {status}
            </p>
            <Button size="sm" onClick={refresh} disabled={refreshing}>
              Refresh
            </Button>
          </>
        }
      />
      <section aria-labelledby="work-queues">
        <h2 id="work-queues" className={css({ srOnly: true })}>
          Work queues
        </h2>
        <div className={gridStyle}>
          {shown.metrics.map((figure) => (
            <FigureCard key={figure.title} figure={figure} />
          ))}
        </div>
      </section>
      <TitledSection id="ageing" title="Ageing">
        <div
          className={css({
            display: 'grid',
            gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
            gap: '4',
          })}
        >
          {shown.ageing.map((figure) => (
            <FigureCard key={figure.title} figure={figure} />
          ))}
        </div>
      </TitledSection>
      <TitledSection id="quick-actions" title="Quick actions">
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
          {QUICK_ACTIONS.filter((action) => !action.roles || hasAnyRole(roles, action.roles)).map(
            (action) => (
              <Button key={action.href} asChild variant="secondary">
                <Link href={action.href}>{action.label}</Link>
              </Button>
            ),
          )}
        </div>
      </TitledSection>
      {/* Issue 37: static sample text beside real numbers says so, as Reports does. */}
      <TitledSection
        id="samples"
        title="Samples"
        description="Sample panels showing what is planned here; nothing in them is live data."
      >
        <SamplePanels />
      </TitledSection>
    </div>
  );
}
