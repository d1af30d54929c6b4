import { css, cva } from 'styled-system/css';
import { Card } from '../../ui';

/** A headline figure: its card's title, the figure, and a line that explains it. */
export interface Figure {
  title: string;
  value: string;
  detail: string;
}

const gridStyle = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
  gap: '4',
});
const valueRecipe = cva({
  base: { fontWeight: 'bold', lineHeight: 'tight' },
  // The directory's tier counts are the page's headline, so they read larger than a customer's metrics.
  variants: { size: { large: { fontSize: '2xl' }, larger: { fontSize: '3xl' } } },
});
const detailStyle = css({ fontSize: 'sm', color: 'fg.muted' });

/** Headline figures as cards, three to a row from md and stacked below. */
export function FigureCards({ figures, size }: { figures: readonly Figure[]; size: 'large' | 'larger' }) {
  return (
    <div className={gridStyle}>
      {figures.map((figure) => (
        <Card key={figure.title} title={figure.title} headingLevel={2}>
          <p className={valueRecipe({ size })}>{figure.value}</p>
          <p className={detailStyle}>{figure.detail}</p>
        </Card>
      ))}
    </div>
  );
}
