import { Checkbox as ArkCheckbox } from '@ark-ui/react/checkbox';
import { useId, type ReactNode } from 'react';
import { cx, sva } from 'styled-system/css';
import { CheckIcon, MinusIcon } from './icons';
import { errorStyle } from './recipes';

const checkbox = sva({
  slots: ['root', 'control', 'label'],
  base: {
    root: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      cursor: 'pointer',
      _disabled: { cursor: 'not-allowed', opacity: 0.6 },
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
      _checked: { bg: 'accent.default', borderColor: 'accent.default' },
      _indeterminate: { bg: 'accent.default', borderColor: 'accent.default' },
      '&[data-invalid]': { borderColor: 'border.danger' },
      // The hidden input holds focus; show the ring on the visible box.
      _focusVisible: {
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
  checked?: boolean | 'indeterminate';
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

/** Ark Checkbox: a native hidden input named by the visible label, described by its error. */
export function Checkbox({ label, onCheckedChange, className, errorText, invalid, ...rest }: CheckboxProps) {
  const styles = checkbox();
  const errorId = useId();
  const box = (
    <ArkCheckbox.Root
      className={cx(styles.root, className)}
      onCheckedChange={(details) => onCheckedChange?.(details.checked === true)}
      invalid={invalid ?? Boolean(errorText)}
      {...rest}
    >
      <ArkCheckbox.Control className={styles.control}>
        <ArkCheckbox.Indicator>
          <CheckIcon />
        </ArkCheckbox.Indicator>
        <ArkCheckbox.Indicator indeterminate>
          <MinusIcon />
        </ArkCheckbox.Indicator>
      </ArkCheckbox.Control>
      <ArkCheckbox.Label className={styles.label}>{label}</ArkCheckbox.Label>
      <ArkCheckbox.HiddenInput aria-describedby={errorText ? errorId : undefined} />
    </ArkCheckbox.Root>
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
