import type { Customer } from '../../src/domain/customer';
import type { Submission } from '../../src/domain/submission';

/** A customer with every field blank, so each test states only what it depends on. */
export function makeCustomer(overrides: Partial<Customer> = {}): Customer {
  return {
    id: '1',
    userId: null,
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    canEmail: false,
    canText: false,
    canCall: false,
    address1: '',
    address2: '',
    city: '',
    state: '',
    zipCode: '',
    isActive: true,
    tags: [],
    accountManager: null,
    notes: '',
    segments: [],
    preferredChannels: [],
    lastContactedAt: null,
    lifetimeValueNotes: null,
    createdAt: null,
    updatedAt: null,
    lastSubmissionAt: null,
    emailConfirmed: false,
    phoneConfirmed: false,
    metrics: {
      annualCardsSubmitted: 0,
      annualConsignmentSales: 0,
      lifetimeRevenue: 0,
      cardsSubmittedLifetime: 0,
      consignmentsLifetime: 0,
      submissionsLast12Months: 0,
      consignmentsLast12Months: 0,
      consignmentSalesYtd: 0,
    },
    activity: { lastSubmissionAt: null, lastConsignmentAt: null, gradingBatches: [] },
    returnMetrics: { sampleSize: 0, averageDays: null, range: null, onTimePercentage: null },
    followUps: [],
    ...overrides,
  };
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
