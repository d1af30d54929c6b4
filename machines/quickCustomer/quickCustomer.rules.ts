import { validateCustomerForm } from '../../src/domain/customerForm';
import type { QuickCustomerContext, QuickCustomerDraft } from './quickCustomer.types';

export const QUICK_CUSTOMER_FAILED = 'Unable to create that customer right now. Try again shortly.';

export const EMPTY_QUICK_CUSTOMER: QuickCustomerDraft = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  city: '',
  state: '',
  zipCode: '',
};

/** The customer form's own rules (seed B §5 'Quick-create customer'). */
export const validateQuickCustomer = (draft: QuickCustomerDraft): QuickCustomerContext['errors'] =>
  validateCustomerForm(draft);

export const isQuickCustomerValid = (draft: QuickCustomerDraft): boolean =>
  Object.keys(validateQuickCustomer(draft)).length === 0;
