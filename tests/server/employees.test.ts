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

const NEW_EMPLOYEE = {
  firstName: 'Aaron',
  lastName: 'Zell',
  email: 'Aaron.Zell@example.com',
  phone: '',
  role: 'Grader',
  startDate: '2026-02-01',
};

describe('employees under /employee/employees', () => {
  it('lists the roster sorted by first name', async () => {
    const names = records((await call(t.app, 'GET', '/api/employee/employees', { cookie: admin })).body).map(
      (row) => String(row.firstName),
    );
    expect(names.length).toBe(10); // eight, and the seeded admin and employee accounts (issue 38)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('creates, updates only the form fields, and deletes', async () => {
    const created = await call(t.app, 'PUT', '/api/employee/employees', {
      cookie: admin,
      body: NEW_EMPLOYEE,
    });
    expect(created.status).toBe(201);
    const id = String(wrapper(created.body).data);
    const roster = records((await call(t.app, 'GET', '/api/employee/employees', { cookie: admin })).body);
    expect(roster[0]).toMatchObject({
      firstName: 'Aaron',
      email: 'aaron.zell@example.com',
      status: 'Active',
      skills: [],
    });

    const seeded = record((await call(t.app, 'GET', '/api/employee/employees/2', { cookie: admin })).body);
    await call(t.app, 'POST', '/api/employee/employees/2', {
      cookie: admin,
      body: { ...NEW_EMPLOYEE, firstName: 'Theodore', email: String(seeded.email) },
    });
    const updated = record((await call(t.app, 'GET', '/api/employee/employees/2', { cookie: admin })).body);
    expect(updated).toMatchObject({
      firstName: 'Theodore',
      role: 'Grader',
      skills: seeded.skills,
      department: seeded.department,
    });

    expect((await call(t.app, 'DELETE', `/api/employee/employees/${id}`, { cookie: admin })).status).toBe(
      200,
    );
    const gone = await call(t.app, 'GET', `/api/employee/employees/${id}`, { cookie: admin });
    expect(gone.status).toBe(404);
    expect(wrapper(gone.body).messages).toEqual(['Employee not found']);
  });

  it('answers 400 with the form messages', async () => {
    const reply = await call(t.app, 'PUT', '/api/employee/employees', {
      cookie: admin,
      body: { firstName: 'A', lastName: '', email: 'nope', phone: '12', role: ' ' },
    });
    expect(reply.status).toBe(400);
    expect(wrapper(reply.body).messages).toEqual([
      'Last name is required',
      'Enter a valid email address',
      'Phone number looks too short',
      'Role is required',
    ]);
  });
});
