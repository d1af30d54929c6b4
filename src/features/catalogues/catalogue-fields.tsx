import { css } from 'styled-system/css';
import type { GradingCompanyCode } from '../../domain/status';
import { GRADING_COMPANY_CODES, GRADING_COMPANY_LABELS } from '../../domain/statuses';
import { Field, Input, NativeSelect, Textarea, TextField as BoundTextField } from '../../ui';

/** A form field as `form.field(name)` gives it. */
interface Bound<Value> {
  name: string;
  value: Value;
  error: string | undefined;
  onChange: (value: Value) => void;
}

const COMPANY_OPTIONS = GRADING_COMPANY_CODES.map((code) => ({
  value: String(code),
  label: GRADING_COMPANY_LABELS[code],
}));

const toCompany = (value: string): GradingCompanyCode => {
  const code = Number(value);
  return GRADING_COMPANY_CODES.find((known) => known === code) ?? 0;
};

/** The grading company choice list: Home office, PSA, SGC, BGS, CGC (seed B §3). */
export function CompanyField({ field, disabled }: { field: Bound<GradingCompanyCode>; disabled: boolean }) {
  return (
    <NativeSelect
      label="Grading company"
      name={field.name}
      options={COMPANY_OPTIONS}
      value={String(field.value)}
      disabled={disabled}
      onValueChange={(value) => field.onChange(toCompany(value))}
    />
  );
}

const upperStyle = css({ textTransform: 'uppercase' });

export function TextField({
  field,
  label,
  required,
  placeholder,
  helperText,
  uppercase,
  disabled,
  className,
}: {
  field: Bound<string>;
  label: string;
  required?: boolean;
  placeholder?: string;
  helperText?: string;
  /** Codes are shown, and kept, in upper case. */
  uppercase?: boolean;
  disabled: boolean;
  className?: string;
}) {
  return (
    <BoundTextField
      label={label}
      field={uppercase ? { ...field, onChange: (text) => field.onChange(text.toUpperCase()) } : field}
      required={required}
      helperText={helperText}
      className={className}
      input={{
        placeholder,
        disabled,
        autoCapitalize: uppercase ? 'characters' : undefined,
        className: uppercase ? upperStyle : undefined,
      }}
    />
  );
}

/** Sort order: a whole number from 0, lower first; blank means the default 0. */
export function SortOrderField({
  field,
  helperText = 'Lower numbers are listed first.',
  disabled,
}: {
  field: Bound<string | number>;
  helperText?: string;
  disabled: boolean;
}) {
  return (
    <Field label="Sort order" helperText={helperText} errorText={field.error}>
      <Input
        name={field.name}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={String(field.value)}
        disabled={disabled}
        onChange={(event) => field.onChange(event.currentTarget.value)}
      />
    </Field>
  );
}

const wideStyle = css({ gridColumn: '1 / -1' });

export function DescriptionField({ field, disabled }: { field: Bound<string>; disabled: boolean }) {
  return (
    <div className={wideStyle}>
      <Textarea
        label="Description"
        name={field.name}
        value={field.value}
        rows={3}
        disabled={disabled}
        errorText={field.error}
        onChange={(event) => field.onChange(event.currentTarget.value)}
      />
    </div>
  );
}
