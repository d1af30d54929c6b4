import { ArrowRight, ContactRound, Package, Settings as SettingsIcon, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { css, cx } from 'styled-system/css';
import { stack } from 'styled-system/patterns';
import { useRecordScreen } from '../../kit/screen-actor';
import { formatCurrency, formatDate } from '../../domain/format';
import type { Page } from '../../domain/paging';
import { isOpenSubmission, type MySubmissionRow } from '../../domain/portal';
import { nextStepOf } from '../../domain/portalProgress';
import { statusLabel, statusTone } from '../../domain/statuses';
import { Alert, Badge, Button, Card, LoadingState, PageHeader, plainListStyle, tileStyle } from '../../ui';

interface Shortcut {
  label: string;
  href: string;
  detail: string;
  Icon: LucideIcon;
}

/** The customer's own pages (issue 40; decision 0410), none of which calls a staff-only endpoint. */
export const CUSTOMER_SHORTCUTS: readonly Shortcut[] = [
  {
    label: 'My submissions',
    href: '/my/submissions',
    detail: 'Every submission with its status, cards and total due',
    Icon: Package,
  },
  {
    label: 'My details',
    href: '/my/details',
    detail: 'Contact details, mailing address and how we may reach you',
    Icon: ContactRound,
  },
  { label: 'Settings', href: '/settings', detail: 'Theme and recent-records preference', Icon: SettingsIcon },
];

/** Enough for any customer's open work; the list of all of them is 'My submissions'. */
const OPEN_SCAN = 100;

const gridStyle = cx(
  plainListStyle,
  css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
    gap: '4',
  }),
);
const linkStyle = stack({
  gap: '2',
  h: 'full',
  p: '4',
  border: 'default',
  borderRadius: 'lg',
  bg: 'bg.surface',
  boxShadow: 'card',
  color: 'fg.default',
  _hover: { borderColor: 'accent.default' },
  _focusVisible: { outlineWidth: 'thick', outlineStyle: 'solid', outlineColor: 'border.focus' },
});
const labelStyle = css({ display: 'flex', alignItems: 'center', gap: '2', fontWeight: 'semibold' });
const detailStyle = css({ fontSize: 'sm', color: 'fg.muted' });

/**
 * The dashboard for a customer (decision 0140, issue 40): their open submissions with what happens next,
 * and their own pages. Nothing is requested that the server would refuse a customer.
 */
export function CustomerDashboard({ name }: { name: string }) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <PageHeader title="Dashboard" description={name ? `Welcome back, ${name}.` : 'Welcome back.'} />
      <Card title="Open submissions" headingLevel={2}>
        <OpenSubmissions />
      </Card>
      <section aria-labelledby="shortcuts">
        <h2 id="shortcuts" className={css({ fontSize: 'lg', fontWeight: 'semibold', mb: '3' })}>
          Where to next
        </h2>
        <ul className={gridStyle}>
          {CUSTOMER_SHORTCUTS.map(({ label, href, detail, Icon }) => (
            <li key={href}>
              <Link href={href} className={linkStyle}>
                <span className={labelStyle}>
                  <Icon size={18} aria-hidden />
                  {label}
                  <ArrowRight size={16} aria-hidden className={css({ ml: 'auto', color: 'fg.muted' })} />
                </span>
                <span className={detailStyle}>{detail}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

const rowStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '2',
  fontWeight: 'semibold',
});

/** The customer's submissions still moving, newest first, each with the one thing that happens next. */
function OpenSubmissions() {
  const view = useRecordScreen<Page<MySubmissionRow>>({
    id: 'open',
    load: ({ backend }, _id, signal) =>
      backend().portal.searchSubmissions({ pageNumber: 1, pageSize: OPEN_SCAN }, { signal }),
  });
  if (view.loading) return <LoadingState message="Loading your submissions…" />;
  if (view.notFound || view.error || !view.record) {
    return (
      <Alert tone="error" title="Unable to load your submissions right now.">
        {view.error ? (
          <Button size="sm" onClick={view.error.onRetry}>
            Try again
          </Button>
        ) : null}
      </Alert>
    );
  }
  const open = view.record.items.filter(isOpenSubmission);
  if (open.length === 0) {
    return <p className={detailStyle}>Nothing is in progress. Submissions you send us appear here.</p>;
  }
  return (
    <ul className={cx(plainListStyle, css({ display: 'grid', gap: '3' }))}>
      {open.map((row) => (
        <li key={row.id} className={tileStyle}>
          <Link href={`/my/submissions/${row.id}`} className={rowStyle}>
            Submission #{row.id}
            <Badge status={statusTone(row.statusCode)}>{row.status || statusLabel(row.statusCode)}</Badge>
          </Link>
          <p className={detailStyle}>
            Sent {formatDate(row.createdAt)} · {row.totalCards} cards · {formatCurrency(row.totalDue)} due
          </p>
          <p className={css({ fontSize: 'sm', mt: '1' })}>{nextStepOf(row)}</p>
        </li>
      ))}
    </ul>
  );
}
