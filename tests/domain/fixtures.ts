import { blankCustomer, type Customer } from '../../src/domain/customer';
import type { Submission } from '../../src/domain/submission';

/** A customer with every field blank, so each test states only what it depends on. */
export function makeCustomer(overrides: Partial<Customer> = {}): Customer {
  return { ...blankCustomer('1', null), ...overrides };
}

/** An active, pending submission of one PSA Value Bulk card with no names anywhere. */
export function makeSubmission(overrides: Partial<Submission> = {}): Submission {
  return {
    id: '100',
    customerId: null,
    customer: null,
    firstName: null,
    lastName: null,
    customerDisplayName: null,
    customerName: null,
    createdAt: null,
    updatedAt: null,
    status: 'Pending',
    statusCode: 0,
    consignAfterGrading: false,
    notes: '',
    isActive: true,
    prescreening: 1,
    totalCards: 1,
    psaValueBulk: 1,
    psaRegularCount: 0,
    cgcBulkCount: 0,
    cgcComicCount: 0,
    psaDualCount: 0,
    bgsBaseCount: 0,
    sgcStandardCount: 0,
    ...overrides,
  };
}
