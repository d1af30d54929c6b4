import { useState } from 'react';
import { css, cx } from 'styled-system/css';
import { Field, Input, type FieldStateProps } from './field';
import { EyeIcon, EyeOffIcon } from './icons';
import { iconTriggerStyle } from './recipes';

export interface PasswordInputProps extends FieldStateProps {
  label: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  name?: string;
  autoComplete?: 'current-password' | 'new-password';
  placeholder?: string;
}

const controlStyle = css({ position: 'relative', display: 'flex', alignItems: 'center' });
const inputStyle = css({ pe: '11' });
const triggerStyle = cx(iconTriggerStyle, css({ position: 'absolute', insetEnd: '1' }));

/**
 * A password field with a 'Show password' / 'Hide password' button, in the tab order and pressed from
 * the keyboard too, so keyboard users can check what they typed. Native elements only: it is on the
 * sign-in page, whose first chunk carries no Ark.
 */
export function PasswordInput({
  label,
  value,
  defaultValue,
  onValueChange,
  name,
  autoComplete = 'current-password',
  placeholder,
  ...state
}: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} {...state}>
      <div className={controlStyle}>
        <Input
          type={visible ? 'text' : 'password'}
          className={inputStyle}
          name={name}
          autoComplete={autoComplete}
          autoCapitalize="off"
          spellCheck={false}
          placeholder={placeholder}
          value={value}
          defaultValue={defaultValue}
          onChange={(event) => onValueChange?.(event.currentTarget.value)}
        />
        <button
          type="button"
          className={triggerStyle}
          aria-label={visible ? 'Hide password' : 'Show password'}
          disabled={state.disabled}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
    </Field>
  );
}
