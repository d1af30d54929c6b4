import { css } from 'styled-system/css';
import { useFilterDraft } from '../../kit/screen-actor';
import { useCurrentList } from '../../kit/list-screen';
import { ARCHIVED_OPTIONS } from '../../domain/customerSearch';
import { SMART_LISTS } from '../../domain/customerSmartLists';
import { Button, CollapsibleSection, Field, Input, Select } from '../../ui';
import { TEXT_FILTERS } from './customer-query';

const gridStyle = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
  gap: '4',
  alignItems: 'start',
});

interface FiltersProps {
  applied: Readonly<Record<string, string>>;
  loading: boolean;
  onApply: (filters: Readonly<Record<string, string>>) => void;
}

/** The collapsible advanced search (seed A §5 Advanced customer filters). */
export function CustomerFilters({ applied, loading, onApply }: FiltersProps) {
  const draft = useFilterDraft(applied);
  return (
    <CollapsibleSection title="Advanced search" headingLevel={2}>
      <form
        aria-label="Advanced search"
        onSubmit={(event) => {
          event.preventDefault();
          if (draft.changed && !loading) onApply(draft.values);
        }}
        className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
      >
        <div className={gridStyle}>
          <Select
            label="Archived"
            options={ARCHIVED_OPTIONS}
            value={draft.values.archived ?? 'no'}
            searchable={false}
            clearable={false}
            onValueChange={(value) => draft.set('archived', value ?? 'no')}
          />
          {TEXT_FILTERS.map((filter) => (
            <Field key={filter.name} label={filter.label}>
              <Input
                name={filter.name}
                value={draft.values[filter.name] ?? ''}
                inputMode={filter.name === 'phoneNumber' ? 'tel' : undefined}
                onChange={(event) => draft.set(filter.name, event.currentTarget.value)}
              />
            </Field>
          ))}
        </div>
        <div>
          <Button type="submit" variant="primary" disabled={loading || !draft.changed}>
            Apply
          </Button>
        </div>
      </form>
    </CollapsibleSection>
  );
}

const chipRow = css({ display: 'flex', flexWrap: 'wrap', gap: '2' });

/** The sample smart lists: each a toggle that filters the directory, one at a time. */
export function SmartLists({ active, onSelect }: { active: string; onSelect: (id: string) => void }) {
  return (
    <section
      aria-labelledby="smart-lists"
      className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
    >
      <h2 id="smart-lists" className={css({ fontSize: 'sm', fontWeight: 'semibold', color: 'fg.muted' })}>
        Smart lists
      </h2>
      <div className={chipRow}>
        {SMART_LISTS.map((list) => (
          <Button
            key={list.id}
            size="sm"
            variant={active === list.id ? 'primary' : 'secondary'}
            aria-pressed={active === list.id}
            title={list.description}
            onClick={() => onSelect(active === list.id ? '' : list.id)}
          >
            {list.label}
          </Button>
        ))}
      </div>
    </section>
  );
}

/** The directory's filters under its search: the smart lists, then the advanced search. */
export function CustomerFilterPanel() {
  const list = useCurrentList();
  const filters = list.query.filters;
  return (
    <>
      <SmartLists
        active={filters.list ?? ''}
        onSelect={(id) => list.filters.apply({ ...filters, list: id })}
      />
      <CustomerFilters
        applied={filters}
        loading={list.loading || list.refreshing}
        onApply={list.filters.apply}
      />
    </>
  );
}
