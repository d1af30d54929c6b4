import {
  blankCustomer,
  type Customer,
  type CustomerInput,
  type CustomerSortField,
} from '../../domain/customer';
import { CUSTOMER_AUDIT_FIELDS } from '../../domain/audit';
import { matchesCustomerFilter } from '../../domain/customerSearch';
import { smartListById } from '../../domain/customerSmartLists';
import { directoryCounts } from '../../domain/tiers';
import type { CustomersApi } from '../backend';
import { compareIds, compareText, findStored, pageOf, sortByKeys, trimmed, trimmedOrNull } from './query';
import { copy, type DemoContext } from './store';
import { bumpVersion, checkVersion, versionOf } from './writes';
import { withGrading } from '../../domain/customerGrading';
import { ordersOfCustomer } from './customerGrading';

/** A customer with no history yet: zero metrics, no batches, no follow-ups. */
export const emptyCustomer = (id: string, now: Date): Customer => blankCustomer(id, now.toISOString());

/** The form's fields, trimmed (seed A §5); a blank linked user id means none. */
const editableFields = (input: CustomerInput) => ({
  userId: trimmedOrNull(input.userId),
  firstName: trimmed(input.firstName),
  lastName: trimmed(input.lastName),
  email: trimmed(input.email),
  phone: trimmed(input.phoneNumber),
  canEmail: input.canEmail === true,
  canText: input.canText === true,
  canCall: input.canCall === true,
  address1: trimmed(input.address1),
  address2: trimmed(input.address2),
  city: trimmed(input.city),
  state: trimmed(input.state),
  zipCode: trimmed(input.zipCode),
  isActive: input.isActive !== false,
});

const SORTS: Record<CustomerSortField, (a: Customer, b: Customer) => number> = {
  lastName: (a, b) => compareText(a.lastName, b.lastName),
  firstName: (a, b) => compareText(a.firstName, b.firstName),
  id: (a, b) => compareIds(a.id, b.id),
  isActive: (a, b) => Number(a.isActive) - Number(b.isActive),
};

/** Same name: last name, first name, then id, so every page is stable. */
const tieBreak = (a: Customer, b: Customer) =>
  compareText(a.lastName, b.lastName) || compareText(a.firstName, b.firstName) || compareIds(a.id, b.id);

/**
 * Customers in memory. Search applies the advanced filters (case-insensitive 'contains', phone by
 * digits, isActive only when given: undefined means Archived 'Any'). Delete archives the customer
 * (isActive false), like the demo's soft delete of submissions, so the directory's default filter hides
 * it and its submissions keep their name.
 */
export function createDemoCustomers(context: DemoContext): CustomersApi {
  const { store, latency } = context;

  const find = (id: string): Customer =>
    findStored(store.customers, id, 'Customer', {
      blank: 'CUSTOMER_ID_REQUIRED',
      notNumeric: 'INVALID_CUSTOMER_ID',
      notFound: 'CUSTOMER_NOT_FOUND',
    });

  /** One audit entry for a write, with the fields the server keeps. */
  const recordChange = (before: Customer | null, after: Customer) =>
    context.audit.recordVersioned('customer', CUSTOMER_AUDIT_FIELDS, before, after);

  return {
    async search(query, options) {
      await latency.wait('records', options?.signal);
      const list = smartListById(query.smartList);
      const now = context.now();
      const matching = [...store.customers.values()].filter(
        (customer) => matchesCustomerFilter(customer, query) && (!list || list.matches(customer, now)),
      );
      const sorted = sortByKeys(matching, query.sort, SORTS, [{ field: 'lastName', desc: false }], tieBreak);
      const page = pageOf(sorted, query.pageNumber, query.pageSize);
      return copy({
        ...page,
        items: page.items.map((customer) => withGrading(customer, ordersOfCustomer(store, customer.id), now)),
      });
    },
    async counts(options) {
      await latency.wait('records', options?.signal);
      return directoryCounts([...store.customers.values()]);
    },
    async get(id, options) {
      await latency.wait('records', options?.signal);
      const customer = find(id);
      // Batches and return performance from the grader orders, as the server computes them (issue 39).
      return copy(
        withGrading(
          { ...customer, version: versionOf(customer) },
          ordersOfCustomer(store, id),
          context.now(),
        ),
      );
    },
    create: (input, options) =>
      context.writes.once(options?.idempotencyKey, ['customers.create', input], async () => {
        await latency.wait('records', options?.signal);
        const customer: Customer = {
          ...emptyCustomer(store.nextId('customers'), context.now()),
          ...editableFields(input),
          version: 1,
        };
        store.customers.set(customer.id, customer);
        recordChange(null, customer);
        return copy(customer);
      }),
    // The same Idempotency-Key again (an answer lost on the way) gets the first answer, as on the server.
    update: (id, input, options) =>
      context.writes.once(options?.idempotencyKey, ['customers.update', id, input], async () => {
        await latency.wait('records', options?.signal);
        const customer = find(id);
        checkVersion(customer, options?.version);
        const before = copy(customer);
        Object.assign(customer, editableFields(input), { updatedAt: context.now().toISOString() });
        bumpVersion(customer);
        recordChange(before, customer);
        return copy(customer);
      }),
    async remove(id, options) {
      await latency.wait('records', options?.signal);
      const customer = find(id);
      const before = copy(customer);
      customer.isActive = false;
      customer.updatedAt = context.now().toISOString();
      // An archive moves the version on, as the server's does: a form opened before it is stale.
      bumpVersion(customer);
      recordChange(before, customer);
    },
  };
}
