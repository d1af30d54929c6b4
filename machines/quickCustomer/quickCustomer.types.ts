import type { Customer } from '../../src/domain/customer';

/** The quick-create modal's fields (seed B §7: firstName, lastName, email, phone, city, state, zipcode). */
export interface QuickCustomerDraft {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  city: string;
  state: string;
  zipCode: string;
}
export type QuickCustomerField = keyof QuickCustomerDraft;

export interface QuickCustomerContext {
  draft: QuickCustomerDraft;
  errors: Partial<Record<QuickCustomerField, string>>;
  /** Messages show from the first Create on, then follow every change. */
  showErrors: boolean;
  /** 'Unable to create that customer right now. Try again shortly.' after a failed create. */
  saveError: string | null;
}

export type QuickCustomerEvent =
  | { type: 'quick.open' }
  | { type: 'quick.change'; field: QuickCustomerField; value: string }
  | { type: 'quick.submit' }
  | { type: 'quick.cancel' };

export interface CreateCustomerInput {
  draft: QuickCustomerDraft;
}

/** The created customer; the form selects it. */
export type CreatedCustomer = Pick<Customer, 'id' | 'firstName' | 'lastName' | 'email'>;
