// @vitest-environment node
import { expect } from 'vitest';
import type { Backend } from '../../src/backend/backend';
import type { CatalogueKind, CatalogueKinds } from '../../src/domain/catalogue';
import type { EmployeeInput } from '../../src/domain/employee';
import { type CallSpec, describeCalls, setupClients } from './describeCalls';

const clients = setupClients();
const UNKNOWN = '999999';

/** A valid and an invalid input per catalogue; the invalid one breaks the catalogue's required field. */
const INPUTS: {
  [Kind in CatalogueKind]: {
    valid: CatalogueKinds[Kind]['input'];
    invalid: CatalogueKinds[Kind]['input'];
    message: string;
  };
} = {
  cardGrades: {
    valid: { gradingCompany: 1, score: '9.5', code: 'MT', name: 'Mint+', sortOrder: 3 },
    invalid: { gradingCompany: 1, score: ' ', code: 'MT', name: null, sortOrder: 3 },
    message: 'Score is required.',
  },
  cardGradeErrors: {
    valid: { code: 'SC', name: 'Surface scratch', description: null, sortOrder: 1 },
    invalid: { code: 'SC', name: '', description: null, sortOrder: 1 },
    message: 'Name is required.',
  },
  cardQualifiers: {
    valid: { gradingCompany: 2, code: 'OC', name: 'Off-centre', description: null, sortOrder: 0 },
    invalid: { gradingCompany: 2, code: 'OC', name: null, description: null, sortOrder: -1 },
    message: 'Sort order must be 0 or greater.',
  },
  prescreenRecommendations: {
    valid: { name: 'Crossover candidate', description: 'Slab may cross to another grader' },
    invalid: { name: '   ', description: null },
    message: 'Name is required.',
  },
};

/**
 * The valid input with its code (a recommendation's name) marked, so each call's record is its own:
 * codes are unique among a catalogue's active records (issue 37).
 */
function marked<Kind extends CatalogueKind>(kind: Kind, mark: string): CatalogueKinds[Kind]['input'] {
  const { valid } = INPUTS[kind];
  return 'code' in valid
    ? { ...valid, code: `${valid.code}-${mark}` }
    : { ...valid, name: `${valid.name} ${mark}` };
}

function catalogueSpecs<Kind extends CatalogueKind>(kind: Kind, path: string): CallSpec[] {
  const api = (b: Backend) => b.catalogues[kind];
  const { valid, invalid, message } = INPUTS[kind];
  const edited = marked(kind, 'edited');
  return [
    {
      name: `GET /settings/${path}`,
      access: 'staff',
      ok: (b) => api(b).list({ includeInactive: true }),
      expectOk: (list) => expect(Array.isArray(list) && list.length).toBeGreaterThan(0),
    },
    {
      name: `GET /settings/${path}/{id}`,
      access: 'staff',
      ok: (b) => api(b).get('1'),
      expectOk: (record) => expect(record).toMatchObject({ id: '1' }),
      missing: (b) => api(b).get(UNKNOWN),
    },
    {
      name: `PUT /settings/${path}`,
      access: 'admin',
      ok: (b) => api(b).create(valid),
      expectOk: (record) => expect(record).toMatchObject({ ...valid, isActive: true }),
      invalid: (b) => api(b).create(invalid),
      invalidMessage: message,
    },
    {
      name: `POST /settings/${path}/{id}`,
      access: 'admin',
      ok: (b) => api(b).update('2', edited),
      expectOk: (record) => expect(record).toMatchObject({ id: '2', ...edited }),
      invalid: (b) => api(b).update('2', invalid),
      invalidMessage: message,
      missing: (b) => api(b).update(UNKNOWN, valid),
    },
    {
      name: `DELETE /settings/${path}/{id}`,
      access: 'admin',
      ok: async (b) => {
        const created = await api(b).create(marked(kind, 'archived'));
        await api(b).archive(created.id);
        return api(b).get(created.id);
      },
      expectOk: (record) => expect(record).toMatchObject({ isActive: false }),
      guarded: (b) => api(b).archive('3'),
      missing: (b) => api(b).archive(UNKNOWN),
    },
    {
      name: `POST /settings/${path}/{id}/restore`,
      access: 'admin',
      ok: async (b) => {
        const created = await api(b).create(marked(kind, 'restored'));
        await api(b).archive(created.id);
        return api(b).restore(created.id);
      },
      expectOk: (record) => expect(record).toMatchObject({ isActive: true }),
      guarded: (b) => api(b).restore('3'),
      missing: (b) => api(b).restore(UNKNOWN),
    },
  ];
}

