import { Link } from 'wouter';
import { css, cx } from 'styled-system/css';
import { plainListStyle } from '../../ui';
import type { Crumb } from '../breadcrumbs';

const listStyle = cx(
  plainListStyle,
  css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '1',
    fontSize: 'sm',
    color: 'fg.muted',
  }),
);
const linkStyle = css({
  color: 'accent.fg',
  textDecoration: 'underline',
  _hover: { textDecoration: 'none' },
});

/** The breadcrumb trail; nothing at all when the trail is empty (the dashboard, guest pages). */
export function BreadcrumbsNav({ crumbs }: { crumbs: readonly Crumb[] }) {
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb">
      <ol className={listStyle}>
        {crumbs.map((crumb, index) => (
          <li
            key={`${index}-${crumb.label}`}
            className={css({ display: 'flex', alignItems: 'center', gap: '1' })}
          >
            {index > 0 && <span aria-hidden="true">/</span>}
            {crumb.href ? (
              <Link href={crumb.href} className={linkStyle}>
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className={css({ color: 'fg.default', fontWeight: 'medium' })}>
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
