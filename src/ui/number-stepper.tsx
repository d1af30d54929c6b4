import { NumberInput } from '@ark-ui/react/number-input';
import { css, cx } from 'styled-system/css';
import { LabelText, type FieldStateProps } from './field';
import { FieldShell } from './field-shell';
import { MinusIcon, PlusIcon } from './icons';
import { controlRecipe, labelStyle } from './recipes';

export interface NumberStepperProps extends FieldStateProps {
  label: string;
  /** Controlled value; `null` when the input is empty. */
  value?: number | null;
  defaultValue?: number;
  onValueChange?: (value: number | null) => void;
  /** Upper bound (the lower bound is always 0). */
  max?: number;
  name?: string;
  decrementLabel?: string;
  incrementLabel?: string;
}

const controlStyle = css({ display: 'flex', alignItems: 'stretch', gap: '1', maxW: '48' });
const inputStyle = css({ textAlign: 'center', fontVariantNumeric: 'tabular-nums' });
const stepStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '10',
  flexShrink: 0,
  border: 'strong',
  borderRadius: 'md',
  bg: 'bg.surface',
  color: 'fg.default',
  cursor: 'pointer',
  _hover: { _enabled: { bg: 'bg.subtle' } },
  _disabled: { opacity: 0.6, cursor: 'not-allowed' },
});

const toText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/**
 * Ark NumberInput for counts: whole numbers from 0, step 1. Typing refuses anything but digits, Ark clamps
 * to [0, max] on blur and formats with no fraction digits, so a pasted 2.5 or -1 never stays.
 */
export function NumberStepper({
  label,
  value,
  defaultValue,
  onValueChange,
  max,
  name,
  decrementLabel,
  incrementLabel,
  ...state
}: NumberStepperProps) {
  return (
    <FieldShell {...state}>
      <NumberInput.Root
        className={css({ display: 'contents' })}
        min={0}
        max={max}
        step={1}
        name={name}
        formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
        clampValueOnBlur
        allowMouseWheel={false}
        inputMode="numeric"
        value={value === undefined ? undefined : toText(value)}
        defaultValue={defaultValue === undefined ? undefined : String(defaultValue)}
        onValueChange={(details) => {
          const next = Number.isNaN(details.valueAsNumber) ? null : details.valueAsNumber;
          onValueChange?.(next);
        }}
      >
        <NumberInput.Label className={labelStyle}>
          <LabelText label={label} required={state.required} />
        </NumberInput.Label>
        <NumberInput.Control className={controlStyle}>
          <NumberInput.DecrementTrigger
            className={stepStyle}
            aria-label={decrementLabel ?? `Decrease ${label}`}
          >
            <MinusIcon />
          </NumberInput.DecrementTrigger>
          <NumberInput.Input
            className={cx(controlRecipe(), inputStyle)}
            onBeforeInput={(event) => {
              // Only digits can form a whole number >= 0: refuse '-', '.', ',' and 'e' as they are typed.
              const text = (event.nativeEvent as InputEvent).data;
              if (text && /\D/.test(text)) event.preventDefault();
            }}
          />
          <NumberInput.IncrementTrigger
            className={stepStyle}
            aria-label={incrementLabel ?? `Increase ${label}`}
          >
            <PlusIcon />
          </NumberInput.IncrementTrigger>
        </NumberInput.Control>
      </NumberInput.Root>
    </FieldShell>
  );
}
