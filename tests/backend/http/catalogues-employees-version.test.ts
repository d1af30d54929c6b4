// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createHttpBackend } from '../../../src/backend/http';
import { ok, recordingSink, setupHttpBackend } from './harness';
import { closedOrigin } from './testServer';

const t = setupHttpBackend();

describe('catalogues', () => {
  it('lists under /settings/<path>, asking for archived records only when wanted', async () => {
    t.server.on(
      'GET',
      '/api/settings/card-grades',
      ok([{ id: 1, gradingCompany: 1, score: 10, code: 'GM', sortOrder: '2' }]),
    );
    const grades = await t.backend.catalogues.cardGrades.list();
    await t.backend.catalogues.cardGrades.list({ includeInactive: true });
    expect(grades).toEqual([
      { id: '1', gradingCompany: 1, score: '10', code: 'GM', name: null, sortOrder: 2, isActive: true },
    ]);
    expect(t.server.requests.map((r) => r.query.get('includeInactive'))).toEqual([null, 'true']);
  });

  it.each([
    ['cardGradeErrors', 'card-grade-errors'],
    ['cardQualifiers', 'card-qualifiers'],
    ['prescreenRecommendations', 'prescreen-recommendations'],
  ] as const)('uses the %s path', async (kind, path) => {
    t.server.on('GET', `/api/settings/${path}`, ok({ data: [] }));
    expect(await t.backend.catalogues[kind].list()).toEqual([]);
    expect(t.server.requests[0]?.path).toBe(`/api/settings/${path}`);
  });

  it('creates with PUT and re-fetches by the new id', async () => {
    t.server.on('PUT', '/api/settings/prescreen-recommendations', ok({ id: 4 }));
    t.server.on(
      'GET',
      '/api/settings/prescreen-recommendations/:id',
      ok({ id: 4, name: 'Hold for review', description: null }),
    );
    const created = await t.backend.catalogues.prescreenRecommendations.create({
      name: 'Hold for review',
      description: null,
    });
    expect(created).toEqual({ id: '4', name: 'Hold for review', description: null, isActive: true });
    expect(t.server.requests[0]?.json).toEqual({ name: 'Hold for review', description: null });
  });

  it('updates with POST and re-fetches; archives with DELETE', async () => {
    const input = { gradingCompany: 2 as const, code: 'OC', name: null, description: null, sortOrder: 1 };
    t.server.on('POST', '/api/settings/card-qualifiers/:id', ok(null));
    t.server.on(
      'GET',
      '/api/settings/card-qualifiers/:id',
      ok({ id: 3, gradingCompany: '2', code: 'OC', isActive: false }),
    );
    t.server.on('DELETE', '/api/settings/card-qualifiers/:id', { status: 204 });
    expect(await t.backend.catalogues.cardQualifiers.update('3', input)).toMatchObject({
      id: '3',
      gradingCompany: 2,
      isActive: false,
    });
    await t.backend.catalogues.cardQualifiers.archive('3');
    expect(t.server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/settings/card-qualifiers/3',
      'GET /api/settings/card-qualifiers/3',
      'DELETE /api/settings/card-qualifiers/3',
    ]);
  });

  it('needs present, numeric ids', async () => {
    await expect(t.backend.catalogues.cardGrades.get('')).rejects.toMatchObject({
      code: 'CATALOGUE_ID_REQUIRED',
      message: 'Card grade id is required',
    });
    await expect(t.backend.catalogues.cardGradeErrors.archive('abc')).rejects.toMatchObject({
      code: 'CATALOGUE_ID_NOT_NUMERIC',
      message: 'Card grade error id must be numeric',
    });
    expect(t.server.requests).toHaveLength(0);
  });

  it('answers a grade without a known grading company with CATALOGUE_PARSE_ERROR', async () => {
    t.server.on('GET', '/api/settings/card-grades/:id', ok({ id: 1, gradingCompany: 9, score: '10' }));
    await expect(t.backend.catalogues.cardGrades.get('1')).rejects.toMatchObject({
      code: 'CATALOGUE_PARSE_ERROR',
    });
  });
});

