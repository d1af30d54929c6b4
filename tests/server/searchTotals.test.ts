// @vitest-environment node
// The search totals cache (decision 0274) on the engine of the project running it: a total is counted
// once while the searched tables stay the same, and counted afresh after any write to them, whichever
// connection or instance makes it. Values kept by key at the same version (decision 0576) alike.
import { type KyselyPlugin, sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type OpenedStore, openStore } from '../../server/db/open';
import type { Db } from '../../server/store/database';
import { customerStore } from '../../server/store/customers';
import { keptByKeyAtSearchVersion, searchTotalsCache } from '../../server/store/searchTotals';
import { submissionStore } from '../../server/store/submissions';
import { type TestApp, createTestApp } from './harness';

/** The database, counting the statements it runs (a result is transformed once per statement run). */
function counted(db: Db) {
  let statements = 0;
  const plugin: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: (args) => {
      statements += 1;
      return Promise.resolve(args.result);
    },
  };
  return { db: db.withPlugin(plugin), statements: () => statements };
}

const activeCustomers = sql<{ n: number }>`SELECT COUNT(*) AS n FROM customers WHERE is_active = 1`;
const inactiveCustomers = sql<{ n: number }>`SELECT COUNT(*) AS n FROM customers WHERE is_active = 0`;
const submissionsOf = (customerId: number) =>
  sql<{ n: number }>`SELECT COUNT(*) AS n FROM submissions WHERE customer_id = ${customerId}`;

