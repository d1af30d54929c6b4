import { customerInput, demo, expectError } from './demo';

const input = customerInput({
  userId: ' ',
  firstName: '  Ada ',
  lastName: ' Quist ',
  email: ' ada@example.com ',
  phoneNumber: ' (555) 010-9999 ',
  canEmail: true,
  canText: true,
  city: ' Tulsa ',
  state: 'OK',
  zipCode: '74103',
});

describe('demo customers', () => {
  it('trims what it stores and starts a new customer with no history', async () => {
    const { backend } = demo();
    const created = await backend.customers.create(input);
    expect(created).toMatchObject({
      firstName: 'Ada',
      lastName: 'Quist',
      email: 'ada@example.com',
      userId: null,
    });
    expect(created).toMatchObject({ phone: '(555) 010-9999', city: 'Tulsa', tags: [], followUps: [] });
    expect(created.metrics.annualCardsSubmitted).toBe(0);
    expect(created.activity.gradingBatches).toEqual([]);
  });

  it('archives on delete: the customer reads inactive and leaves the active directory', async () => {
    const { backend } = demo();
    const created = await backend.customers.create(input);
    await backend.customers.remove(created.id);
    expect((await backend.customers.get(created.id)).isActive).toBe(false);
    const active = await backend.customers.search({
      pageNumber: 1,
      pageSize: 100,
      isActive: true,
      email: 'ada@',
    });
    expect(active.items).toEqual([]);
  });

  it('treats a missing isActive as Archived "Any"', async () => {
    const { backend } = demo();
    const any = await backend.customers.search({ pageNumber: 1, pageSize: 500 });
    expect(any.items.some((c) => c.isActive) && any.items.some((c) => !c.isActive)).toBe(true);
  });

  it('matches phone numbers by digits only, and every other field case-insensitively', async () => {
    const { backend } = demo();
    const created = await backend.customers.create(input);
    const find = async (query: object) =>
      (await backend.customers.search({ pageNumber: 1, pageSize: 100, ...query })).items.map((c) => c.id);
    expect(await find({ phoneNumber: '555.010.9999' })).toContain(created.id);
    expect(await find({ city: 'TULS', firstName: 'ad' })).toContain(created.id);
    expect(await find({ zipCode: '7410', lastName: 'quist' })).toContain(created.id);
    expect(await find({ city: 'Tulsa', lastName: 'Nobody' })).toEqual([]);
  });

  it('answers with the demo codes for blank, non-numeric and unknown ids', async () => {
    const { backend } = demo();
    await expectError(backend.customers.get(''), 'CUSTOMER_ID_REQUIRED', 'Customer id is required');
    await expectError(
      backend.customers.update('abc', input),
      'INVALID_CUSTOMER_ID',
      'Customer id must be numeric',
    );
    await expectError(backend.customers.remove('424242'), 'CUSTOMER_NOT_FOUND', 'Customer not found');
  });

  it('sorts by id and by active flag when asked, name order breaking ties', async () => {
    const { backend } = demo();
    const byId = await backend.customers.search({
      pageNumber: 1,
      pageSize: 100,
      sort: [{ field: 'id', desc: true }],
    });
    const ids = byId.items.map((c) => Number(c.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const byActive = await backend.customers.search({
      pageNumber: 1,
      pageSize: 100,
      sort: [{ field: 'isActive', desc: false }],
    });
    const firstActive = byActive.items.findIndex((c) => c.isActive);
    expect(firstActive).toBeGreaterThan(0);
    expect(byActive.items.slice(firstActive).every((c) => c.isActive)).toBe(true);
  });
});
