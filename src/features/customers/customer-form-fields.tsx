import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { RecordFormView } from '../../../machines/recordForm';
import type { CustomerFormValues } from '../../domain/customerForm';
import { US_STATES } from '../../domain/usStates';
import { Field, Input, Select, type InputProps } from '../../ui';

type Form = RecordFormView<CustomerFormValues>;
type TextField = Exclude<keyof CustomerFormValues, 'canEmail' | 'canText' | 'canCall' | 'isActive'>;

const STATE_OPTIONS = US_STATES.map((state) => ({
  value: state.code,
  label: `${state.name} (${state.code})`,
}));

const sectionStyle = css({
  p: '5',
  borderWidth: 'thin',
  borderStyle: 'solid',
  borderColor: 'border.default',
  borderRadius: 'lg',
  bg: 'bg.surface',
});
// A floated legend sits inside the border like a heading instead of breaking it.
const legendStyle = css({ fontSize: 'lg', fontWeight: 'semibold', float: 'start', w: 'full', mb: '4' });
const gridStyle = css({
  clear: 'both',
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' },
  gap: '4',
  alignItems: 'start',
});

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={sectionStyle}>
      <legend className={legendStyle}>{title}</legend>
      <div className={gridStyle}>{children}</div>
    </fieldset>
  );
}

interface TextProps {
  form: Form;
  name: TextField;
  label: string;
  required?: boolean;
  helperText?: string;
  input?: Omit<InputProps, 'name' | 'value' | 'onChange'>;
}

function TextInput({ form, name, label, required, helperText, input }: TextProps) {
  const field = form.field(name);
  return (
    <Field
      label={label}
      required={required}
      helperText={helperText}
      errorText={field.error}
      invalid={!!field.error}
    >
      <Input
        {...input}
        name={name}
        value={field.value}
        disabled={form.saving}
        onChange={(event) => field.onChange(event.currentTarget.value)}
      />
    </Field>
  );
}

/** The three sections of the customer form with every field of seed A §2 and §5. */
export function CustomerFormFields({ form }: { form: Form }) {
  const state = form.field('state');
  return (
    <>
      <Section title="Account owner">
        <TextInput
          form={form}
          name="firstName"
          label="First name"
          required
          input={{ autoComplete: 'given-name' }}
        />
        <TextInput
          form={form}
          name="lastName"
          label="Last name"
          required
          input={{ autoComplete: 'family-name' }}
        />
        <TextInput
          form={form}
          name="userId"
          label="Linked user ID"
          helperText="Share a numeric reference to connect an existing user record."
          input={{ inputMode: 'numeric', autoComplete: 'off' }}
        />
      </Section>
      <Section title="Contact details">
        <TextInput
          form={form}
          name="email"
          label="Email address"
          required
          input={{ type: 'email', autoComplete: 'email' }}
        />
        <TextInput
          form={form}
          name="phone"
          label="Phone number"
          input={{ type: 'tel', autoComplete: 'tel' }}
        />
      </Section>
      <Section title="Location">
        <TextInput form={form} name="city" label="City" input={{ autoComplete: 'address-level2' }} />
        <div data-field="state">
          <Select
            label="State"
            name="state"
            options={STATE_OPTIONS}
            value={state.value === '' ? null : state.value}
            searchable
            searchLabel="Search states"
            searchPlaceholder="Search states"
            clearable
            clearLabel="Clear state"
            placeholder="Choose a state"
            disabled={form.saving}
            onValueChange={(value) => state.onChange(value ?? '')}
          />
        </div>
        <TextInput
          form={form}
          name="zipCode"
          label="Zip code"
          input={{ inputMode: 'numeric', autoComplete: 'postal-code' }}
        />
      </Section>
    </>
  );
}
