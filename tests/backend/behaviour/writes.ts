import { customerInput } from '../customer-input';
import { rejection, unique, type ContextGetter } from './context';

const customerNamed = (lastName: string) =>
  customerInput({ firstName: 'Wren', lastName, email: `${lastName.toLowerCase()}@example.com` });

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
      const first = await customers.create(customerNamed(lastName), { idempotencyKey });
      const again = await customers.create(customerNamed(lastName), { idempotencyKey });
      expect(again.id).toBe(first.id);
      const found = await customers.search({ pageNumber: 1, pageSize: 10, lastName });
      expect(found.items).toHaveLength(1);
      const other = await customers.create(customerNamed(lastName), { idempotencyKey: unique('key-') });
      expect(other.id).not.toBe(first.id);
    });

    it('answers an update sent again with its Idempotency-Key with the first answer, not a conflict with itself', async () => {
      const { customers } = context().backend;
      const created = await customers.create(customerNamed(unique('Lostreply')));
      const idempotencyKey = unique('key-');
      const write = { idempotencyKey, version: created.version };
      const first = await customers.update(created.id, customerNamed('Renamed'), write);
      // The first answer was lost: the form sends the same save again, with the version it started from.
      const again = await customers.update(created.id, customerNamed('Renamed'), write);
      expect(again.lastName).toBe('Renamed');
      expect(again.version).toBe(first.version);
      expect(first.version).toBe((created.version ?? 0) + 1);
    });

    it('refuses an update over a newer version with VERSION_CONFLICT and keeps theirs', async () => {
      const { customers } = context().backend;
      const created = await customers.create(customerNamed(unique('Versioned')));
      expect(created.version).toEqual(expect.any(Number));
      const opened = await customers.get(created.id);
      const theirs = await customers.update(
        created.id,
        { ...customerNamed('Theirs'), email: created.email },
        { version: opened.version },
      );
      expect(theirs.version).toBe((opened.version ?? 0) + 1);
      const error = await rejection(
        customers.update(created.id, customerNamed('Mine'), { version: opened.version }),
      );
      expect(error.code).toBe('VERSION_CONFLICT');
      expect(error.message).toBe('This record changed since you opened it.');
      expect((await customers.get(created.id)).lastName).toBe('Theirs');
      const mine = await customers.update(created.id, customerNamed('Mine'), { version: theirs.version });
      expect(mine.lastName).toBe('Mine');
    });
  });
}
