import { Field as ArkField } from '@ark-ui/react/field';
import { useState, type ComponentPropsWithRef } from 'react';
import { css, cx } from 'styled-system/css';
import { Field, splitFieldState, type FieldStateProps } from './field';
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

/** A labelled Ark Field textarea with an optional 'n / max' character counter. */
export function Textarea(props: TextareaProps) {
  const [state, { label, maxLength, value, defaultValue = '', onValueChange, onChange, rows = 4, ...rest }] =
    splitFieldState(props);
  const [ownValue, setOwnValue] = useState(defaultValue);
  const current = value ?? ownValue;
  return (
    <Field label={label} {...state}>
      <ArkField.Textarea
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
