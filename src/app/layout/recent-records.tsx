import { Link } from 'wouter';
import { css, cx } from 'styled-system/css';
import { plainListStyle } from '../../ui';

export interface RecentRecordLink {
  key: string;
  label: string;
  href: string;
  category?: string;
}

const headingStyle = css({
  fontSize: 'xs',
  fontWeight: 'semibold',
  color: 'fg.muted',
  textTransform: 'uppercase',
});

/** The optional 'Recent records' strip under the header (at most five, newest first). */
export function RecentRecords({ records }: { records: readonly RecentRecordLink[] }) {
  return (
    <section
      aria-labelledby="recent-records"
      className={css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' })}
    >
      <h2 id="recent-records" className={headingStyle}>
        Recent records
      </h2>
      {records.length === 0 ? (
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>Records you open appear here.</p>
      ) : (
        <ul className={cx(plainListStyle, css({ display: 'flex', gap: '2', flexWrap: 'wrap' }))}>
          {records.map((record) => (
            <li key={record.key}>
              <Link
                href={record.href}
                className={css({
                  display: 'inline-flex',
                  gap: '1',
                  px: '2.5',
                  py: '1',
                  borderRadius: 'full',
                  bg: 'bg.subtle',
                  color: 'fg.default',
                  fontSize: 'sm',
                  textDecoration: 'none',
                  _hover: { bg: 'bg.muted' },
                })}
              >
                {record.category && <span className={css({ color: 'fg.muted' })}>{record.category}:</span>}
                {record.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
