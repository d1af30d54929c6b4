import type { RecordFormView } from '../../../machines/recordForm';
import type { CustomerFormValues } from '../../domain/customerForm';
import { US_STATES } from '../../domain/usStates';
import { FormSection, Select, TextField, type InputProps } from '../../ui';

type Form = RecordFormView<CustomerFormValues>;
type TextName = Exclude<keyof CustomerFormValues, 'canEmail' | 'canText' | 'canCall' | 'isActive'>;

const STATE_OPTIONS = US_STATES.map((state) => ({
  value: state.code,
  label: `${state.name} (${state.code})`,
}));

interface TextProps {
  form: Form;
  name: TextName;
  label: string;
  required?: boolean;
  helperText?: string;
  input?: Omit<InputProps, 'name' | 'value' | 'onChange'>;
}

function TextInput({ form, name, label, required, helperText, input }: TextProps) {
  return (
    <TextField
      label={label}
      field={form.field(name)}
      required={required}
      helperText={helperText}
      input={{ ...input, disabled: form.saving }}
    />
  );
}

/** The three sections of the customer form with every field of seed A §2 and §5. */
export function CustomerFormFields({ form }: { form: Form }) {
  const state = form.field('state');
  return (
    <>
      <FormSection title="Account owner">
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
      </FormSection>
      <FormSection title="Contact details">
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
      </FormSection>
      <FormSection title="Location">
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
      </FormSection>
    </>
  );
}
