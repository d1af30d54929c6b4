import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { factsStyle } from './layout-styles';

const rowStyle = css({ display: 'contents' });

/** Terms and their values in two aligned columns (a record's facts on its detail page). */
export function Facts({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className={factsStyle}>
      {items.map(([term, value]) => (
        <div key={term} className={rowStyle}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