describe('employees', () => {
  const input = {
    firstName: 'Zoe',
    lastName: 'Ray',
    email: 'zoe@example.com',
    phone: '5550100',
    role: 'Grader',
    startDate: null,
  };

  it('lists employees in first-name order', async () => {
    t.server.on(
      'GET',
      '/api/employee/employees',
      ok([
        { id: 2, firstName: 'Zoe', status: 'on leave' },
        { id: 1, firstName: 'Al', emergencyContact: { name: 'Bo', phone: '1' }, skills: ['PSA'] },
      ]),
    );
    const employees = await t.backend.employees.list();
    expect(employees.map((e) => [e.id, e.status])).toEqual([
      ['1', 'Active'],
      ['2', 'On Leave'],
    ]);
    expect(employees[0]).toMatchObject({ emergencyContact: { name: 'Bo', phone: '1' }, skills: ['PSA'] });
  });

  it('creates, updates and deletes under /employee/employees', async () => {
    t.server.on('PUT', '/api/employee/employees', ok(7));
    t.server.on('POST', '/api/employee/employees/:id', ok(null));
    t.server.on('GET', '/api/employee/employees/:id', ok({ id: 7, firstName: 'Zoe' }));
    t.server.on('DELETE', '/api/employee/employees/:id', ok(null));
    expect((await t.backend.employees.create(input)).id).toBe('7');
    await t.backend.employees.update('7', input);
    await t.backend.employees.remove('7');
    expect(t.server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'PUT /api/employee/employees',
      'GET /api/employee/employees/7',
      'POST /api/employee/employees/7',
      'GET /api/employee/employees/7',
      'DELETE /api/employee/employees/7',
    ]);
    expect(t.server.requests[0]?.json).toEqual(input);
  });

  it('answers an unreadable employee with EMPLOYEE_PARSE_ERROR and a blank id with EMPLOYEE_ID_REQUIRED', async () => {
    t.server.on('GET', '/api/employee/employees/:id', ok([]));
    await expect(t.backend.employees.get('7')).rejects.toMatchObject({ code: 'EMPLOYEE_PARSE_ERROR' });
    await expect(t.backend.employees.remove('')).rejects.toMatchObject({ code: 'EMPLOYEE_ID_REQUIRED' });
  });
});

describe('version check', () => {
  it('reads the version file outside the API base, with a timestamp and no caching', async () => {
    t.server.on('GET', '/version.json', {
      json: { version: '0.1.0', commit: 'abc123', branch: 'main', builtAt: '2024-05-01T00:00:00Z' },
    });
    expect(await t.backend.version.current()).toEqual({
      version: '0.1.0',
      commit: 'abc123',
      branch: 'main',
      builtAt: '2024-05-01T00:00:00Z',
    });
    const request = t.server.requests[0];
    expect(request?.path).toBe('/version.json');
    expect(request?.query.get('t')).toBe(String(t.clock.now));
    // Node's fetch marks a 'no-store' request with this header; it shows the cache mode was passed.
    expect(request?.headers['cache-control']).toBe('no-cache');
  });

  it('answers a version file without a version with VERSION_PARSE_ERROR', async () => {
    t.server.on('GET', '/version.json', { json: { commit: 'abc' } });
    await expect(t.backend.version.current()).rejects.toMatchObject({ code: 'VERSION_PARSE_ERROR' });
  });

  it('raises no toast when the version file cannot be read', async () => {
    t.server.on('GET', '/version.json', { status: 503 });
    await expect(t.backend.version.current()).rejects.toMatchObject({ status: 503 });
    const sink = recordingSink();
    const unreachable = createHttpBackend({
      problems: sink,
      versionUrl: `${await closedOrigin()}/version.json`,
    });
    await expect(unreachable.version.current()).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    expect(t.sink.serverErrors).toEqual([]);
    expect(sink.networkErrors).toBe(0);
  });
});
