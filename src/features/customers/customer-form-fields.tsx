import { css } from 'styled-system/css';
import type { RecordFormView } from '../../../machines/recordForm';
import type { CustomerFormValues } from '../../domain/customerForm';
import { US_STATES } from '../../domain/usStates';
import { FormTextField, type FormTextFieldProps } from '../../kit/form-text-field';
import { Checkbox, FormSection, Select } from '../../ui';

type Form = RecordFormView<CustomerFormValues>;
type FlagName = 'canEmail' | 'canCall' | 'canText';
type TextName = Exclude<keyof CustomerFormValues, FlagName | 'isActive'>;

/** The seed's contact preferences, in the order its directory shows their icons. */
const CONTACT_FLAGS: readonly FlagName[] = ['canEmail', 'canCall', 'canText'];

const STATE_OPTIONS = US_STATES.map((state) => ({
  value: state.code,
  label: `${state.name} (${state.code})`,
}));

const flagsStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '4', gridColumn: '1 / -1' });

/** The form's labels by field name (also how the 'Changed since you opened it' question names them). */
export const CUSTOMER_FIELD_LABELS = {
  firstName: 'First name',
  lastName: 'Last name',
  userId: 'Linked user ID',
  email: 'Email address',
  phone: 'Phone number',
  address1: 'Address line 1',
  address2: 'Address line 2',
  city: 'City',
  state: 'State',
  zipCode: 'Zip code',
  canEmail: 'Allows emails',
  canCall: 'Allows calls',
  canText: 'Allows texts',
  isActive: 'Active',
} satisfies Record<keyof CustomerFormValues, string>;

/** A text field of the customer form (the kit's, typed to this form's fields). */
const TextInput = (props: Omit<FormTextFieldProps<CustomerFormValues>, 'name'> & { name: TextName }) => (
  <FormTextField {...props} />
);

/** The three sections of the customer form with every field of seed A §2 and §5. */
export function CustomerFormFields({ form }: { form: Form }) {
  const state = form.field('state');
  return (
    <>
      <FormSection title="Account owner">
        <TextInput
          form={form}
          name="firstName"
          label={CUSTOMER_FIELD_LABELS.firstName}
          required
          input={{ autoComplete: 'given-name' }}
        />
        <TextInput
          form={form}
          name="lastName"
          label={CUSTOMER_FIELD_LABELS.lastName}
          required
          input={{ autoComplete: 'family-name' }}
        />
        <TextInput
          form={form}
          name="userId"
          label={CUSTOMER_FIELD_LABELS.userId}
          helperText="Share a numeric reference to connect an existing user record."
          input={{ inputMode: 'numeric', autoComplete: 'off' }}
        />
      </FormSection>
      <FormSection title="Contact details">
        <TextInput
          form={form}
          name="email"
          label={CUSTOMER_FIELD_LABELS.email}
          required
          input={{ type: 'email', autoComplete: 'email' }}
        />
        <TextInput
          form={form}
          name="phone"
          label={CUSTOMER_FIELD_LABELS.phone}
          input={{ type: 'tel', autoComplete: 'tel' }}
        />
        {/* Grading news goes only to customers who allow emails (issue 39 item 8). */}
        <div role="group" aria-label="Contact preferences" className={flagsStyle}>
          {CONTACT_FLAGS.map((name) => {
            const flag = form.field(name);
            return (
              <Checkbox
                key={name}
                label={CUSTOMER_FIELD_LABELS[name]}
                checked={flag.value}
                disabled={form.saving}
                onCheckedChange={(on) => flag.onChange(on)}
              />
            );
          })}
        </div>
      </FormSection>
      <FormSection title="Location">
        <TextInput
          form={form}
          name="address1"
          label={CUSTOMER_FIELD_LABELS.address1}
          input={{ autoComplete: 'address-line1' }}
        />
        <TextInput
          form={form}
          name="address2"
          label={CUSTOMER_FIELD_LABELS.address2}
          input={{ autoComplete: 'address-line2' }}
        />
        <TextInput
          form={form}
          name="city"
          label={CUSTOMER_FIELD_LABELS.city}
          input={{ autoComplete: 'address-level2' }}
        />
        <div data-field="state">
          <Select
            label={CUSTOMER_FIELD_LABELS.state}
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
          label={CUSTOMER_FIELD_LABELS.zipCode}
          input={{ inputMode: 'numeric', autoComplete: 'postal-code' }}
        />
      </FormSection>
    </>
  );
}
