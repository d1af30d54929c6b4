// @vitest-environment node
// Issue 11, finding 4: search bodies with huge lists, sort lists or far dates answered 500. Whatever a
// search body holds, the answer is a success or a 4xx with the wrapper, never a 5xx.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, type TestApp, createTestApp, signIn } from './harness';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signIn(t.app, ACCOUNTS.admin);
});
afterAll(() => t.close());

const SEARCHES = {
  '/api/employee/submission/search': {
    keys: ['customerIds', 'statuses', 'isActive', 'createdFrom', 'createdTo', 'createdAt'],
    sortFields: ['createdAt', 'id', 'customer', 'status', 'totalCount'],
  },
  '/api/employee/customer/search': {
    keys: ['isActive', 'firstName', 'lastName', 'email', 'phoneNumber', 'city', 'state', 'zipCode'],
    sortFields: ['lastName', 'firstName', 'id', 'isActive'],
  },
  '/api/employee/prescreening/search': {
    keys: [],
    sortFields: ['submissionId', 'customerName', 'numberOfCards', 'stepCreatedDate'],
  },
} as const;

const awkwardText = fc.constantFrom(
  '',
  ' ',
  '+275760-09-13',
  '-271821-04-19',
  '0001-01-01',
  '9999-12-31',
  '2026-02-30',
  '2026-01-05T23:59:59.999Z',
  '\ud800',
  '%',
  "'; DROP TABLE customers; --",
  '\u0000',
);
/** Lists from empty to far past SQLite's 32,766 variables, cheap to build. */
const longList = fc
  .tuple(fc.integer({ min: 0, max: 40_000 }), fc.oneof(fc.integer(), fc.string(), fc.constant(null)))
  .map(([length, item]) => Array<unknown>(length).fill(item));

function valueFor(sortFields: readonly string[]) {
  const sortTerm = fc.record(
    { field: fc.oneof(fc.constantFrom(...sortFields), fc.string()), desc: fc.jsonValue() },
    { requiredKeys: [] },
  );
  return fc.oneof(
    fc.jsonValue({ maxDepth: 2 }),
    awkwardText,
    fc.double(),
    fc.integer(),
    fc.array(fc.integer(), { maxLength: 40 }),
    longList,
    fc.array(sortTerm, { maxLength: 30 }),
    fc.integer({ min: 0, max: 3000 }).map((length) => Array(length).fill({ field: sortFields[0] })),
  );
}

function bodyFor(keys: readonly string[], sortFields: readonly string[]) {
  const key = fc.constantFrom(...keys, 'sort', 'pageNumber', 'pageSize', 'unknownField');
  return fc.oneof(
    { weight: 8, arbitrary: fc.dictionary(key, valueFor(sortFields), { maxKeys: 6 }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  );
}

describe('search bodies never yield a 5xx', () => {
  for (const [url, { keys, sortFields }] of Object.entries(SEARCHES)) {
    it(`POST ${url}`, async () => {
      await fc.assert(
        fc.asyncProperty(bodyFor(keys, sortFields), async (body) => {
          const response = await t.app.request(url, {
            method: 'POST',
            headers: { cookie, 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
          const reply = (await response.json()) as Record<string, unknown>;
          expect(response.status).toBeLessThan(500);
          expect(reply['is-success']).toBe(response.status < 300);
          // a refusal always says why; a success carries no messages
          expect((reply['error-messages'] as unknown[]).length > 0).toBe(response.status >= 400);
        }),
        { numRuns: 100 },
      );
    }, 60_000);
  }
});
