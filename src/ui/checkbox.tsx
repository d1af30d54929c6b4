import { useId, type ReactNode } from 'react';
import { cx, sva } from 'styled-system/css';
import { CheckIcon } from './icons';
import { errorStyle } from './recipes';

const checkbox = sva({
  slots: ['root', 'input', 'control', 'label'],
  base: {
    root: {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      cursor: 'pointer',
      '&:has(input:disabled)': { cursor: 'not-allowed', opacity: 0.6 },
    },
    // The real checkbox, invisible over the drawn box: it keeps focus, clicks, forms and the role.
    input: {
      position: 'absolute',
      insetStart: '0',
      w: '5',
      h: '5',
      m: '0',
      opacity: 0,
      cursor: 'inherit',
    },
    control: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      w: '5',
      h: '5',
      flexShrink: 0,
      borderWidth: 'thick',
      borderStyle: 'solid',
      borderColor: 'border.strong',
      borderRadius: 'sm',
      bg: 'bg.surface',
      color: 'fg.onAccent',
      fontSize: 'sm',
      '& > svg': { visibility: 'hidden' },
      _peerChecked: {
        bg: 'accent.default',
        borderColor: 'accent.default',
        '& > svg': { visibility: 'visible' },
      },
      _peerInvalid: { borderColor: 'border.danger' },
      // The invisible input holds focus; show the ring on the visible box.
      _peerFocusVisible: {
        outlineWidth: 'thick',
        outlineStyle: 'solid',
        outlineColor: 'border.focus',
        outlineOffset: '0.5',
      },
    },
    label: { fontSize: 'sm', color: 'fg.default' },
  },
});

export interface CheckboxProps {
  label: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  invalid?: boolean;
  /** Shown under the box; marks it invalid and is announced with it (aria-describedby). */
  errorText?: ReactNode;
  required?: boolean;
  name?: string;
  value?: string;
  className?: string;
}

/** A native checkbox named by its visible label and described by its error, drawn as the kit's box. */
export function Checkbox({ label, onCheckedChange, className, errorText, invalid, ...rest }: CheckboxProps) {
  const styles = checkbox();
  const errorId = useId();
  const box = (
    <label className={cx(styles.root, className)}>
      <input
        type="checkbox"
        className={cx('peer', styles.input)}
        aria-invalid={invalid || errorText ? true : undefined}
        aria-describedby={errorText ? errorId : undefined}
        onChange={(event) => onCheckedChange?.(event.currentTarget.checked)}
        {...rest}
      />
      <span className={styles.control} aria-hidden="true">
        <CheckIcon />
      </span>
      <span className={styles.label}>{label}</span>
    </label>
  );
  if (!errorText) return box;
  return (
    <div>
      {box}
      <p id={errorId} className={errorStyle}>
        {errorText}
      </p>
    </div>
  );
}
