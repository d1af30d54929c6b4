import { Field, Input, type InputProps } from '../field';
import { Textarea } from '../textarea';

/** A text field of a kit form: what `connectRecordForm(...).field(name)` returns. */
export interface BoundTextField {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/**
 * A labelled text input bound to a form field: its value, its message and its change handler; `input`
 * passes the input's own attributes (type, autoComplete, inputMode, disabled while saving…).
 */
export function TextField({
  label,
  field,
  required,
  helperText,
  input,
  className,
}: {
  label: string;
  field: BoundTextField;
  required?: boolean;
  helperText?: string;
  input?: Omit<InputProps, 'name' | 'value' | 'onChange'>;
  className?: string;
}) {
  return (
    <Field
      label={label}
      required={required}
      helperText={helperText}
      errorText={field.error}
      className={className}
    >
      <Input
        {...input}
        name={field.name}
        value={field.value}
        onChange={(event) => field.onChange(event.currentTarget.value)}
      />
    </Field>
  );
}

/** A labelled textarea bound to a form field. */
export function TextAreaField({
  label,
  field,
  maxLength,
}: {
  label: string;
  field: BoundTextField;
  maxLength?: number;
}) {
  return (
    <Textarea
      label={label}
      name={field.name}
      value={field.value}
      maxLength={maxLength}
      errorText={field.error}
      onChange={(event) => field.onChange(event.currentTarget.value)}
    />
  );
}
