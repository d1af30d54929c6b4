import { describe, expect, it } from 'vitest';
import type { GradingBatch } from '../../src/domain/customer';
import {
  customerFullName,
  customerInitials,
  customerRecency,
  gradingSummary,
  mailingLines,
  submissionCustomerName,
  summariseCustomer,
} from '../../src/domain/names';
import { makeCustomer, makeSubmission } from './fixtures';

describe('submissions list customer-name fallback', () => {
  // Every link of the chain present; each case removes the links before it, in the spec's order.
  const loaded = [makeCustomer({ id: '42', firstName: 'Loaded', lastName: 'Customer' })];
  const full = makeSubmission({
    customerId: '42',
    firstName: 'Row',
    lastName: 'Name',
    customer: { id: '42', firstName: 'Nested', lastName: 'Name', displayName: 'Nested Display' },
    customerDisplayName: 'Customer Display',
    customerName: 'Customer Name',
  });
  const noCustomerNames = { id: '42', firstName: null, lastName: null, displayName: null };

  it.each([
    ['the submission first/last name', full, 'Row Name'],
    ['the nested customer name', { ...full, firstName: null, lastName: null }, 'Nested Name'],
    [
      'the nested customer displayName',
      {
        ...full,
        firstName: null,
        lastName: null,
        customer: { ...noCustomerNames, displayName: 'Nested Display' },
      },
      'Nested Display',
    ],
    [
      'customerDisplayName',
      { ...full, firstName: null, lastName: null, customer: noCustomerNames },
      'Customer Display',
    ],
    [
      'customerName',
      { ...full, firstName: null, lastName: null, customer: noCustomerNames, customerDisplayName: null },
      'Customer Name',
    ],
    [
      'the loaded customer with that id',
      makeSubmission({ customerId: '42', customer: noCustomerNames }),
      'Loaded Customer',
    ],
    ['Customer #{id} when nothing names it', makeSubmission({ customerId: '77' }), 'Customer #77'],
    ['Unassigned customer without an id', makeSubmission({ customerId: null }), 'Unassigned customer'],
  ])('falls back to %s', (_link, submission, expected) => {
    expect(submissionCustomerName(submission, loaded)).toBe(expected);
  });

  it('uses a single present name part rather than skipping the link', () => {
    expect(submissionCustomerName(makeSubmission({ firstName: '  ', lastName: 'Solo ' }))).toBe('Solo');
  });

  it('skips blank display names and reads the id from the nested customer when the row has none', () => {
    const submission = makeSubmission({
      customerId: null,
      customer: { id: '9', firstName: null, lastName: null, displayName: '   ' },
      customerName: '',
    });
    expect(submissionCustomerName(submission)).toBe('Customer #9');
  });

  it('looks loaded customers up in a map as well as a list', () => {
    const map = new Map([['5', makeCustomer({ id: '5', firstName: 'Map', lastName: 'Hit' })]]);
    expect(submissionCustomerName(makeSubmission({ customerId: '5' }), map)).toBe('Map Hit');
  });
});

describe('customer derived values', () => {
  it('builds the full name and initials, falling back to the email', () => {
    const ada = makeCustomer({ firstName: 'ada', lastName: 'Lovelace', email: 'ada@example.com' });
    expect(customerFullName(ada)).toBe('ada Lovelace');
    expect(customerInitials(ada)).toBe('AL');
    const nameless = makeCustomer({ id: '3', email: 'zed@example.com' });
    expect(customerFullName(nameless)).toBe('zed@example.com');
    expect(customerInitials(nameless)).toBe('Z');
    expect(customerFullName(makeCustomer({ id: '3' }))).toBe('Customer #3');
    expect(customerInitials(makeCustomer())).toBe('?');
  });

  it('writes mailing lines as address1, address2 and "City, ST 12345", leaving out blanks', () => {
    const full = makeCustomer({
      address1: '1 Main St',
      address2: 'Suite 4',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
    });
    expect(mailingLines(full)).toEqual(['1 Main St', 'Suite 4', 'Austin, TX 78701']);
    expect(mailingLines(makeCustomer({ address1: '1 Main St', city: 'Austin' }))).toEqual([
      '1 Main St',
      'Austin',
    ]);
    expect(mailingLines(makeCustomer({ state: 'TX', zipCode: '78701' }))).toEqual(['TX 78701']);
    expect(mailingLines(makeCustomer())).toEqual([]);
  });

  it('counts whole days since the last submission and last contact', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    const customer = makeCustomer({
      lastSubmissionAt: '2026-03-01T12:00:00Z',
      lastContactedAt: '2026-03-09T13:00:00Z',
    });
    expect(customerRecency(customer, now)).toEqual({ daysSinceLastSubmission: 9, daysSinceLastContact: 0 });
    const fromActivity = makeCustomer({
      activity: { lastSubmissionAt: '2026-02-08T12:00:00Z', lastConsignmentAt: null, gradingBatches: [] },
    });
    expect(customerRecency(fromActivity, now)).toEqual({
      daysSinceLastSubmission: 30,
      daysSinceLastContact: null,
    });
  });
});

describe('grading summary', () => {
  const batch = (overrides: Partial<GradingBatch>): GradingBatch => ({
    id: 'b',
    label: 'Batch',
    status: null,
    stage: null,
    cards: null,
    service: null,
    partner: null,
    submittedAt: null,
    lastUpdatedAt: null,
    targetShipDate: null,
    consignAfterGrading: false,
    fulfilledAt: null,
    ...overrides,
  });

  it('counts only batches without fulfilledAt and picks the earliest target among them', () => {
    const summary = gradingSummary({
      gradingBatches: [
        batch({ id: '1', label: 'Spring PSA', status: 'At PSA', targetShipDate: '2026-04-20' }),
        batch({ id: '2', label: 'Vintage CGC', status: null, targetShipDate: '2026-04-02' }),
        batch({
          id: '3',
          label: 'Done',
          status: 'Shipped',
          targetShipDate: '2026-03-01',
          fulfilledAt: '2026-03-02',
        }),
        batch({ id: '4', label: 'No date', status: 'At PSA' }),
      ],
    });
    expect(summary).toEqual({
      activeCount: 3,
      statuses: ['At PSA', 'In progress'],
      nextTargetDate: '2026-04-02',
      nextTargetLabel: 'Vintage CGC',
    });
  });

  it('has no next target when no active batch has a date', () => {
    expect(gradingSummary({ gradingBatches: [batch({ fulfilledAt: '2026-01-01' })] })).toEqual({
      activeCount: 0,
      statuses: [],
      nextTargetDate: null,
      nextTargetLabel: null,
    });
  });

  it('summarises a customer for the directory row in one call', () => {
    const customer = makeCustomer({
      firstName: 'Grace',
      lastName: 'Hopper',
      city: 'Arlington',
      state: 'VA',
      metrics: { ...makeCustomer().metrics, annualCardsSubmitted: 620 },
    });
    const summary = summariseCustomer(customer, new Date('2026-01-01T00:00:00Z'));
    expect(summary).toMatchObject({
      fullName: 'Grace Hopper',
      initials: 'GH',
      mailingLines: ['Arlington, VA'],
      tierBadges: [{ id: 'premium-submitter', label: 'Premium submitter' }],
      daysSinceLastSubmission: null,
    });
  });
});
