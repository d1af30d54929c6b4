import type { ComponentPropsWithRef } from 'react';
import { css, cx } from 'styled-system/css';
import { Field, useFieldControl, type FieldStateProps } from './field';
import { ChevronDownIcon } from './icons';
import { controlRecipe } from './recipes';

export interface NativeSelectOption<V extends string> {
  value: V;
  label: string;
}

export interface NativeSelectProps<V extends string> extends FieldStateProps {
  label: string;
  options: readonly NativeSelectOption<V>[];
  value: V;
  onValueChange: (value: V) => void;
  name?: string;
}

const wrapStyle = css({ position: 'relative', display: 'flex', alignItems: 'center' });
const selectStyle = css({ appearance: 'none', pe: '9', cursor: 'pointer' });
const chevronStyle = css({ position: 'absolute', insetEnd: '3', color: 'fg.muted', pointerEvents: 'none' });

/**
 * The browser's own select, drawn like the kit's controls: for a short, fixed list with no search
 * or clearing (the data source, the persona). It costs no script, so it can sit on the sign-in page
 * without Ark's Select and its positioning code; it is also the native picker on phones.
 */
export function NativeSelect<V extends string>({
  label,
  options,
  value,
  onValueChange,
  name,
  ...state
}: NativeSelectProps<V>) {
  return (
    <Field label={label} {...state}>
      <div className={wrapStyle}>
        <FieldSelect
          className={cx(controlRecipe(), selectStyle)}
          name={name}
          value={value}
          onChange={(event) => {
            const chosen = options.find((option) => option.value === event.currentTarget.value);
            if (chosen) onValueChange(chosen.value);
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </FieldSelect>
        <ChevronDownIcon className={chevronStyle} />
      </div>
    </Field>
  );
}

/** The native select, wired to the Field around it. */
function FieldSelect(props: ComponentPropsWithRef<'select'>) {
  const field = useFieldControl();
  return <select {...field} {...props} />;
}
