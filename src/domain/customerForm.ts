import { compact, emailError, isBlank, MESSAGES, optionalPhoneError, ZIP_MIN_LENGTH } from './formRules';
import type { FieldErrors } from './formRules';
import type { Customer, CustomerInput } from './customer';

/** The customer form (create and edit) and the submission form's quick-create customer modal. */
export type CustomerFormValues = Omit<CustomerInput, 'phoneNumber'> & {
  /** Typed as 'phone' on the form; sent as phoneNumber. */
  phone: string;
};

/** The fields the rules look at; quick-create has only some of the others. */
export type ValidatedCustomerField = 'firstName' | 'lastName' | 'email' | 'phone' | 'zipCode';

export function validateCustomerForm(
  values: Pick<CustomerFormValues, ValidatedCustomerField>,
): FieldErrors<ValidatedCustomerField> {
  const zip = values.zipCode.trim();
  return compact({
    firstName: isBlank(values.firstName) ? MESSAGES.firstNameRequired : undefined,
    lastName: isBlank(values.lastName) ? MESSAGES.lastNameRequired : undefined,
    email: emailError(values.email),
    phone: optionalPhoneError(values.phone),
    zipCode: zip !== '' && zip.length < ZIP_MIN_LENGTH ? MESSAGES.zipTooShort : undefined,
  });
}

export const EMPTY_CUSTOMER_FORM: CustomerFormValues = {
  userId: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  zipCode: '',
  // Contact permissions are opt-in: a new customer allows none until staff tick 'Allows emails',
  // 'Allows calls' or 'Allows texts' on the form (issue 39 item 8).
  canEmail: false,
  canText: false,
  canCall: false,
  isActive: true,
};

/** Edit starts from the stored record. */
export const customerToFormValues = (customer: Customer): CustomerFormValues => ({
  userId: customer.userId ?? '',
  firstName: customer.firstName,
  lastName: customer.lastName,
  email: customer.email,
  phone: customer.phone,
  address1: customer.address1,
  address2: customer.address2,
  city: customer.city,
  state: customer.state,
  zipCode: customer.zipCode,
  canEmail: customer.canEmail,
  canText: customer.canText,
  canCall: customer.canCall,
  isActive: customer.isActive,
});

/** Every value trimmed before sending; the state code upper-cased; phone goes out as phoneNumber. */
export const toCustomerInput = (values: CustomerFormValues): CustomerInput => ({
  userId: values.userId.trim(),
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  email: values.email.trim(),
  phoneNumber: values.phone.trim(),
  canEmail: values.canEmail,
  canText: values.canText,
  canCall: values.canCall,
  address1: values.address1.trim(),
  address2: values.address2.trim(),
  city: values.city.trim(),
  state: values.state.trim().toUpperCase(),
  zipCode: values.zipCode.trim(),
  isActive: values.isActive,
});
