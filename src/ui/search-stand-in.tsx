import type { Ref } from 'react';
import { css, cx } from 'styled-system/css';
import { SearchIcon } from './icons';
import { controlRecipe, searchIconStyle } from './recipes';

export interface SearchStandInProps {
  label: string;
  placeholder: string;
  value: string;
  onValueChange: (text: string) => void;
  /** The person reached for the box (focus or pointer): load the real one now. */
  onWanted: () => void;
  onFocusedChange: (focused: boolean) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A plain input drawn exactly like the search combobox, shown until the combobox's chunk arrives, so
 * the header paints complete without the combobox in the first load. What is typed here is handed
 * over to the real box.
 */
export function SearchStandIn({
  label,
  placeholder,
  value,
  onValueChange,
  onWanted,
  onFocusedChange,
  ref,
}: SearchStandInProps) {
  return (
    <div className={css({ position: 'relative', display: 'flex', alignItems: 'center', w: 'full' })}>
      <span className={searchIconStyle}>
        <SearchIcon />
      </span>
      <input
        ref={ref}
        type="text"
        // the same role as the box it stands in for, so the handover changes nothing for a screen reader
        role="combobox"
        aria-expanded={false}
        aria-autocomplete="list"
        aria-label={label}
        placeholder={placeholder}
        className={cx(controlRecipe(), css({ ps: '9', pe: '9' }))}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        onFocus={() => {
          onWanted();
          onFocusedChange(true);
        }}
        onBlur={() => onFocusedChange(false)}
        onPointerEnter={onWanted}
      />
    </div>
  );
}