describe('search totals cache', () => {
  let t: TestApp;
  /** Another connection (SQLite) or another instance's pool (PostgreSQL) over the same database. */
  let other: OpenedStore;
  beforeAll(async () => {
    t = await createTestApp();
    other = await openStore({ dataDir: t.dataDir, databaseUrl: t.databaseUrl ?? undefined, poolSize: 2 });
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  let cache: ReturnType<typeof searchTotalsCache>;
  let db: ReturnType<typeof counted>;
  beforeEach(() => {
    cache = searchTotalsCache();
    db = counted(t.queryBuilder);
  });

  /** A search's count: one counter per search, as the stores use it. */
  const total = async (query: typeof activeCustomers) => (await cache.counter(db.db))(query);

  it('counts a total once while nothing changes, and keeps different searches apart', async () => {
    const active = await total(activeCustomers);
    const inactive = await total(inactiveCustomers);
    expect(active).toBeGreaterThan(0);
    expect(inactive).not.toBe(active);
    const before = db.statements();
    expect(await total(activeCustomers)).toBe(active);
    expect(await total(inactiveCustomers)).toBe(inactive);
    // Each search read the version only; neither counted again.
    expect(db.statements() - before).toBe(2);
  });

  it('counts afresh after a write from another connection or instance', async () => {
    const active = await total(activeCustomers);
    const { id } = await other.queryBuilder
      .selectFrom('customers')
      .select('id')
      .where('is_active', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await other.queryBuilder.updateTable('customers').set({ is_active: 0 }).where('id', '=', id).execute();
    expect(await total(activeCustomers)).toBe(active - 1);
    await other.queryBuilder.updateTable('customers').set({ is_active: 1 }).where('id', '=', id).execute();
    expect(await total(activeCustomers)).toBe(active);
  });

  it('follows writes to submissions as well as customers', async () => {
    const { customer_id: customerId } = await t.queryBuilder
      .selectFrom('submissions')
      .select('customer_id')
      .where('customer_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const owner = Number(customerId);
    const before = await total(submissionsOf(owner));
    await other.queryBuilder
      .updateTable('submissions')
      .set({ customer_id: null })
      .where('customer_id', '=', owner)
      .execute();
    expect(before).toBeGreaterThan(0);
    expect(await total(submissionsOf(owner))).toBe(0);
  });

  it('never keeps a total counted inside a transaction, which may see rows that are rolled back', async () => {
    const active = await total(activeCustomers);
    const rolledBack = new Error('roll back');
    await expect(
      t.queryBuilder.transaction().execute(async (trx) => {
        await trx.updateTable('customers').set({ is_active: 1 }).where('is_active', '=', 0).execute();
        const inside = await (await cache.counter(trx))(activeCustomers);
        expect(inside).toBeGreaterThan(active);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await total(activeCustomers)).toBe(active);
  });

  it('a customers search reads its total at the version its page was read at', async () => {
    const customers = customerStore(db.db, cache);
    const query = { pageNumber: 1, pageSize: 5, sort: [], isActive: true };
    const { total, rows } = await customers.search(query);
    const before = db.statements();
    expect((await customers.search(query)).total).toBe(total);
    // PostgreSQL reads the version with the page, in one round trip. SQLite reads the version and
    // the table's size first, to choose how to read the page (no round trips there).
    expect(db.statements() - before).toBe(t.databaseUrl ? 1 : 3);
    const id = rows[0]?.id ?? 0;
    await other.queryBuilder.updateTable('customers').set({ is_active: 0 }).where('id', '=', id).execute();
    expect((await customers.search(query)).total).toBe(total - 1);
    await other.queryBuilder.updateTable('customers').set({ is_active: 1 }).where('id', '=', id).execute();
  });

  it('a submissions search reads its total at the version its page was read at', async () => {
    const submissions = submissionStore(db.db, cache);
    const query = { pageNumber: 1, pageSize: 5, sort: [], isActive: true };
    const { total, rows } = await submissions.search(query);
    const before = db.statements();
    expect((await submissions.search(query)).total).toBe(total);
    // Without text, on either engine, the page carries the version: a kept total costs nothing more.
    expect(db.statements() - before).toBe(1);
    const id = rows[0]?.id ?? 0;
    await other.queryBuilder.updateTable('submissions').set({ is_active: 0 }).where('id', '=', id).execute();
    expect((await submissions.search(query)).total).toBe(total - 1);
    await other.queryBuilder.updateTable('submissions').set({ is_active: 1 }).where('id', '=', id).execute();
  });

  it('a search paged past its end keeps its total right, and an empty first page counts nothing', async () => {
    const submissions = submissionStore(db.db, cache);
    const { rows } = await submissions.search({ pageNumber: 1, pageSize: 50, sort: [], isActive: true });
    const customerId = rows.find((row) => row.customer_id !== null)?.customer_id ?? 0;
    const ofCustomer = { pageSize: 100, sort: [], isActive: true, customerIds: [customerId] };
    const { total } = await submissions.search({ ...ofCustomer, pageNumber: 1 });
    expect(total).toBeGreaterThan(0);
    const before = db.statements();
    // An empty page carries no version: it is read, and the total kept at it reused.
    expect(await submissions.search({ ...ofCustomer, pageNumber: 2 })).toEqual({ total, rows: [] });
    expect(db.statements() - before).toBe(2);
    // Counted afresh after a write through another connection or instance.
    const id = (await submissions.search({ ...ofCustomer, pageNumber: 1 })).rows[0]?.id ?? 0;
    await other.queryBuilder.updateTable('submissions').set({ is_active: 0 }).where('id', '=', id).execute();
    expect((await submissions.search({ ...ofCustomer, pageNumber: 2 })).total).toBe(total - 1);
    await other.queryBuilder.updateTable('submissions').set({ is_active: 1 }).where('id', '=', id).execute();
    // An empty first page: nothing matches, so there is nothing to count.
    const nobody = { ...ofCustomer, customerIds: [999_999], pageNumber: 1 };
    const atStart = db.statements();
    expect(await submissions.search(nobody)).toEqual({ total: 0, rows: [] });
    expect(db.statements() - atStart).toBe(1);
  });

  it('keeps at most the totals it is given room for, forgetting the least recently used', async () => {
    cache = searchTotalsCache(1);
    await total(activeCustomers);
    await total(inactiveCustomers);
    const before = db.statements();
    await total(activeCustomers);
    // The version, then the count again: the active total had been forgotten.
    expect(db.statements() - before).toBe(2);
  });

  /** A read of values by key that records the keys each read asked for and names its values by it. */
  function recordedReads() {
    const asked: number[][] = [];
    let held: { started: () => void; gate: Promise<void> } | null = null;
    return {
      asked,
      /** Holds the next read: `started` settles when it begins, `release` lets it answer. */
      holdNext() {
        let started = () => undefined as void;
        let release = () => undefined as void;
        const begun = new Promise<void>((resolve) => {
          started = resolve;
        });
        held = {
          started,
          gate: new Promise<void>((resolve) => {
            release = resolve;
          }),
        };
        return { started: begun, release };
      },
      read: async (_db: Db, keys: readonly number[]) => {
        const hold = held;
        held = null;
        asked.push([...keys]);
        const reading = asked.length;
        if (hold) {
          hold.started();
          await hold.gate;
        }
        return new Map(keys.map((key) => [key, `${key} from read ${reading}`]));
      },
    };
  }
  /** A write through the other connection or instance: it changes nothing but moves the version. */
  const writeElsewhere = () =>
    sql`UPDATE customers SET updated_at = updated_at WHERE id = (SELECT MIN(id) FROM customers)`.execute(
      other.queryBuilder,
    );

  it('keeps values by key: reads only the keys it lacks, and every key again after a write elsewhere', async () => {
    const reads = recordedReads();
    const kept = keptByKeyAtSearchVersion(reads.read);
    expect(await kept(db.db, [1, 2])).toEqual(
      new Map([
        [1, '1 from read 1'],
        [2, '2 from read 1'],
      ]),
    );
    expect(await kept(db.db, [2, 3])).toEqual(
      new Map([
        [2, '2 from read 1'],
        [3, '3 from read 2'],
      ]),
    );
    expect(reads.asked).toEqual([[1, 2], [3]]);
    await writeElsewhere();
    expect(await kept(db.db, [1, 3])).toEqual(
      new Map([
        [1, '1 from read 3'],
        [3, '3 from read 3'],
      ]),
    );
  });

  it("answers a call whole though a newer call cleared the kept values meanwhile, and keeps the newer's", async () => {
    const reads = recordedReads();
    const kept = keptByKeyAtSearchVersion(reads.read);
    await kept(db.db, [1]);
    const held = reads.holdNext();
    const older = kept(db.db, [1, 2]);
    await held.started;
    await writeElsewhere();
    const newer = await kept(db.db, [1, 2]);
    expect(newer).toEqual(
      new Map([
        [1, '1 from read 3'],
        [2, '2 from read 3'],
      ]),
    );
    held.release();
    // What the older call took before its read stays its answer; its read, of an older version, is not kept.
    expect(await older).toEqual(
      new Map([
        [1, '1 from read 1'],
        [2, '2 from read 2'],
      ]),
    );
    expect(await kept(db.db, [1, 2])).toEqual(newer);
    expect(reads.asked).toHaveLength(3);
  });

  it('keeps at most the values it is given room for, and none read inside a transaction', async () => {
    const reads = recordedReads();
    const kept = keptByKeyAtSearchVersion(reads.read, 2);
    await kept(db.db, [1, 2, 3]);
    await kept(db.db, [2, 3]);
    await kept(db.db, [1]);
    expect(reads.asked).toEqual([[1, 2, 3], [1]]);
    await t.queryBuilder.transaction().execute(async (trx) => {
      await kept(trx, [4]);
      await kept(trx, [4]);
    });
    expect(reads.asked.slice(2)).toEqual([[4], [4]]);
  });
});
