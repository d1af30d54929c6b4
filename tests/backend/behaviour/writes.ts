import type { CustomerInput } from '../../../src/domain/customer';
import { rejection, unique, type ContextGetter } from './context';

const customerInput = (lastName: string): CustomerInput => ({
  userId: '',
  firstName: 'Wren',
  lastName,
  email: `${lastName.toLowerCase()}@example.com`,
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
});

/** Issue 24: a create sent twice with one key makes one record; an update over a newer version is refused. */
export function writesBehaviour(context: ContextGetter): void {
  describe('idempotent creates and record versions', () => {
    beforeEach(async () => {
      await context().signInAs('admin');
    });

    it('answers a create sent again with the same Idempotency-Key with the same record', async () => {
      const { customers } = context().backend;
      const lastName = unique('Onceover');
      const idempotencyKey = unique('key-');
      const first = await customers.create(customerInput(lastName), { idempotencyKey });
      const again = await customers.create(customerInput(lastName), { idempotencyKey });
      expect(again.id).toBe(first.id);
      const found = await customers.search({ pageNumber: 1, pageSize: 10, lastName });
      expect(found.items).toHaveLength(1);
      const other = await customers.create(customerInput(lastName), { idempotencyKey: unique('key-') });
      expect(other.id).not.toBe(first.id);
    });

    it('refuses an update over a newer version with VERSION_CONFLICT and keeps theirs', async () => {
      const { customers } = context().backend;
      const created = await customers.create(customerInput(unique('Versioned')));
      expect(created.version).toEqual(expect.any(Number));
      const opened = await customers.get(created.id);
      const theirs = await customers.update(
        created.id,
        { ...customerInput('Theirs'), email: created.email },
        { version: opened.version },
      );
      expect(theirs.version).toBe((opened.version ?? 0) + 1);
      const error = await rejection(
        customers.update(created.id, customerInput('Mine'), { version: opened.version }),
      );
      expect(error.code).toBe('VERSION_CONFLICT');
      expect(error.message).toBe('This record changed since you opened it.');
      expect((await customers.get(created.id)).lastName).toBe('Theirs');
      const mine = await customers.update(created.id, customerInput('Mine'), { version: theirs.version });
      expect(mine.lastName).toBe('Mine');
    });
  });
}
