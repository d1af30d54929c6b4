import { Filter, Plus } from 'lucide-react';
import { css, cx } from 'styled-system/css';
import { Card, PageHeader, pageStyle, plainListStyle, UnavailableButton } from '../../ui';
import { SAVED_FILTERS } from './saved-filters';

const gridStyle = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(auto-fit, minmax(16rem, 1fr))' },
  gap: '4',
});
const chipsStyle = cx(plainListStyle, css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '3' }));
const chipStyle = css({
  px: '2',
  py: '0.5',
  borderRadius: 'full',
  bg: 'bg.subtle',
  color: 'fg.default',
  fontSize: 'xs',
  fontWeight: 'medium',
});

/** Advanced Search (seed B §2 Static placeholder pages): three sample saved filters. */
export default function AdvancedSearchScreen() {
  return (
    <div className={pageStyle}>
      <PageHeader
        title="Advanced Search"
        description="Sample saved filters across customers, submissions and consignments; none of them runs yet."
        actions={
          <UnavailableButton variant="primary">
            <Plus size={16} aria-hidden />
            Create filter
          </UnavailableButton>
        }
      />
      <section aria-labelledby="saved-filters">
        <h2 id="saved-filters" className={css({ fontSize: 'lg', fontWeight: 'semibold', mb: '3' })}>
          Saved filters
        </h2>
        <ul className={cx(plainListStyle, gridStyle)}>
          {SAVED_FILTERS.map((filter) => (
            <li key={filter.name} className={css({ display: 'flex' })}>
              <Card
                className={css({ flex: '1' })}
                title={
                  <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '2' })}>
                    <Filter size={16} aria-hidden />
                    {filter.name}
                  </span>
                }
              >
                <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{filter.description}</p>
                <ul className={chipsStyle} aria-label={`Conditions of ${filter.name}`}>
                  {filter.criteria.map((criterion) => (
                    <li key={criterion} className={chipStyle}>
                      {criterion}
                    </li>
                  ))}
                </ul>
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
