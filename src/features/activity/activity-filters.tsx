import { css } from 'styled-system/css';
import { AUDIT_RECORD_TYPES, AUDIT_RECORD_TYPE_LABELS } from '../../domain/audit';
import type { AuditPerson } from '../../backend/backend';
import { useCurrentList } from '../../kit/list-screen';
import { useFilterDraft, useRecordScreen } from '../../kit/screen-actor';
import { Button, CollapsibleSection, Field, Input, Select } from '../../ui';
import { ANYONE, personOptions } from './activity-query';

const gridStyle = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(5, 1fr)' },
  gap: '4',
  alignItems: 'start',
});

const RECORD_TYPE_OPTIONS = [
  { value: 'any', label: 'Any record' },
  ...AUDIT_RECORD_TYPES.map((type) => ({ value: type, label: AUDIT_RECORD_TYPE_LABELS[type] })),
];

/** The boxes beside the pickers: a record id typed as a number, days picked as dates. */
const TEXT_FILTERS = [
  { name: 'record', label: 'Record id', type: 'text' },
  { name: 'from', label: 'From', type: 'date' },
  { name: 'to', label: 'To', type: 'date' },
] as const;

/**
 * The activity log's filters, kept in the URL: person (picked by name from everyone with an entry,
 * kept as their id), record type, record and days.
 */
export function ActivityFilters() {
  const list = useCurrentList();
  const draft = useFilterDraft(list.query.filters);
  const people = useRecordScreen<AuditPerson[]>({
    id: 'activity-people',
    load: ({ backend }, _id, signal) => backend().audit.people({ signal }),
  });
  const loading = list.loading || list.refreshing;
  return (
    <CollapsibleSection title="Filters" headingLevel={2} defaultOpen>
      <form
        aria-label="Activity filters"
        onSubmit={(event) => {
          event.preventDefault();
          if (draft.changed && !loading) list.filters.apply(draft.values);
        }}
        className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
      >
        <div className={gridStyle}>
          <Select
            label="Person"
            options={personOptions(people.record ?? [], draft.values.person)}
            value={draft.values.person || ANYONE}
            searchLabel="Search people"
            searchPlaceholder="Search by name"
            clearable={false}
            helperText={people.loading ? 'Loading people…' : undefined}
            errorText={people.error ? 'Unable to load the people right now.' : undefined}
            onValueChange={(value) => draft.set('person', value === ANYONE ? '' : (value ?? ''))}
          />
          <Select
            label="Record type"
            options={RECORD_TYPE_OPTIONS}
            value={draft.values.type || 'any'}
            searchable={false}
            clearable={false}
            onValueChange={(value) => draft.set('type', value === 'any' ? '' : (value ?? ''))}
          />
          {TEXT_FILTERS.map((filter) => (
            <Field key={filter.name} label={filter.label}>
              <Input
                name={filter.name}
                type={filter.type}
                inputMode={filter.type === 'text' ? 'numeric' : undefined}
                value={draft.values[filter.name] ?? ''}
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
