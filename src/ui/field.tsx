import { createContext, useContext, useId, type ComponentPropsWithRef, type ReactNode } from 'react';
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

/** Splits a control's props into what its Field takes and what the control itself takes. */
export function splitFieldState<P extends FieldStateProps>({
  helperText,
  errorText,
  invalid,
  required,
  disabled,
  readOnly,
  className,
  ...control
}: P): [FieldStateProps, Omit<P, keyof FieldStateProps>] {
  return [{ helperText, errorText, invalid, required, disabled, readOnly, className }, control];
}

const requiredMark = css({ color: 'fg.danger', ms: '0.5' });

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

/** What a native control inside a Field takes from it: its id, its state and what describes it. */
export interface FieldControlProps {
  id: string;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-errormessage'?: string;
}

const FieldContext = createContext<FieldControlProps | null>(null);

/** The wiring of the Field around a native control (none outside a Field). */
export function useFieldControl(): FieldControlProps | null {
  return useContext(FieldContext);
}

export interface FieldProps extends FieldStateProps {
  label: ReactNode;
  children: ReactNode;
}

/**
 * A labelled form field: `<Field label="Email"><Input /></Field>`. The control inside reads its id,
 * state and descriptions from the context; the helper and error texts follow it, and the error is
 * announced as it appears (a polite live region). Plain React and native elements, so pages that need
 * only native controls (the sign-in page's first chunk) carry no Ark.
 */
export function Field({ label, children, helperText, errorText, invalid, className, ...state }: FieldProps) {
  const controlId = useId();
  const helperId = `${controlId}-helper`;
  const errorId = `${controlId}-error`;
  const isInvalid = invalid ?? Boolean(errorText);
  const describedBy = [helperText ? helperId : '', errorText ? errorId : ''].filter(Boolean).join(' ');
  const control: FieldControlProps = {
    id: controlId,
    ...state,
    'aria-invalid': isInvalid ? true : undefined,
    'aria-describedby': describedBy || undefined,
    'aria-errormessage': isInvalid && errorText ? errorId : undefined,
  };
  return (
    <FieldContext.Provider value={control}>
      <div className={cx(fieldStyle, className)} data-invalid={isInvalid ? '' : undefined}>
        <label htmlFor={controlId} className={labelStyle}>
          <LabelText label={label} required={state.required} />
        </label>
        {children}
        {helperText && (
          <span id={helperId} className={helperStyle}>
            {helperText}
          </span>
        )}
        {errorText && (
          <span id={errorId} className={errorStyle} aria-live="polite">
            {errorText}
          </span>
        )}
      </div>
    </FieldContext.Provider>
  );
}

export type InputProps = ComponentPropsWithRef<'input'>;

/** A text input; inside a Field it gets the field's id, label and descriptions (its own props win). */
export function Input({ className, ...rest }: InputProps) {
  const field = useFieldControl();
  return <input {...field} className={cx(controlRecipe(), className)} {...rest} />;
}
