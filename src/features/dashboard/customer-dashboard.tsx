import { ArrowRight, PackageCheck, Search, Settings as SettingsIcon, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { css, cx } from 'styled-system/css';
import { stack } from 'styled-system/patterns';
import { Card, PageHeader, plainListStyle } from '../../ui';

interface Shortcut {
  label: string;
  href: string;
  detail: string;
  Icon: LucideIcon;
}

/**
 * The pages every signed-in user may open (seed A §6), none of which calls a staff-only endpoint.
 * Grading & Returns is staff work since issue 39 (decision 0391).
 */
export const CUSTOMER_SHORTCUTS: readonly Shortcut[] = [
  {
    label: 'Consignments',
    href: '/consignments',
    detail: 'Consigned lots from check-in to prescreen',
    Icon: PackageCheck,
  },
  {
    label: 'Advanced Search',
    href: '/advanced-search',
    detail: 'Saved filters for finding records',
    Icon: Search,
  },
  { label: 'Settings', href: '/settings', detail: 'Theme and recent-records preference', Icon: SettingsIcon },
];

const gridStyle = cx(
  plainListStyle,
  css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(4, 1fr)' },
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
 * The dashboard for a user without a staff role (decision 0140): a greeting and the pages they may
 * open. The staff work queues are not shown, so nothing is requested that the server would refuse.
 */
export function CustomerDashboard({ name }: { name: string }) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <PageHeader title="Dashboard" description={name ? `Welcome back, ${name}.` : 'Welcome back.'} />
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
      <Card title="Work queues" headingLevel={2}>
        <p className={detailStyle}>
          Submission figures, ageing and quick actions are for staff accounts. Ask an administrator for the
          employee role if you need them.
        </p>
      </Card>
    </div>
  );
}
