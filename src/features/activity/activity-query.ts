import { AUDIT_RECORD_TYPES, type AuditFilters, type AuditRecordType } from '../../domain/audit';
import type { CollectionQuery } from '../../../machines/collection';
import type { AuditPerson } from '../../backend/backend';
import type { SelectOption } from '../../ui';

const whole = (text: string | undefined): number | undefined =>
  text && /^\d+$/.test(text) ? Number(text) : undefined;

/** The URL's filters as the backend's: person (an id), record type, record id and days. */
export function activityFilters(query: CollectionQuery): AuditFilters {
  const { person, type, record, from, to } = query.filters;
  return {
    actorId: whole(person),
    recordType: AUDIT_RECORD_TYPES.includes(type as AuditRecordType) ? (type as AuditRecordType) : undefined,
    recordId: whole(record),
    fromDay: from || undefined,
    toDay: to || undefined,
  };
}

/** The person picker's 'anyone' choice: no person in the URL. */
export const ANYONE = 'any';

/**
 * The person filter's choices: anyone, then everyone with an entry by name (the backend's order). A
 * name two people share, or none, is told apart by the person's id; a person in the URL the list does
 * not hold (still loading, or no longer in it) stays shown as their id, so the filter never looks unset.
 */
export function personOptions(people: readonly AuditPerson[], selected: string | undefined): SelectOption[] {
  const counts = new Map<string, number>();
  for (const person of people) counts.set(person.name, (counts.get(person.name) ?? 0) + 1);
  const options: SelectOption[] = [
    { value: ANYONE, label: 'Anyone' },
    ...people.map((person) => ({
      value: String(person.id),
      label:
        person.name && counts.get(person.name) === 1
          ? person.name
          : `${person.name || 'Person'} #${person.id}`,
    })),
  ];
  if (selected && whole(selected) !== undefined && !options.some((option) => option.value === selected)) {
    options.push({ value: selected, label: `Person #${selected}` });
  }
  return options;
}
