import { Combobox as ArkCombobox } from '@ark-ui/react/combobox';
import { Portal } from '@ark-ui/react/portal';
import { useState } from 'react';
import { css, cx } from 'styled-system/css';
import { LabelText, type FieldStateProps } from './field';
import { FieldShell } from './field-shell';
import { ChevronDownIcon, CloseIcon } from './icons';
import { OptionItems } from './option-items';
import { toArkDefault, toArkValue, useFilteredOptions, type SelectOption } from './option-list';
import { controlRecipe, dropdownRecipe, iconTriggerStyle, labelStyle } from './recipes';

export type ComboboxOption = SelectOption;

export interface ComboboxProps extends FieldStateProps {
  label: string;
  options: readonly ComboboxOption[];
  value?: string | null;
  defaultValue?: string | null;
  onValueChange?: (value: string | null) => void;
  /** Called as the user types, e.g. to fetch options from a server. Filtering by label is built in. */
  onInputValueChange?: (text: string) => void;
  /**
   * False when the owner already answers the typed text (a server search by name, email or phone): the
   * options are shown as given instead of being filtered again by label.
   */
  filterLocally?: boolean;
  /**
   * The text in the box, when the owner controls it (e.g. to show the name of a selection whose option
   * arrived after the first render). Typing still reaches onInputValueChange.
   */
  inputValue?: string;
  /** Set while the owner fetches options: the list is marked busy. */
  busy?: boolean;
  placeholder?: string;
  emptyText?: string;
  clearLabel?: string;
  toggleLabel?: string;
  name?: string;
}

const dropdown = dropdownRecipe();
const controlStyle = css({ position: 'relative', display: 'flex', alignItems: 'center' });
const inputStyle = css({ pe: '16' });
const triggersStyle = css({ position: 'absolute', insetEnd: '1', display: 'flex', alignItems: 'center' });

/** Ark Combobox: type to filter by label; arrows, Home/End, Enter and Escape work as the ARIA pattern says. */
export function Combobox({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  onInputValueChange,
  placeholder,
  emptyText = 'No matches',
  clearLabel,
  toggleLabel,
  name,
  filterLocally = true,
  busy = false,
  inputValue,
  ...state
}: ComboboxProps) {
  const [query, setQuery] = useState('');
  const { collection } = useFilteredOptions(options, filterLocally ? query : '');
  return (
    <FieldShell {...state}>
      <ArkCombobox.Root
        className={css({ display: 'contents' })}
        collection={collection}
        name={name}
        openOnClick
        positioning={{ sameWidth: true }}
        value={toArkValue(value)}
        inputValue={inputValue}
        defaultValue={toArkDefault(defaultValue)}
        onValueChange={(details) => onValueChange?.(details.value[0] ?? null)}
        onInputValueChange={(details) => {
          // Only typing filters; picking an option or opening the list shows every option again.
          const typed = details.reason === 'input-change';
          setQuery(typed ? details.inputValue : '');
          // Only typing is a search; the label written into the box by a pick is not.
          if (typed) onInputValueChange?.(details.inputValue);
        }}
        onOpenChange={(details) => {
          if (!details.open) setQuery('');
        }}
      >
        <ArkCombobox.Label className={labelStyle}>
          <LabelText label={label} required={state.required} />
        </ArkCombobox.Label>
        <ArkCombobox.Control className={controlStyle}>
          <ArkCombobox.Input className={cx(controlRecipe(), inputStyle)} placeholder={placeholder} />
          <div className={triggersStyle}>
            <ArkCombobox.ClearTrigger
              className={iconTriggerStyle}
              aria-label={clearLabel ?? `Clear ${label}`}
            >
              <CloseIcon />
            </ArkCombobox.ClearTrigger>
            <ArkCombobox.Trigger
              className={iconTriggerStyle}
              aria-label={toggleLabel ?? `Show ${label} options`}
            >
              <ChevronDownIcon />
            </ArkCombobox.Trigger>
          </div>
        </ArkCombobox.Control>
        <Portal>
          <ArkCombobox.Positioner className={dropdown.positioner}>
            <ArkCombobox.Content className={dropdown.content} aria-busy={busy || undefined}>
              <ArkCombobox.Empty className={dropdown.empty}>{emptyText}</ArkCombobox.Empty>
              <OptionItems parts={ArkCombobox} options={collection.items} />
            </ArkCombobox.Content>
          </ArkCombobox.Positioner>
        </Portal>
      </ArkCombobox.Root>
    </FieldShell>
  );
}
