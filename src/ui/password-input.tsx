import { PasswordInput as ArkPasswordInput } from '@ark-ui/react/password-input';
import type { MouseEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { FieldShell, LabelText, type FieldStateProps } from './field';
import { EyeIcon, EyeOffIcon } from './icons';
import { controlRecipe, iconTriggerStyle, labelStyle } from './recipes';

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
 * Ark PasswordInput. Its visibility trigger is labelled 'Show password' / 'Hide password' by Ark; Ark keeps it
 * out of the tab order and toggles on pointer down only, so we put it in the tab order and toggle on a
 * keyboard click (detail 0) too: keyboard users can check what they typed.
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
  return (
    <FieldShell {...state}>
      <ArkPasswordInput.Root autoComplete={autoComplete} className={css({ display: 'contents' })}>
        <ArkPasswordInput.Label className={labelStyle}>
          <LabelText label={label} required={state.required} />
        </ArkPasswordInput.Label>
        <ArkPasswordInput.Control className={controlStyle}>
          <ArkPasswordInput.Input
            className={cx(controlRecipe(), inputStyle)}
            name={name}
            placeholder={placeholder}
            value={value}
            defaultValue={defaultValue}
            onChange={(event) => onValueChange?.(event.currentTarget.value)}
          />
          <ArkPasswordInput.Context>
            {(api) => (
              <ArkPasswordInput.VisibilityTrigger
                className={triggerStyle}
                tabIndex={0}
                onClick={(event: MouseEvent<HTMLButtonElement>) => {
                  if (event.detail === 0) api.toggleVisible();
                }}
              >
                <ArkPasswordInput.Indicator fallback={<EyeIcon />}>
                  <EyeOffIcon />
                </ArkPasswordInput.Indicator>
              </ArkPasswordInput.VisibilityTrigger>
            )}
          </ArkPasswordInput.Context>
        </ArkPasswordInput.Control>
      </ArkPasswordInput.Root>
    </FieldShell>
  );
}
