import { Portal } from '@ark-ui/react/portal';
import { Select as ArkSelect, useSelect } from '@ark-ui/react/select';
import { useState, type KeyboardEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { LabelText, type FieldStateProps } from './field';
import { FieldShell } from './field-shell';
import { ChevronDownIcon, CloseIcon, SearchIcon } from './icons';
import { OptionItems } from './option-items';
import { controlRecipe, dropdownRecipe, iconTriggerStyle, labelStyle } from './recipes';
import { toArkDefault, toArkValue, useFilteredOptions, type SelectOption } from './option-list';

export type { SelectOption } from './option-list';

export interface SelectProps extends FieldStateProps {
  label: string;
  options: readonly SelectOption[];
  /** Controlled value; `null` means nothing selected. Leave undefined to use `defaultValue`. */
  value?: string | null;
  defaultValue?: string | null;
  onValueChange?: (value: string | null) => void;
  placeholder?: string;
  /** Shows a search box at the top of the list that filters the options (default true). */
  searchable?: boolean;
  searchLabel?: string;
  searchPlaceholder?: string;
  /** Shows a clear button while a value is selected (default true). */
  clearable?: boolean;
  clearLabel?: string;
  noResultsText?: string;
  name?: string;
  /**
   * False keeps the popup inside the surrounding element instead of a portal on body: inside a modal
   * Dialog, which hides everything outside itself from assistive technology, the options stay reachable.
   */
  portalled?: boolean;
}

const dropdown = dropdownRecipe();
const triggerStyle = css({ justifyContent: 'space-between', gap: '2', cursor: 'pointer', pe: '2' });
const controlStyle = css({ position: 'relative', display: 'flex', alignItems: 'center', gap: '1' });
const placeholderStyle = css({ color: 'fg.subtle' });
const searchRowStyle = css({
  display: 'flex',
  position: 'sticky',
  top: '-1',
  alignItems: 'center',
  gap: '2',
  px: '2',
  mb: '1',
  bg: 'bg.surface',
  borderBottom: 'default',
  color: 'fg.muted',
});
const searchInputStyle = css({
  flex: '1',
  minW: '0',
  h: '9',
  bg: 'transparent',
  color: 'fg.default',
  fontSize: 'sm',
  _placeholder: { color: 'fg.subtle' },
  _focusVisible: { outline: 'none' },
});

// Keys the select content would take over (Space selects, Home/End jump) but that edit the search text.
const searchKeys = new Set([' ', 'Home', 'End']);

/**
 * Ark Select with an optional search box: with `composite: false` Ark makes the popup a dialog that holds
 * the search input and a listbox; arrows and Enter still move and pick the highlighted option.
 */
export function Select({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder = 'Select…',
  searchable = true,
  searchLabel,
  searchPlaceholder = 'Search…',
  clearable = true,
  clearLabel,
  noResultsText = 'No matches',
  name,
  portalled = true,
  ...state
}: SelectProps) {
  const [query, setQuery] = useState('');
  const { collection, contains } = useFilteredOptions(options, query);
  const select = useSelect({
    collection,
    composite: !searchable,
    positioning: { sameWidth: true },
    name,
    value: toArkValue(value),
    defaultValue: toArkDefault(defaultValue),
    onValueChange: (details) => onValueChange?.(details.value[0] ?? null),
    onOpenChange: (details) => {
      if (!details.open) setQuery('');
    },
  });
  const selected = options.find((option) => option.value === select.value[0]);

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (searchKeys.has(event.key)) event.stopPropagation();
  };

  return (
    <FieldShell {...state}>
      <ArkSelect.RootProvider value={select} className={css({ display: 'contents' })}>
        <ArkSelect.Label className={labelStyle}>
          <LabelText label={label} required={state.required} />
        </ArkSelect.Label>
        <ArkSelect.Control className={controlStyle}>
          <ArkSelect.Trigger className={cx(controlRecipe(), triggerStyle)}>
            <ArkSelect.ValueText
              placeholder={placeholder}
              className={selected ? undefined : placeholderStyle}
            >
              {selected?.label}
            </ArkSelect.ValueText>
            <ArkSelect.Indicator className={css({ color: 'fg.muted' })}>
              <ChevronDownIcon />
            </ArkSelect.Indicator>
          </ArkSelect.Trigger>
          {clearable && (
            <ArkSelect.ClearTrigger className={iconTriggerStyle} aria-label={clearLabel ?? `Clear ${label}`}>
              <CloseIcon />
            </ArkSelect.ClearTrigger>
          )}
        </ArkSelect.Control>
        <Portal disabled={!portalled}>
          <ArkSelect.Positioner className={dropdown.positioner}>
            <ArkSelect.Content className={dropdown.content}>
              {searchable && (
                <div className={searchRowStyle}>
                  <SearchIcon />
                  <input
                    type="search"
                    className={searchInputStyle}
                    aria-label={searchLabel ?? `Search ${label}`}
                    placeholder={searchPlaceholder}
                    autoComplete="off"
                    // Ark moves focus into the popup a frame after it opens: name the search box as the
                    // place, or a slow frame lands focus on the list and the first keys typed are lost.
                    data-autofocus
                    value={query}
                    onChange={(event) => {
                      const next = event.currentTarget.value;
                      setQuery(next);
                      const first = options.find((o) => !o.disabled && (!next || contains(o.label, next)));
                      if (first) select.setHighlightValue(first.value);
                      else select.clearHighlightValue();
                    }}
                    onKeyDown={onSearchKeyDown}
                  />
                </div>
              )}
              {/* Ark names the list by its trigger, which as a combobox has no text name: use the label. */}
              <ArkSelect.List aria-labelledby={select.getLabelProps().id}>
                <OptionItems parts={ArkSelect} options={collection.items} />
              </ArkSelect.List>
              {collection.size === 0 && (
                <div role="status" className={dropdown.empty}>
                  {noResultsText}
                </div>
              )}
            </ArkSelect.Content>
          </ArkSelect.Positioner>
        </Portal>
        <ArkSelect.HiddenSelect />
      </ArkSelect.RootProvider>
    </FieldShell>
  );
}
