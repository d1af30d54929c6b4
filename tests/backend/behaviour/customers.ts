import type { CustomerInput, CustomerSearch } from '../../../src/domain/customer';
import { parseCustomerSearchText } from '../../../src/domain/customerSearch';
import { inOrder, rejection, unique, type ContextGetter } from './context';

const search = (overrides: Partial<CustomerSearch>): CustomerSearch => ({
  pageNumber: 1,
  pageSize: 50,
  ...overrides,
});

const customerInput = (): CustomerInput => {
  const tag = unique('');
  return {
    userId: '',
    firstName: 'Marlowe',
    lastName: `Quillfeather${tag}`,
    email: `marlowe.${tag}@example.com`,
    phoneNumber: `555-${String(Date.now() % 1000).padStart(3, '0')}-${String(Math.floor(Math.random() * 10000)).padStart(4, '0')}`,
    canEmail: true,
    canText: false,
    canCall: true,
    address1: '12 Harbor Dr',
    address2: '',
    city: 'Portland',
    state: 'OR',
    zipCode: '97201',
    isActive: true,
  };
};

export function customersBehaviour(context: ContextGetter): void {
  describe('customers', () => {
    beforeEach(async () => {
      await context().signInAs('admin');
    });

    // Issue 37 item 10: the box promises 'name, email, phone, or location'.
    it('finds customers by a city or part of an email typed in the search box, as the list and the header search send it', async () => {
      const { customers } = context().backend;
      const box = (text: string) =>
        customers.search(
          search({
            isActive: true,
            sort: [{ field: 'lastName', desc: false }],
            ...parseCustomerSearchText(text),
          }),
        );
      const louisville = await box('Louisville');
      expect(louisville.items.length).toBeGreaterThan(0);
      expect(louisville.items.every((customer) => customer.city === 'Louisville')).toBe(true);
      const example = await box('example');
      expect(example.items.length).toBeGreaterThan(0);
      expect(example.items.every((customer) => customer.email.includes('example'))).toBe(true);

      const input = { ...customerInput(), city: unique('Paducah') };
      const created = await customers.create(input);
      const emailPart = input.email.split('@')[0] ?? '';
      for (const text of [input.city, emailPart, input.zipCode, 'Marlowe Quillfeather']) {
        expect((await box(text)).items.map((customer) => customer.id)).toContain(created.id);
      }
      await customers.remove(created.id);
    });

    it('creates, reads, updates and deletes a customer', async () => {
      const { customers } = context().backend;
      const input = customerInput();
      const created = await customers.create(input);
      expect(created.id).toMatch(/^\d+$/);
      const read = await customers.get(created.id);
      expect(read).toMatchObject({
        firstName: 'Marlowe',
        lastName: input.lastName,
        email: input.email,
        phone: input.phoneNumber,
        canEmail: true,
        canText: false,
        canCall: true,
        city: 'Portland',
        state: 'OR',
        zipCode: '97201',
        isActive: true,
      });

      await customers.update(created.id, { ...input, city: 'Eugene' });
      expect((await customers.get(created.id)).city).toBe('Eugene');

      const edited = await customers.get(created.id);
      await customers.remove(created.id);
      const after = await customers.search(search({ email: input.email, isActive: true }));
      expect(after.items.map((item) => item.id)).not.toContain(created.id);
      // The archive is a change like an edit: the version moves on, and a save from before it is stale.
      expect((await customers.get(created.id)).version).toBe((edited.version ?? 0) + 1);
      const stale = await rejection(
        customers.update(created.id, { ...input, city: 'Salem' }, { version: edited.version ?? 0 }),
      );
      expect(stale.code).toBe('VERSION_CONFLICT');
    });

    it('finds a customer by email, part of the last name in any case, phone digits and state', async () => {
      const { customers } = context().backend;
      const input = customerInput();
      const created = await customers.create(input);
      const ids = async (query: Partial<CustomerSearch>) =>
        (await customers.search(search(query))).items.map((item) => item.id);

      expect(await ids({ email: input.email })).toEqual([created.id]);
      expect(await ids({ lastName: input.lastName.slice(2).toLowerCase() })).toContain(created.id);
      expect(await ids({ phoneNumber: input.phoneNumber.replace(/\D/g, '') })).toContain(created.id);
      expect(await ids({ email: input.email, state: 'OR' })).toEqual([created.id]);
      expect(await ids({ email: input.email, state: 'TX' })).toEqual([]);
    });

    it('finds a customer by a typed name: first name alone, last name alone, either order', async () => {
      const { customers } = context().backend;
      const input = { ...customerInput(), firstName: `Ottoline${unique('')}` };
      const created = await customers.create(input);
      const ids = async (name: string) =>
        (await customers.search(search({ name }))).items.map((item) => item.id);

      expect(await ids(input.firstName.toLowerCase())).toEqual([created.id]);
      expect(await ids(input.lastName)).toEqual([created.id]);
      expect(await ids(`${input.lastName} ${input.firstName.slice(0, 6)}`)).toContain(created.id);
      expect(await ids(`${input.firstName} Nobodyhasthisname`)).toEqual([]);
      await customers.remove(created.id);
    });

    it('filters active and archived customers', async () => {
      const { customers } = context().backend;
      const active = await customers.search(search({ isActive: true }));
      const archived = await customers.search(search({ isActive: false }));
      expect(active.items.length).toBeGreaterThan(0);
      expect(archived.items.length).toBeGreaterThan(0);
      expect(active.items.every((item) => item.isActive)).toBe(true);
      expect(archived.items.every((item) => !item.isActive)).toBe(true);
    });

    it('sorts by last name ascending by default, and by first name when asked', async () => {
      const { customers } = context().backend;
      const byLast = await customers.search(search({}));
      expect(inOrder(byLast.items.map((item) => item.lastName))).toBe(true);
      const byFirst = await customers.search(search({ sort: [{ field: 'firstName', desc: false }] }));
      expect(inOrder(byFirst.items.map((item) => item.firstName))).toBe(true);
    });

    it('pages the directory', async () => {
      const { customers } = context().backend;
      const first = await customers.search(search({ pageSize: 5 }));
      const second = await customers.search(search({ pageSize: 5, pageNumber: 2 }));
      expect(first.items).toHaveLength(5);
      expect(second.totalRecords).toBe(first.totalRecords);
      const firstIds = new Set(first.items.map((item) => item.id));
      expect(second.items.some((item) => firstIds.has(item.id))).toBe(false);
    });

    it('needs an id to read a customer', async () => {
      const error = await rejection(context().backend.customers.get(''));
      expect(error.message).toBe('Customer id is required');
    });
  });
}
