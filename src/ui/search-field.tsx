import { css, cx } from 'styled-system/css';
import { Button } from './button';
import { SearchIcon } from './icons';
import { controlRecipe } from './recipes';

export interface SearchFieldProps {
  /** The box's accessible name (e.g. 'Search customers'). */
  label: string;
  placeholder?: string;
  value: string;
  onChange: (text: string) => void;
  /** Shown as a 'Clear' button while there is text. */
  onClear: () => void;
  className?: string;
}

const wrapper = css({ position: 'relative', display: 'flex', alignItems: 'center', gap: '2', w: 'full' });
const icon = css({
  position: 'absolute',
  insetStart: '3',
  color: 'fg.muted',
  pointerEvents: 'none',
  w: '4',
  h: '4',
});

/** A list's search box: typing reports every change (the list debounces), Escape or Clear empties it. */
export function SearchField({ label, placeholder, value, onChange, onClear, className }: SearchFieldProps) {
  return (
    <div role="search" className={cx(wrapper, className)}>
      <SearchIcon className={icon} aria-hidden="true" />
      <input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value !== '') {
            event.preventDefault();
            onClear();
          }
        }}
        className={cx(controlRecipe(), css({ ps: '9', minW: '0', flex: '1' }))}
      />
      {value !== '' && (
        <Button variant="ghost" size="sm" onClick={onClear}>
          Clear
        </Button>
      )}
    </div>
  );
}
