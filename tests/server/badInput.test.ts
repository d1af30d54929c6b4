// @vitest-environment node
// Input a client should never send but a server must survive: every case is a 400 with messages in
// the wrapper, never a 500 and never a stored absurd value.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, type TestApp, call, createTestApp, record, signIn, wrapper } from './harness';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, ACCOUNTS.admin);
});
afterAll(() => t.close());

const SEARCHES = [
  '/api/employee/submission/search',
  '/api/employee/customer/search',
  '/api/employee/prescreening/search',
  '/api/employee/employees/search',
  '/api/employee/workflow/workflowtype/search',
];

async function rawCall(method: string, url: string, body: string) {
  const response = await t.app.request(url, {
    method,
    headers: { cookie: admin, 'content-type': 'application/json', accept: 'application/json' },
    body,
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('malformed input gets a 400, never a 500', () => {
  it.each(SEARCHES)('%s refuses page numbers whose row offset SQLite cannot hold', async (url) => {
    for (const pageNumber of [1e308, 1e20]) {
      const reply = await call(t.app, 'POST', url, { cookie: admin, body: { pageNumber } });
      expect(reply.status).toBe(400);
      expect(wrapper(reply.body).messages).toEqual(['pageNumber must be at most 1000000']);
    }
  });

  it.each(SEARCHES)('%s refuses a body that is JSON but not an object', async (url) => {
    for (const body of ['[]', '"text"', '42', 'null']) {
      const reply = await rawCall('POST', url, body);
      expect(reply.status).toBe(400);
      expect(wrapper(reply.body).messages).toEqual(['The request body must be a JSON object.']);
    }
  });

  it('refuses absurd service counts instead of storing 1e308 cards', async () => {
    const created = await call(t.app, 'PUT', '/api/employee/submission', {
      cookie: admin,
      body: { customerId: 3, psaValueBulk: 1e308 },
    });
    expect(created.status).toBe(400);
    expect(wrapper(created.body).messages).toEqual(['Enter a count of 100000 or fewer']);
    const updated = await call(t.app, 'POST', '/api/employee/submission/1', {
      cookie: admin,
      body: { customerId: 3, psaRegularCount: 100_001 },
    });
    expect(updated.status).toBe(400);
    const unchanged = await call(t.app, 'GET', '/api/employee/submission/1', { cookie: admin });
    expect(record(unchanged.body).psaRegularCount).not.toBe(100_001);
  });

  it('refuses catalogue sort orders beyond exact integers', async () => {
    const reply = await call(t.app, 'PUT', '/api/settings/card-grades', {
      cookie: admin,
      body: { gradingCompany: 0, score: '10', code: 'HUGE', sortOrder: 1e308 },
    });
    expect(reply.status).toBe(400);
    expect(wrapper(reply.body).messages).toEqual(['Sort order must be 1000000 or less.']);
  });

  it('refuses prescreen grades and recommendation ids beyond exact integers', async () => {
    const grade = await call(t.app, 'POST', '/api/employee/prescreening/cards/1', {
      cookie: admin,
      body: { estimatedGrade: 1e308 },
    });
    expect(grade.status).toBe(400);
    expect(wrapper(grade.body).messages).toEqual(['estimatedGrade must be a grade number or empty']);
    const recommendation = await call(t.app, 'POST', '/api/employee/prescreening/cards/1', {
      cookie: admin,
      body: { prescreenRecommendationTypeId: '1e400' },
    });
    expect(recommendation.status).toBe(400);
  });
});
