import type { CustomerInput } from '../../src/domain/customer';

/** A customer form as sent, every field blank; each test states the fields it cares about. */
export const customerInput = (overrides: Partial<CustomerInput> = {}): CustomerInput => ({
  userId: '',
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  canEmail: false,
  canText: false,
  canCall: false,
  address1: '',
  address2: '',
  city: '',
  state: '',
  zipCode: '',
  isActive: true,
  ...overrides,
});
