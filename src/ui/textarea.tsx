import { useState, type ComponentPropsWithRef } from 'react';
import { css, cx } from 'styled-system/css';
import { Field, splitFieldState, useFieldControl, type FieldStateProps } from './field';
import { controlRecipe } from './recipes';

export interface TextareaProps
  extends
    FieldStateProps,
    Omit<ComponentPropsWithRef<'textarea'>, 'value' | 'defaultValue' | 'className' | 'maxLength'> {
  label: string;
  /** The most characters allowed; shows an 'n / max' counter under the textarea. */
  maxLength?: number;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}

const footerStyle = css({ display: 'flex', justifyContent: 'flex-end' });
const counterStyle = css({
  fontSize: 'xs',
  color: 'fg.muted',
  fontVariantNumeric: 'tabular-nums',
  '&[data-full]': { color: 'fg.danger' },
});

/** A labelled textarea with an optional 'n / max' character counter. */
export function Textarea({
  label,
  maxLength,
  value,
  defaultValue = '',
  onValueChange,
  onChange,
  rows = 4,
  ...props
}: TextareaProps) {
  const [ownValue, setOwnValue] = useState(defaultValue);
  const current = value ?? ownValue;
  const [state, rest] = splitFieldState(props);
  return (
    <Field label={label} {...state}>
      <FieldTextarea
        className={cx(controlRecipe({ multiline: true }))}
        rows={rows}
        maxLength={maxLength}
        value={current}
        onChange={(event) => {
          if (value === undefined) setOwnValue(event.currentTarget.value);
          onValueChange?.(event.currentTarget.value);
          onChange?.(event);
        }}
        {...rest}
      />
      {maxLength !== undefined && (
        <div className={footerStyle}>
          <span className={counterStyle} data-full={current.length >= maxLength ? '' : undefined}>
            {current.length} / {maxLength}
          </span>
        </div>
      )}
    </Field>
  );
}

/** The native textarea, wired to the Field around it. */
function FieldTextarea(props: ComponentPropsWithRef<'textarea'>) {
  const field = useFieldControl();
  return <textarea {...field} {...props} />;
}
