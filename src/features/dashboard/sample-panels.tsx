import { Link } from 'wouter';
import { css, cx } from 'styled-system/css';
import { Card, plainListStyle } from '../../ui';

// Seed A §2: static sample panels. Every figure here is hard-coded sample text, not data.

const listStyle = cx(
  plainListStyle,
  css({ display: 'flex', flexDirection: 'column', gap: '2', fontSize: 'sm' }),
);
const rowStyle = css({ display: 'flex', justifyContent: 'space-between', gap: '3' });
// The value keeps to one line ("48 cards"); a long label wraps beside it instead.
const valueStyle = css({ color: 'fg.muted', whiteSpace: 'nowrap' });
const linkStyle = css({ color: 'accent.fg', textDecoration: 'underline', fontSize: 'sm' });

function Rows({ rows }: { rows: readonly [string, string][] }) {
  return (
    <ul className={listStyle}>
      {rows.map(([label, value]) => (
        <li key={label} className={rowStyle}>
          <span>{label}</span>
          <span className={valueStyle}>{value}</span>
        </li>
      ))}
    </ul>
  );
}

/** A panel: a title, its rows (label and value), and for some a link to the page behind them. */
interface SamplePanel {
  title: string;
  rows: readonly [string, string][];
  link?: { href: string; label: string };
}

const PANELS: readonly SamplePanel[] = [
  {
    title: 'Pipeline focus',
    rows: [
      ['Clear PSA bulk intake before Friday', '48 cards'],
      ['Prescreen the vintage comic batch', '12 books'],
      ['Confirm return labels for SGC', '3 boxes'],
    ],
  },
  {
    title: 'Work streams',
    rows: [
      ['Intake & photography', 'On track'],
      ['Prescreening', 'Busy'],
      ['Invoicing', 'On track'],
    ],
  },
  {
    title: 'Inbound shipments',
    rows: [
      ['PSA return · 2 boxes', 'Arrives Tue'],
      ['CGC return · 1 box', 'Arrives Thu'],
      ['BGS return · 1 box', 'In transit'],
    ],
    link: { href: '/grading', label: 'Open grading & returns' },
  },
  {
    title: 'Customer follow-ups',
    rows: [
      ['Call about an invoice change', '2 customers'],
      ['Late fee reminders', '4 customers'],
      ['Welcome new consignors', '3 customers'],
    ],
  },
];

export function SamplePanels() {
  return (
    <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '4' })}>
      {PANELS.map((panel) => (
        <Card
          key={panel.title}
          title={panel.title}
          headingLevel={3}
          footer={
            panel.link && (
              <Link href={panel.link.href} className={linkStyle}>
                {panel.link.label}
              </Link>
            )
          }
        >
          <Rows rows={panel.rows} />
        </Card>
      ))}
    </div>
  );
}
