import { css } from 'styled-system/css';
import { formatNumber } from '../../domain/format';
import { useRecordScreen } from '../../kit/screen-actor';
import { loadDirectoryCounts } from './customer-data';
import type { DirectoryCounts } from '../../domain/tiers';
import { FigureCards, type Figure } from './figure-cards';

const countsStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '4', fontSize: 'sm', color: 'fg.muted' });

const figure = (counts: DirectoryCounts | null, pick: (counts: DirectoryCounts) => number) =>
  counts ? formatNumber(pick(counts)) : '—';

/** The directory's counts and the three tier cards (seed A §2, §9 Customer tiers); dashes until loaded. */
export function DirectorySummary({ counts }: { counts: DirectoryCounts | null }) {
  const tiers: Figure[] = [
    {
      title: 'Premium submitters',
      value: figure(counts, (c) => c.premiumSubmitters),
      detail: '500+ cards per year',
    },
    {
      title: 'Premium consignors',
      value: figure(counts, (c) => c.premiumConsignors),
      detail: '$50k+ sales per year',
    },
    {
      title: 'Total annual clients',
      value: figure(counts, (c) => c.activeClients),
      detail: 'Any cards or sales this year',
    },
  ];
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <p className={countsStyle} aria-label="Customer counts">
        <span>
          <strong className={css({ color: 'fg.default' })}>{figure(counts, (c) => c.total)}</strong> customers
        </span>
        <span>
          <strong className={css({ color: 'fg.default' })}>{figure(counts, (c) => c.active)}</strong> active
        </span>
        <span>
          <strong className={css({ color: 'fg.default' })}>{figure(counts, (c) => c.inactive)}</strong>{' '}
          inactive
        </span>
      </p>
      <FigureCards figures={tiers} size="larger" />
    </div>
  );
}

/** The directory's counts and tier cards, read in one call of their own beside the list. */
export function DirectoryOverview() {
  const counts = useRecordScreen<DirectoryCounts>({
    id: 'directory',
    load: ({ backend }, _id, signal) => loadDirectoryCounts(backend(), signal),
  }).record;
  return <DirectorySummary counts={counts} />;
}
