import { Link } from 'wouter';
import { css, cx } from 'styled-system/css';
import { Card, plainListStyle } from '../../ui';

// Seed A §2: static sample panels. Every figure here is hard-coded sample text, not data.

const listStyle = cx(
  plainListStyle,
  css({ display: 'flex', flexDirection: 'column', gap: '2', fontSize: 'sm' }),
);
const rowStyle = css({ display: 'flex', justifyContent: 'space-between', gap: '3' });
const mutedStyle = css({ color: 'fg.muted' });
const linkStyle = css({ color: 'accent.fg', textDecoration: 'underline', fontSize: 'sm' });

function Rows({ rows }: { rows: readonly [string, string][] }) {
  return (
    <ul className={listStyle}>
      {rows.map(([label, value]) => (
        <li key={label} className={rowStyle}>
          <span>{label}</span>
          <span className={mutedStyle}>{value}</span>
        </li>
      ))}
    </ul>
  );
}

export function SamplePanels() {
  return (
    <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '4' })}>
      <Card title="Pipeline focus" headingLevel={2}>
        <Rows
          rows={[
            ['Clear PSA bulk intake before Friday', '48 cards'],
            ['Prescreen the vintage comic batch', '12 books'],
            ['Confirm return labels for SGC', '3 boxes'],
          ]}
        />
      </Card>
      <Card title="Work streams" headingLevel={2}>
        <Rows
          rows={[
            ['Intake & photography', 'On track'],
            ['Prescreening', 'Busy'],
            ['Invoicing', 'On track'],
          ]}
        />
      </Card>
      <Card
        title="Inbound shipments"
        headingLevel={2}
        footer={
          <Link href="/grading" className={linkStyle}>
            Open grading & returns
          </Link>
        }
      >
        <Rows
          rows={[
            ['PSA return · 2 boxes', 'Arrives Tue'],
            ['CGC return · 1 box', 'Arrives Thu'],
            ['BGS return · 1 box', 'In transit'],
          ]}
        />
      </Card>
      <Card title="Customer follow-ups" headingLevel={2}>
        <Rows
          rows={[
            ['Call about an invoice change', '2 customers'],
            ['Late fee reminders', '4 customers'],
            ['Welcome new consignors', '3 customers'],
          ]}
        />
      </Card>
    </div>
  );
}
