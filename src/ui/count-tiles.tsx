import { sva } from 'styled-system/css';

const tiles = sva({
  slots: ['root', 'tile', 'label', 'value'],
  base: {
    root: { display: 'flex', flexWrap: 'wrap', gap: '3', m: '0' },
    tile: {
      display: 'flex',
      flexDirection: 'column',
      minW: '24',
      px: '4',
      py: '2',
      bg: 'bg.surface',
      border: 'default',
      borderRadius: 'md',
    },
    label: { fontSize: 'xs', color: 'fg.muted', textTransform: 'uppercase', letterSpacing: 'wide' },
    value: { fontSize: 'xl', fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' },
  },
});

export interface CountTilesProps {
  /** The group's accessible name, e.g. 'Card grades counts'. */
  label: string;
  /** Each count's label and its figure, already formatted (or a dash while loading). */
  counts: readonly { label: string; value: string }[];
}

/** A row of small labelled figures (a list's total, active and archived), as a definition list. */
export function CountTiles({ label, counts }: CountTilesProps) {
  const styles = tiles();
  return (
    <dl className={styles.root} aria-label={label}>
      {counts.map((count) => (
        <div key={count.label} className={styles.tile}>
          <dt className={styles.label}>{count.label}</dt>
          <dd className={styles.value}>{count.value}</dd>
        </div>
      ))}
    </dl>
  );
}
