import { Field, Input } from '../field';
import { Textarea } from '../textarea';

/** A text field of a kit form: what `connectRecordForm(...).field(name)` returns. */
export interface BoundTextField {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** A labelled text input bound to a form field: its value, its message and its change handler. */
export function TextField({
  label,
  field,
  required,
  helperText,
}: {
  label: string;
  field: BoundTextField;
  required?: boolean;
  helperText?: string;
}) {
  return (
    <Field label={label} required={required} helperText={helperText} errorText={field.error}>
      <Input
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
