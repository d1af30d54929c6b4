import { IDEMPOTENCY_KEY_REUSED_MESSAGE } from '../../../src/domain/recordVersion';
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

    // Issue 37 item 14: the same key with other values is refused (422), not answered with the first result.
    it('refuses a create sent again with the same Idempotency-Key but other values', async () => {
      const { customers } = context().backend;
      const idempotencyKey = unique('key-');
      const lastName = unique('Keyedonce');
      await customers.create(customerNamed(lastName), { idempotencyKey });
      const error = await rejection(
        customers.create(customerNamed(unique('Keyedtwice')), { idempotencyKey }),
      );
      expect(error.status).toBe(422);
      expect(error.message).toBe(IDEMPOTENCY_KEY_REUSED_MESSAGE);
      const found = await customers.search({ pageNumber: 1, pageSize: 10, lastName });
      expect(found.items).toHaveLength(1);
    });

    it('gives step types a version: a save over a newer one is refused with VERSION_CONFLICT', async () => {
      const { workflows } = context().backend;
      const type = await workflows.createType({
        name: unique('Versioned steps '),
        description: '',
        primaryStepTypeId: null,
      });
      const input = {
        workflowTypeId: Number(type.id),
        name: 'Clean',
        description: '',
        nextStepTypeIds: [],
        isInitialStep: false,
      };
      const created = await workflows.createStepType(input);
      const opened = await workflows.getStepType(created.id);
      expect(opened.version).toEqual(expect.any(Number));
      const theirs = await workflows.updateStepType(
        created.id,
        { ...input, name: 'Theirs' },
        { version: opened.version },
      );
      expect(theirs.version).toBe((opened.version ?? 0) + 1);
      const error = await rejection(
        workflows.updateStepType(created.id, { ...input, name: 'Mine' }, { version: opened.version }),
      );
      expect(error.code).toBe('VERSION_CONFLICT');
      expect((await workflows.getStepType(created.id)).name).toBe('Theirs');
      await workflows.removeType(type.id);
    });
  });
}
