import { useState, type FormEvent } from 'react';

/** A message per field in error (the domain's form rules return this shape). */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * Small helpers every uncontrolled form shares. Values are read from the form on submit (the inputs are
 * uncontrolled), so whatever was typed stays in the fields through any error.
 */

/** The trimmed-or-not text of a named form control ('' when absent). */
export function textOf(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
}

/** Whether a named checkbox was checked (Ark's hidden input submits 'on'). */
export function checkedOf(form: HTMLFormElement, name: string): boolean {
  return new FormData(form).has(name);
}

/** Moves focus to the named control, e.g. the first field in error. */
export function focusField(form: HTMLFormElement | null, name: string) {
  const control = form?.querySelector<HTMLElement>(`[name="${name}"]`);
  control?.focus();
}

/** The first field of `order` that has an error. */
export function firstInvalid<Field extends string>(
  order: readonly Field[],
  errors: Partial<Record<Field, string>>,
): Field | undefined {
  return order.find((field) => errors[field] !== undefined);
}

/**
 * The account forms' shared checking: validate on submit (showing every error and focusing the first
 * field in error), then re-validate as the person types so the messages follow the fixes. Errors are
 * view state of an uncontrolled form, not domain state: the values live in the inputs until submitted.
 */
export function useFormCheck<Field extends string, Values>(
  read: (form: HTMLFormElement) => Values,
  validate: (values: Values) => FieldErrors<Field>,
  order: readonly Field[],
) {
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [validated, setValidated] = useState(false);

  /** The form's values when they pass; otherwise null, with the errors shown and focus moved. */
  const check = (form: HTMLFormElement): Values | null => {
    const values = read(form);
    const found = validate(values);
    setErrors(found);
    setValidated(true);
    const invalid = firstInvalid(order, found);
    if (invalid) {
      focusField(form, invalid);
      return null;
    }
    return values;
  };

  /** For the form's onInput: once a submit has shown errors, they follow the typing. */
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    if (validated) setErrors(validate(read(event.currentTarget)));
  };

  /** The form's onSubmit: no browser submit; the values go to `send` only when they pass the check. */
  const submitWith = (send: (values: Values) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = check(event.currentTarget);
    if (values) send(values);
  };

  return { errors, check, onInput, submitWith };
}
