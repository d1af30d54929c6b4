import { createListCollection } from '@ark-ui/react/collection';
import { useFilter } from '@ark-ui/react/locale';
import { useMemo } from 'react';

/** One choice of a Select or Combobox. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/**
 * The options whose label contains `query` (ignoring case and accents, in the user's locale) as the Ark
 * collection a Select or Combobox lists. `contains` is returned so a caller can test a query it is
 * about to set (e.g. to highlight the first match) with the same rule.
 */
export function useFilteredOptions(options: readonly SelectOption[], query: string) {
  const { contains } = useFilter({ sensitivity: 'base' });
  const collection = useMemo(
    () =>
      createListCollection<SelectOption>({
        items: options.filter((option) => !query || contains(option.label, query)),
        itemToValue: (option) => option.value,
        itemToString: (option) => option.label,
        isItemDisabled: (option) => option.disabled === true,
      }),
    [options, query, contains],
  );
  return { collection, contains };
}

/**
 * Our single-value props to Ark's array values: `undefined` leaves the value uncontrolled, `null`
 * is a controlled "nothing selected".
 */
export const toArkValue = (value: string | null | undefined): string[] | undefined =>
  value === undefined ? undefined : value === null ? [] : [value];

/** A default value for Ark: none when empty. */
export const toArkDefault = (value: string | null | undefined): string[] | undefined =>
  value ? [value] : undefined;