const employee = (overrides: Partial<EmployeeInput> = {}): EmployeeInput => ({
  firstName: 'Contract',
  lastName: 'Tester',
  email: 'contract.tester@example.com',
  phone: '555-010-9090',
  role: 'Grader',
  startDate: '2026-01-05',
  ...overrides,
});

const employees: CallSpec[] = [
  {
    name: 'GET /employee/employees',
    access: 'admin',
    ok: (b) => b.employees.list(),
    expectOk: (list) => expect(Array.isArray(list) && list.length).toBeGreaterThanOrEqual(8),
  },
  {
    name: 'GET /employee/employees/{id}',
    access: 'admin',
    ok: (b) => b.employees.get('1'),
    expectOk: (found) => expect(found).toMatchObject({ id: '1' }),
    invalid: (b) => b.employees.get('first'),
    missing: (b) => b.employees.get(UNKNOWN),
  },
  {
    name: 'PUT /employee/employees',
    access: 'admin',
    ok: (b) => b.employees.create(employee()),
    expectOk: (created) => expect(created).toMatchObject({ firstName: 'Contract', status: 'Active' }),
    invalid: (b) => b.employees.create(employee({ role: '' })),
    invalidMessage: 'Role is required',
  },
  {
    name: 'POST /employee/employees/{id}',
    access: 'admin',
    ok: (b) =>
      b.employees.update('3', employee({ firstName: 'Renamed', email: 'renamed.tester@example.com' })),
    expectOk: (updated) => expect(updated).toMatchObject({ id: '3', firstName: 'Renamed' }),
    invalid: (b) => b.employees.update('3', employee({ email: 'nope' })),
    missing: (b) => b.employees.update(UNKNOWN, employee()),
  },
  {
    name: 'DELETE /employee/employees/{id}',
    access: 'admin',
    ok: async (b) => {
      const created = await b.employees.create(employee({ email: 'short.stay@example.com' }));
      await b.employees.remove(created.id);
      return b.employees.list();
    },
    expectOk: (list) =>
      expect(
        Array.isArray(list) &&
          list.some((entry: { email?: string }) => entry.email === 'short.stay@example.com'),
      ).toBe(false),
    guarded: (b) => b.employees.remove('4'),
    invalid: (b) => b.employees.remove('fourth'),
    missing: (b) => b.employees.remove(UNKNOWN),
  },
  {
    name: 'DELETE /employee/employees/{id}/sign-in-failures',
    access: 'admin',
    ok: (b) => b.employees.clearSignInFailures('2'),
    expectOk: (cleared) => expect(cleared).toBe(0),
    invalid: (b) => b.employees.clearSignInFailures('second'),
    missing: (b) => b.employees.clearSignInFailures(UNKNOWN),
  },
];

describeCalls('card grades through the HTTP backend', clients, catalogueSpecs('cardGrades', 'card-grades'));
describeCalls(
  'grade errors through the HTTP backend',
  clients,
  catalogueSpecs('cardGradeErrors', 'card-grade-errors'),
);
describeCalls(
  'qualifiers through the HTTP backend',
  clients,
  catalogueSpecs('cardQualifiers', 'card-qualifiers'),
);
describeCalls(
  'recommendations through the HTTP backend',
  clients,
  catalogueSpecs('prescreenRecommendations', 'prescreen-recommendations'),
);
describeCalls('employees through the HTTP backend', clients, employees);
