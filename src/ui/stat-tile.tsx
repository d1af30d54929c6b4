import type { ReactNode } from 'react';
import { css, cva, cx } from 'styled-system/css';
import { Card } from './card';

const valueRecipe = cva({
  base: { fontWeight: 'bold', lineHeight: 'tight', fontSize: '3xl' },
  // Two tiles to a row on a phone leave half the width: a smaller figure keeps '18 days' on one line.
  variants: { compact: { true: { fontSize: { base: '2xl', md: '3xl' } }, false: {} } },
  defaultVariants: { compact: false },
});
const detailStyle = css({ fontSize: 'sm', color: 'fg.muted' });
const gridRecipe = cva({
  base: { display: 'grid', gap: '4' },
  // Each variant names the wide layout too: a variant's columns would otherwise override the base's.
  variants: {
    // Short figures ('94%') fit two to a row on a phone, which halves a long page of tiles.
    compact: {
      true: {
        gridTemplateColumns: {
          base: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(auto-fit, minmax(12rem, 1fr))',
        },
      },
      false: { gridTemplateColumns: { base: '1fr', md: 'repeat(auto-fit, minmax(12rem, 1fr))' } },
    },
  },
  defaultVariants: { compact: false },
});

export interface StatTileProps {
  /** The tile's heading, e.g. 'At grading lab'. */
  label: string;
  /** The figure, already formatted ('1,284', '$412,300'). */
  value: string;
  /** A line that explains the figure. */
  detail?: string;
  /** Something small drawn under the figure, e.g. a Sparkline. */
  children?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  /** In a compact StatTiles grid (two to a row on a phone). */
  compact?: boolean;
}

/** One headline figure: a titled card with the number large and a line under it. */
export function StatTile({
  label,
  value,
  detail,
  children,
  headingLevel = 3,
  compact = false,
}: StatTileProps) {
  return (
    <Card title={label} headingLevel={headingLevel}>
      <p className={valueRecipe({ compact })}>{value}</p>
      {detail && <p className={detailStyle}>{detail}</p>}
      {children}
    </Card>
  );
}

/** Tiles side by side from md (as many as fit, at least 12rem each); on a phone stacked, or two a row. */
export function StatTiles({
  children,
  compact = false,
  className,
}: {
  children: ReactNode;
  compact?: boolean;
  className?: string;
}) {
  return <div className={cx(gridRecipe({ compact }), className)}>{children}</div>;
}
