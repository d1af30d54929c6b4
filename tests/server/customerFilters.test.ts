// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer } from '../../src/domain/customer';
import { matchesCustomerFilter } from '../../src/domain/customerSearch';
import { SMART_LISTS } from '../../src/domain/customerSmartLists';
import { directoryCounts } from '../../src/domain/tiers';
import { ACCOUNTS, type TestApp, call, createTestApp, record, records, signIn, wrapper } from './harness';

let t: TestApp;
let cookie: string;
let everyone: Customer[];

/** Every page of a search; and the total the first page reported. */
const searchAll = async (body: Record<string, unknown>) => {
  const rows: Record<string, unknown>[] = [];
  let total: unknown;
  for (let pageNumber = 1; ; pageNumber += 1) {
    const reply = await call(t.app, 'POST', '/api/employee/customer/search', {
      cookie,
      body: { pageNumber, pageSize: 100, sort: [{ field: 'id', desc: false }], ...body },
    });
    expect(reply.status).toBe(200);
    total ??= wrapper(reply.body).extra.totalRecords;
    const page = records(reply.body);
    rows.push(...page);
    if (page.length < 100) return { rows, total };
  }
};

const search = async (body: Record<string, unknown>) => {
  const { rows, total } = await searchAll(body);
  return { ids: rows.map((row) => Number(row.id)), total };
};

beforeAll(async () => {
  t = await createTestApp();
  cookie = await signIn(t.app, ACCOUNTS.employee);
  // The payload is the domain Customer as the app reads it (ids numeric here).
  everyone = (await searchAll({})).rows as unknown as Customer[];
});
afterAll(() => t.close());

const idsWhere = (keep: (customer: Customer) => boolean) =>
  everyone.filter(keep).map((customer) => Number(customer.id));

describe('customer search: smart lists and the search term run on the server', () => {
  it.each(SMART_LISTS.map((list) => [list.label, list] as const))(
    "'%s' gives exactly the customers the list's rule picks, with the right total",
    async (_label, list) => {
      const expected = idsWhere((customer) => list.matches(customer, t.clock.now()));
      expect(expected.length).toBeGreaterThan(0);
      const answer = await search({ smartList: list.id });
      expect(answer.ids).toEqual(expected);
      expect(answer.total).toBe(expected.length);
    },
  );

  it.each(['smith', 'ada LOVE', '@example', 'springfield', '5550', '100%', 'a_b', 'ma'])(
    "the search term '%s' finds what the directory's rule finds",
    async (term) => {
      const expected = idsWhere((customer) => matchesCustomerFilter(customer, { searchTerm: term }));
      expect((await search({ searchTerm: term })).ids).toEqual(expected);
    },
  );

  it('combines a smart list, a search term and the archived filter', async () => {
    const list = SMART_LISTS[3];
    const expected = idsWhere(
      (customer) =>
        customer.isActive &&
        list !== undefined &&
        list.matches(customer, t.clock.now()) &&
        matchesCustomerFilter(customer, { searchTerm: 'a' }),
    );
    expect((await search({ smartList: list?.id, searchTerm: 'a', isActive: true })).ids).toEqual(expected);
  });

  it("counts the directory's headline figures over every customer, archived included", async () => {
    const reply = await call(t.app, 'GET', '/api/employee/customer/counts', { cookie });
    expect(reply.status).toBe(200);
    const expected = directoryCounts(everyone);
    expect(expected.inactive).toBeGreaterThan(0);
    expect(expected.premiumConsignors).toBeGreaterThan(0);
    expect(record(reply.body)).toEqual(expected);
  });

  it('refuses a smart list it does not know', async () => {
    const reply = await call(t.app, 'POST', '/api/employee/customer/search', {
      cookie,
      body: { pageNumber: 1, pageSize: 10, smartList: 'everyone' },
    });
    expect(reply.status).toBe(400);
  });
});
