// @vitest-environment node
import { expect } from 'vitest';
import type { CustomerInput } from '../../src/domain/customer';
import { submissionInput } from '../backend/behaviour/context';
import { type CallSpec, describeCalls, setupClients } from './describeCalls';

const clients = setupClients();
const UNKNOWN = '999999';
const customer = (overrides: Partial<CustomerInput> = {}): CustomerInput => ({
  userId: '',
  firstName: 'Contract',
  lastName: 'Customer',
  email: 'contract.customer@example.com',
  phoneNumber: '555-010-4242',
  canEmail: true,
  canText: false,
  canCall: false,
  address1: '1 Test Way',
  address2: '',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  isActive: true,
  ...overrides,
});
const tooLongNotes = 'n'.repeat(1001);

const submissions: CallSpec[] = [
  {
    name: 'POST /employee/submission/search',
    access: 'staff',
    ok: (b) => b.submissions.search({ pageNumber: 2, pageSize: 5, statuses: [0, 1] }),
    expectOk: (page) => expect(page).toMatchObject({ pageNumber: 2, pageSize: 5, items: expect.any(Array) }),
    invalid: (b) => b.submissions.search({ pageNumber: 0, pageSize: 5 }),
    invalidMessage: 'pageNumber starts at 1',
  },
  {
    name: 'GET /employee/submission/{id}',
    access: 'staff',
    ok: (b) => b.submissions.get('2'),
    expectOk: (submission) => expect(submission).toMatchObject({ id: '2' }),
    invalid: (b) => b.submissions.get('two'),
    invalidMessage: 'Submission id must be numeric',
    missing: (b) => b.submissions.get(UNKNOWN),
  },
  {
    name: 'PUT /employee/submission',
    access: 'staff',
    ok: (b) => b.submissions.create(submissionInput('2', { notes: 'Created by the contract suite' })),
    expectOk: (submission) =>
      expect(submission).toMatchObject({
        customerId: '2',
        notes: 'Created by the contract suite',
        statusCode: 0,
      }),
    invalid: (b) => b.submissions.create(submissionInput('2', { notes: tooLongNotes })),
    invalidMessage: 'Notes must be 1000 characters or fewer',
    missing: (b) => b.submissions.create(submissionInput(UNKNOWN)),
  },
  {
    name: 'POST /employee/submission/{id}',
    access: 'staff',
    ok: (b) => b.submissions.update('3', { notes: 'Updated by the contract suite' }),
    expectOk: (submission) =>
      expect(submission).toMatchObject({ id: '3', notes: 'Updated by the contract suite' }),
    invalid: (b) => b.submissions.update('3', { notes: tooLongNotes }),
    missing: (b) => b.submissions.update(UNKNOWN, { notes: 'x' }),
  },
  {
    name: 'DELETE /employee/submission/{id}',
    access: 'staff',
    ok: async (b) => {
      const created = await b.submissions.create(submissionInput('2'));
      await b.submissions.remove(created.id);
      return b.submissions.get(created.id);
    },
    expectOk: (submission) => expect(submission).toMatchObject({ isActive: false }),
    guarded: (b) => b.submissions.remove('4'),
    invalid: (b) => b.submissions.remove('four'),
    missing: (b) => b.submissions.remove(UNKNOWN),
  },
];

const customers: CallSpec[] = [
  {
    name: 'POST /employee/customer/search',
    access: 'staff',
    ok: (b) => b.customers.search({ pageNumber: 1, pageSize: 10, isActive: true, city: 'a' }),
    expectOk: (page) => expect(page).toMatchObject({ pageNumber: 1, pageSize: 10 }),
    invalid: (b) => b.customers.search({ pageNumber: 1, pageSize: 5000 }),
    invalidMessage: 'pageSize must be at most 1000',
  },
  {
    name: 'GET /employee/customer/{id}',
    access: 'staff',
    ok: (b) => b.customers.get('1'),
    expectOk: (found) => expect(found).toMatchObject({ id: '1', email: 'customer@example.com' }),
    invalid: (b) => b.customers.get('one'),
    missing: (b) => b.customers.get(UNKNOWN),
  },
  {
    name: 'PUT /employee/customer',
    access: 'staff',
    ok: (b) => b.customers.create(customer()),
    expectOk: (created) => expect(created).toMatchObject({ firstName: 'Contract', zipCode: '78701' }),
    invalid: (b) => b.customers.create(customer({ email: 'not an email' })),
    invalidMessage: 'Enter a valid email address',
  },
  {
    name: 'POST /employee/customer/{id}',
    access: 'staff',
    ok: (b) => b.customers.update('2', customer({ email: 'renamed.two@example.com' })),
    expectOk: (updated) => expect(updated).toMatchObject({ id: '2', email: 'renamed.two@example.com' }),
    invalid: (b) => b.customers.update('2', customer({ firstName: ' ' })),
    invalidMessage: 'First name is required',
    missing: (b) => b.customers.update(UNKNOWN, customer()),
  },
  {
    name: 'DELETE /employee/customer/{id}',
    access: 'staff',
    ok: async (b) => {
      const created = await b.customers.create(customer({ email: 'leaving@example.com' }));
      await b.customers.remove(created.id);
      return b.customers.get(created.id);
    },
    expectOk: (archived) => expect(archived).toMatchObject({ isActive: false }),
    guarded: (b) => b.customers.remove('5'),
    invalid: (b) => b.customers.remove('five'),
    missing: (b) => b.customers.remove(UNKNOWN),
  },
];

describeCalls('submissions through the HTTP backend', clients, submissions);
describeCalls('customers through the HTTP backend', clients, customers);
