import type { RecordFormView } from '../../machines/recordForm';
import { TextField, type InputProps } from '../ui';

/** The names of a form's fields that hold text. */
export type TextFieldName<Values extends object> = {
  [Name in keyof Values & string]: Values[Name] extends string ? Name : never;
}[keyof Values & string];

export interface FormTextFieldProps<Values extends object> {
  form: RecordFormView<Values>;
  name: TextFieldName<Values>;
  label: string;
  required?: boolean;
  helperText?: string;
  /** The input's own attributes (type, autoComplete, inputMode…); it is disabled while saving. */
  input?: Omit<InputProps, 'name' | 'value' | 'onChange'>;
}

/** One text field of a kit form: bound to its value and message, and still while the form saves. */
export function FormTextField<Values extends object>({
  form,
  name,
  label,
  required,
  helperText,
  input,
}: FormTextFieldProps<Values>) {
  const field = form.field(name);
  return (
    <TextField
      label={label}
      // The name is one of the text fields, so its value is a string (TypeScript cannot follow that).
      field={{
        ...field,
        value: String(field.value),
        onChange: (text) => field.onChange(text as typeof field.value),
      }}
      required={required}
      helperText={helperText}
      input={{ ...input, disabled: form.saving }}
    />
  );
}
