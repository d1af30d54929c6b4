// @vitest-environment jsdom
import { createDemoDataKeeper, DEMO_SAVE_DELAY_MS } from '../../../src/app/demo-data';
import { memoryStorage, STORAGE_KEYS } from '../../../src/app/storage';
import type { DemoPersistence } from '../../../src/backend/demo';
import { customerInput, demo, SAMPLE } from './demo';

/** A browser storage slot the demo saves into at once (the debounce is the keeper's, tested below). */
function slot(initial: string | null = null) {
  let text = initial;
  let saves = 0;
  const persistence: DemoPersistence = {
    load: () => text,
    changed: (snapshot) => {
      saves += 1;
      text = snapshot();
    },
  };
  return { persistence, text: () => text, saves: () => saves };
}

const ada = customerInput({ firstName: 'Ada', lastName: 'Quist', email: 'ada@example.com' });

describe('demo data kept between visits', () => {
  it('finds a customer created before the reload, and gives the next one a new id', async () => {
    const kept = slot();
    const first = await demo({ persistence: kept.persistence }).backend.customers.create(ada);

    const after = slot(kept.text());
    const { backend } = demo({ persistence: after.persistence });
    expect(await backend.customers.get(first.id)).toMatchObject({ firstName: 'Ada', lastName: 'Quist' });
    const second = await backend.customers.create(ada);
    expect(Number(second.id)).toBe(Number(first.id) + 1);
  });

  it('keeps an edit and a removal as well as a creation', async () => {
    const kept = slot();
    const { backend } = demo({ persistence: kept.persistence });
    const [firstEmployee] = SAMPLE.employees;
    const customer = SAMPLE.customers[0];
    if (!firstEmployee || !customer) throw new Error('the sample has customers and employees');
    await backend.customers.update(
      customer.id,
      customerInput({ firstName: 'Renamed', lastName: customer.lastName, email: customer.email }),
    );
    await backend.employees.remove(firstEmployee.id);

    const later = demo({ persistence: slot(kept.text()).persistence }).backend;
    expect(await later.customers.get(customer.id)).toMatchObject({ firstName: 'Renamed' });
    await expect(later.employees.get(firstEmployee.id)).rejects.toMatchObject({ code: 'EMPLOYEE_NOT_FOUND' });
  });

  it('saves after writes only: reading lists and records writes nothing', async () => {
    const kept = slot();
    const { backend } = demo({ persistence: kept.persistence });
    await backend.customers.search({ pageNumber: 1, pageSize: 20 });
    await backend.submissions.search({ pageNumber: 1, pageSize: 20 });
    expect(kept.saves()).toBe(0);
    await backend.customers.create(ada);
    expect(kept.saves()).toBe(1);
  });

  it('keeps the audit trail: a History read after the reload lists the changes made before it', async () => {
    const kept = slot();
    const { backend } = demo({ persistence: kept.persistence });
    const customer = SAMPLE.customers[0];
    if (!customer) throw new Error('the sample has customers');
    const renamed = await backend.customers.update(
      customer.id,
      customerInput({ firstName: 'Renamed', lastName: customer.lastName, email: customer.email }),
    );

    const later = demo({ persistence: slot(kept.text()).persistence }).backend;
    const { items } = await later.audit.history('customer', customer.id, { pageNumber: 1, pageSize: 5 });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      action: 'update',
      version: renamed.version,
      changes: expect.arrayContaining([{ field: 'firstName', before: customer.firstName, after: 'Renamed' }]),
    });
    // The next entry after the reload gets the next id, never one already given.
    await later.customers.update(
      customer.id,
      customerInput({ firstName: 'Again', lastName: customer.lastName, email: customer.email }),
      { version: renamed.version },
    );
    const both = await later.audit.history('customer', customer.id, { pageNumber: 1, pageSize: 5 });
    expect(both.items.map((entry) => entry.id)).toEqual([(items[0]?.id ?? 0) + 1, items[0]?.id]);
  });

  it('reads the activity log without saving', async () => {
    const kept = slot();
    const { backend } = demo({ persistence: kept.persistence });
    await backend.audit.activity({ pageNumber: 1, pageSize: 20 });
    await backend.audit.people();
    await backend.audit.exportCsv({});
    expect(kept.saves()).toBe(0);
  });

  it('starts from the sample when what was kept cannot be read', async () => {
    for (const text of ['{broken', JSON.stringify({ version: 999 })]) {
      const { backend } = demo({ persistence: slot(text).persistence });
      const page = await backend.customers.search({ pageNumber: 1, pageSize: 100 });
      expect(page.totalRecords).toBe(SAMPLE.customers.length);
    }
  });
});

describe('the demo data keeper (local storage)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves once, a moment after a burst of writes', () => {
    const storage = memoryStorage();
    const keeper = createDemoDataKeeper(storage, window);
    let built = 0;
    const snapshot = () => `snapshot ${++built}`;
    keeper.changed(snapshot);
    keeper.changed(snapshot);
    expect(storage.read(STORAGE_KEYS.demoData)).toBeNull();
    vi.advanceTimersByTime(DEMO_SAVE_DELAY_MS);
    expect(storage.read(STORAGE_KEYS.demoData)).toBe('snapshot 1');
    expect(built).toBe(1);
  });

  it('saves at once when the page is hidden (a reload right after a save)', () => {
    const storage = memoryStorage();
    const keeper = createDemoDataKeeper(storage, window);
    keeper.changed(() => 'kept');
    window.dispatchEvent(new Event('pagehide'));
    expect(storage.read(STORAGE_KEYS.demoData)).toBe('kept');
  });

  it("'Reset demo data' forgets the records and ignores a save still pending", () => {
    const storage = memoryStorage({ [STORAGE_KEYS.demoData]: 'old' });
    const keeper = createDemoDataKeeper(storage, window);
    keeper.changed(() => 'new');
    keeper.reset();
    vi.advanceTimersByTime(DEMO_SAVE_DELAY_MS);
    window.dispatchEvent(new Event('pagehide'));
    expect(storage.read(STORAGE_KEYS.demoData)).toBeNull();
  });
});
