import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';

const headerStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  columnGap: '4',
  rowGap: '3',
});
// The title block takes the room it needs and gives way first: at 390 px the actions wrap below it.
const titleBlockStyle = css({ flexGrow: '1', flexBasis: '64', minW: '0' });
const titleStyle = css({ fontSize: '2xl', fontWeight: 'semibold', color: 'fg.default', lineHeight: 'tight' });
const descriptionStyle = css({ mt: '1', fontSize: 'sm', color: 'fg.muted' });
const actionsStyle = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' });

export interface PageHeaderProps {
  /** The page's one h1. */
  title: string;
  description?: ReactNode;
  /** Buttons or links for the page (e.g. 'New customer'). */
  actions?: ReactNode;
  /** The heading's id, for the page section's aria-labelledby. */
  headingId?: string;
  className?: string;
}

/**
 * A page's title, an optional line under it and its actions, wrapping to two rows on narrow screens.
 * It has no outer margin: the page's own column gap spaces it from what follows.
 */
export function PageHeader({
  title,
  description,
  actions,
  headingId = 'page-heading',
  className,
}: PageHeaderProps) {
  return (
    <header className={cx(headerStyle, className)}>
      <div className={titleBlockStyle}>
        <h1 id={headingId} className={titleStyle}>
          {title}
        </h1>
        {description && <p className={descriptionStyle}>{description}</p>}
      </div>
      {actions && <div className={actionsStyle}>{actions}</div>}
    </header>
  );
}
