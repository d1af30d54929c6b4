import { css } from 'styled-system/css';
import { FormScreen, type FormScreenTexts } from '../../kit/form-screen';
import { FormTextField } from '../../kit/form-text-field';
import { pushToast, useRecordFormScreen } from '../../kit/screen-actor';
import { validateCustomerForm } from '../../domain/customerForm';
import { blankCustomer } from '../../domain/customer';
import { myDetailsInputOf, myDetailsOf, type MyDetailsInput } from '../../domain/portal';
import { US_STATES } from '../../domain/usStates';
import { Checkbox, FormSection, NativeSelect } from '../../ui';

type FlagName = 'canEmail' | 'canCall' | 'canText';

const BLANK: MyDetailsInput = myDetailsInputOf(myDetailsOf(blankCustomer('', null)));

const TEXTS: FormScreenTexts = {
  loading: 'Loading your details…',
  create: 'Save details',
  save: 'Save details',
  saveFailed: 'Your details were not saved',
  leave: 'Your changes to your details will be lost.',
  changedElsewhere: 'Your details were changed (perhaps by our staff) after you opened them.',
};

const STATE_OPTIONS = [
  { value: '', label: 'Choose a state' },
  ...US_STATES.map((state) => ({ value: state.code, label: `${state.name} (${state.code})` })),
];

const PREFERENCES: readonly [FlagName, string][] = [
  ['canEmail', 'Emails'],
  ['canCall', 'Calls'],
  ['canText', 'Texts'],
];

const trimmed = (values: MyDetailsInput): MyDetailsInput => ({
  ...values,
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  email: values.email.trim(),
  phone: values.phone.trim(),
  address1: values.address1.trim(),
  address2: values.address2.trim(),
  city: values.city.trim(),
  zipCode: values.zipCode.trim(),
});

/**
 * 'My details' (issue 40): the customer edits their contact details, mailing address and contact
 * preferences; it stays open after each save. The account link and archive flag are staff's.
 */
export default function MyDetailsScreen() {
  const form = useRecordFormScreen<MyDetailsInput>({
    draftKind: 'my-details',
    recordId: 'me',
    blank: BLANK,
    validate: validateCustomerForm,
    loadWithVersion: ({ backend }, _id, signal) =>
      backend()
        .portal.details({ signal })
        .then((details) => ({ values: myDetailsInputOf(details), version: details.version })),
    save: ({ backend }, _id, values, signal, write) =>
      backend()
        .portal.saveDetails(trimmed(values), { signal, ...write })
        .then((saved) => ({ id: saved.id, version: saved.version })),
    onSaved: ({ notifications }) =>
      pushToast(notifications, {
        type: 'success',
        title: 'Details saved',
        message: 'Thank you for keeping them up to date.',
      }),
    onLeave: () => {},
    stayAfterSave: true,
  });
  const state = form.field('state');
  return (
    <div className={css({ maxW: '3xl' })}>
      <FormScreen form={form} title="My details" texts={TEXTS}>
        <FormSection title="Contact details">
          <FormTextField
            form={form}
            name="firstName"
            label="First name"
            required
            input={{ autoComplete: 'given-name' }}
          />
          <FormTextField
            form={form}
            name="lastName"
            label="Last name"
            required
            input={{ autoComplete: 'family-name' }}
          />
          <FormTextField
            form={form}
            name="email"
            label="Email address"
            required
            input={{ type: 'email', autoComplete: 'email' }}
          />
          <FormTextField
            form={form}
            name="phone"
            label="Phone number"
            input={{ type: 'tel', autoComplete: 'tel' }}
          />
        </FormSection>
        <FormSection title="Mailing address">
          <FormTextField
            form={form}
            name="address1"
            label="Street address"
            input={{ autoComplete: 'address-line1' }}
          />
          <FormTextField
            form={form}
            name="address2"
            label="Apartment or suite"
            input={{ autoComplete: 'address-line2' }}
          />
          <FormTextField form={form} name="city" label="City" input={{ autoComplete: 'address-level2' }} />
          <NativeSelect
            label="State"
            options={STATE_OPTIONS}
            value={state.value}
            disabled={form.saving}
            onValueChange={(value) => state.onChange(value)}
          />
          <FormTextField
            form={form}
            name="zipCode"
            label="Zip code"
            input={{ inputMode: 'numeric', autoComplete: 'postal-code' }}
          />
        </FormSection>
        <FormSection title="Contact preferences">
          {PREFERENCES.map(([name, label]) => {
            const flag = form.field(name);
            return (
              <Checkbox
                key={name}
                label={label}
                checked={flag.value}
                disabled={form.saving}
                onCheckedChange={(checked) => flag.onChange(checked)}
              />
            );
          })}
        </FormSection>
      </FormScreen>
    </div>
  );
}
