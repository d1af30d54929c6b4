/**
 * Small helpers the account forms share. Values are read from the form on submit (the inputs are
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
