import { Field as ArkField } from '@ark-ui/react/field';
import type { ReactNode } from 'react';
import { cx } from 'styled-system/css';
import type { FieldStateProps } from './field';
import { errorStyle, fieldStyle, helperStyle } from './recipes';

/**
 * Ark Field.Root with helper and error text after the control, for Ark's composite controls (Select,
 * Combobox, NumberInput): they pick up its ids, so the label, the helper and the error are wired.
 * Native controls use `Field` (field.tsx), which keeps Ark out of the pages that need only those.
 */
export function FieldShell({
  helperText,
  errorText,
  invalid,
  className,
  children,
  ...state
}: FieldStateProps & { children: ReactNode }) {
  return (
    <ArkField.Root invalid={invalid ?? Boolean(errorText)} {...state} className={cx(fieldStyle, className)}>
      {children}
      {helperText && <ArkField.HelperText className={helperStyle}>{helperText}</ArkField.HelperText>}
      {errorText && <ArkField.ErrorText className={errorStyle}>{errorText}</ArkField.ErrorText>}
    </ArkField.Root>
  );
}
