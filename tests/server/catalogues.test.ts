// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, type TestApp, call, createTestApp, record, records, signIn, wrapper } from './harness';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, ACCOUNTS.admin);
});
afterAll(() => t.close());

const list = async (path: string, includeInactive = false) =>
  records(
    (
      await call(t.app, 'GET', `/api/settings/${path}${includeInactive ? '?includeInactive=true' : ''}`, {
        cookie: admin,
      })
    ).body,
  );

describe('catalogues under /settings', () => {
  it('hold the seeded records: 6 grades, 3 errors, 3 qualifiers, 3 recommendations', async () => {
    expect(await list('card-grades', true)).toHaveLength(6);
    expect(await list('card-grade-errors', true)).toHaveLength(3);
    expect(await list('card-qualifiers', true)).toHaveLength(3);
    // Without includeInactive only active records are listed.
    const active = (await list('card-grades', true)).filter((row) => row.isActive === true);
    expect(await list('card-grades')).toEqual(active);
    expect((await list('prescreen-recommendations', true)).map((row) => row.name)).toEqual([
      'Do not submit',
      'Hold for review',
      'Send for grading',
    ]);
  });

  it('list by sort order then id', async () => {
    const grades = await list('card-grades');
    const keys = grades.map((row) => [Number(row.sortOrder), Number(row.id)] as const);
    expect(keys).toEqual([...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
  });

  it('create, re-read, update and archive; archived records show only with includeInactive', async () => {
    const created = await call(t.app, 'PUT', '/api/settings/card-grade-errors', {
      cookie: admin,
      body: { code: ' OC ', name: 'Off-centre', description: '   ', sortOrder: 7 },
    });
    expect(created.status).toBe(201);
    const id = String(wrapper(created.body).data);
    expect(
      record((await call(t.app, 'GET', `/api/settings/card-grade-errors/${id}`, { cookie: admin })).body),
    ).toEqual({
      id: Number(id),
      code: 'OC',
      name: 'Off-centre',
      description: null,
      sortOrder: 7,
      isActive: true,
      version: 1,
    });
    await call(t.app, 'POST', `/api/settings/card-grade-errors/${id}`, {
      cookie: admin,
      body: { code: 'OC', name: 'Off-center', description: 'Left-right 70/30 or worse', sortOrder: 7 },
    });
    expect(
      record((await call(t.app, 'GET', `/api/settings/card-grade-errors/${id}`, { cookie: admin })).body)
        .name,
    ).toBe('Off-center');
    expect(
      (await call(t.app, 'DELETE', `/api/settings/card-grade-errors/${id}`, { cookie: admin })).status,
    ).toBe(200);
    expect((await list('card-grade-errors')).map((row) => String(row.id))).not.toContain(id);
    const archived = (await list('card-grade-errors', true)).find((row) => String(row.id) === id);
    expect(archived?.isActive).toBe(false);
  });

  it('answer 400 with the form messages, and 404 / 400 for unknown or non-numeric ids', async () => {
    const grade = await call(t.app, 'PUT', '/api/settings/card-grades', {
      cookie: admin,
      body: { gradingCompany: 1, score: '', code: '', sortOrder: 'first' },
    });
    expect(grade.status).toBe(400);
    expect(wrapper(grade.body).messages).toEqual([
      'Score is required.',
      'Code is required.',
      'Sort order must be a number.',
    ]);
    const recommendation = await call(t.app, 'PUT', '/api/settings/prescreen-recommendations', {
      cookie: admin,
      body: { name: ' ' },
    });
    expect(wrapper(recommendation.body).messages).toEqual(['Name is required.']);
    const company = await call(t.app, 'PUT', '/api/settings/card-qualifiers', {
      cookie: admin,
      body: { gradingCompany: 9, code: 'X' },
    });
    expect(company.status).toBe(400);

    const missing = await call(t.app, 'GET', '/api/settings/card-qualifiers/999', { cookie: admin });
    expect(missing.status).toBe(404);
    expect(wrapper(missing.body).messages).toEqual(['Card qualifier not found']);
    const notNumeric = await call(t.app, 'GET', '/api/settings/card-grades/abc', { cookie: admin });
    expect(wrapper(notNumeric.body).messages).toEqual(['Card grade id must be numeric']);
  });
});
