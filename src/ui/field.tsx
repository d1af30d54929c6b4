import { Field as ArkField } from '@ark-ui/react/field';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { controlRecipe, errorStyle, fieldStyle, helperStyle, labelStyle } from './recipes';

export interface FieldStateProps {
  helperText?: ReactNode;
  /** Shown when present; also marks the field invalid (aria-invalid, aria-describedby). */
  errorText?: ReactNode;
  invalid?: boolean;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  className?: string;
}

const requiredMark = css({ color: 'fg.danger', ms: '0.5' });

/** A control's props split in two: the field's state (for Field or FieldShell) and the control's own. */
export function splitFieldState<Props extends FieldStateProps>(
  props: Props,
): [FieldStateProps, Omit<Props, keyof FieldStateProps>] {
  const { helperText, errorText, invalid, required, disabled, readOnly, className, ...own } = props;
  return [{ helperText, errorText, invalid, required, disabled, readOnly, className }, own];
}

/**
 * Ark Field.Root with helper and error text after the control. Ark controls inside it (Input, Select,
 * NumberInput, PasswordInput, Combobox) pick up its ids, so the label, the helper and the error are wired.
 */
export function FieldShell({
  helperText,
  errorText,
  invalid,
  required,
  disabled,
  readOnly,
  className,
  children,
}: FieldStateProps & { children: ReactNode }) {
  return (
    <ArkField.Root
      invalid={invalid ?? Boolean(errorText)}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
      className={cx(fieldStyle, className)}
    >
      {children}
      {helperText && <ArkField.HelperText className={helperStyle}>{helperText}</ArkField.HelperText>}
      {errorText && <ArkField.ErrorText className={errorStyle}>{errorText}</ArkField.ErrorText>}
    </ArkField.Root>
  );
}

/** The label text plus a required mark hidden from assistive technology (the control says required). */
export function LabelText({ label, required }: { label: ReactNode; required?: boolean }) {
  return (
    <>
      {label}
      {required && (
        <span aria-hidden="true" className={requiredMark}>
          *
        </span>
      )}
    </>
  );
}

export interface FieldProps extends FieldStateProps {
  label: ReactNode;
  children: ReactNode;
}

/** A labelled form field: `<Field label="Email"><Input /></Field>`. */
export function Field({ label, children, ...state }: FieldProps) {
  return (
    <FieldShell {...state}>
      <ArkField.Label className={labelStyle}>
        <LabelText label={label} required={state.required} />
      </ArkField.Label>
      {children}
    </FieldShell>
  );
}

export type InputProps = ComponentPropsWithRef<typeof ArkField.Input>;

/** A text input; inside a Field it gets the field's id, label and descriptions. */
export function Input({ className, ...rest }: InputProps) {
  return <ArkField.Input className={cx(controlRecipe(), className)} {...rest} />;
}
