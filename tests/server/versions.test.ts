// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNTS,
  type TestApp,
  call,
  createTestApp,
  customerBody,
  isRecord,
  signIn,
  wrapper,
} from './harness';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signIn(t.app, ACCOUNTS.admin);
});
afterAll(() => t.close());

const read = async (path: string): Promise<Record<string, unknown>> => {
  const data = wrapper((await call(t.app, 'GET', path, { cookie })).body).data;
  if (!isRecord(data)) throw new Error(`no record at ${path}`);
  return data;
};

const save = (path: string, body: Record<string, unknown>, version?: unknown) =>
  call(t.app, 'POST', path, {
    cookie,
    body,
    headers: version === undefined ? {} : { 'If-Match': `"${String(version)}"` },
  });

describe('record versions', () => {
  it('bumps a customer’s version on each update and refuses a stale one with 409 and the current record', async () => {
    const path = '/api/employee/customer/3';
    const opened = await read(path);
    expect(typeof opened.version).toBe('number');
    const first = await save(path, customerBody(opened, 'Theirs'), opened.version);
    expect(first.status).toBe(200);
    const current = await read(path);
    expect(current.version).toBe(Number(opened.version) + 1);

    const stale = await save(path, customerBody(opened, 'Mine'), opened.version);
    expect(stale.status).toBe(409);
    const answer = wrapper(stale.body);
    expect(answer.extra.code).toBe('VERSION_CONFLICT');
    expect(answer.messages).toEqual(['This record changed since you opened it.']);
    expect(answer.data).toMatchObject({ id: 3, lastName: 'Theirs', version: current.version });
    expect((await read(path)).lastName).toBe('Theirs');
  });

  it('saves over theirs when the save names their version, and without a version at all', async () => {
    const path = '/api/employee/customer/4';
    const opened = await read(path);
    await save(path, customerBody(opened, 'Theirs'), opened.version);
    const theirs = await read(path);
    expect((await save(path, customerBody(opened, 'Mine'), theirs.version)).status).toBe(200);
    expect((await read(path)).lastName).toBe('Mine');
    expect((await save(path, customerBody(opened, 'Unversioned'))).status).toBe(200);
  });

  it('checks employees, submissions, workflow types and catalogue entries the same way', async () => {
    const employee = await read('/api/employee/employees/1');
    const employeeBody = {
      firstName: employee.firstName,
      lastName: employee.lastName,
      email: employee.email,
      phone: employee.phone,
      role: employee.role,
    };
    expect((await save('/api/employee/employees/1', employeeBody, employee.version)).status).toBe(200);
    expect((await save('/api/employee/employees/1', employeeBody, employee.version)).status).toBe(409);

    const submission = await read('/api/employee/submission/1');
    const notes = { notes: 'checked' };
    expect((await save('/api/employee/submission/1', notes, submission.version)).status).toBe(200);
    expect((await save('/api/employee/submission/1', notes, submission.version)).status).toBe(409);

    const types = wrapper((await call(t.app, 'GET', '/api/employee/workflow/workflowtype', { cookie })).body);
    const typeId = Array.isArray(types.data) && isRecord(types.data[0]) ? String(types.data[0].id) : '';
    const typePath = `/api/employee/workflow/workflowtype/${typeId}`;
    const type = await read(typePath);
    const typeBody = { name: type.name, description: type.description };
    expect((await save(typePath, typeBody, type.version)).status).toBe(200);
    expect((await save(typePath, typeBody, type.version)).status).toBe(409);

    const reco = await read('/api/settings/prescreen-recommendations/1');
    const recoBody = { name: reco.name, description: reco.description };
    const path = '/api/settings/prescreen-recommendations/1';
    expect((await save(path, recoBody, reco.version)).status).toBe(200);
    const refused = await save(path, recoBody, reco.version);
    expect(refused.status).toBe(409);
    expect(wrapper(refused.body).data).toMatchObject({ version: Number(reco.version) + 1 });
  });
});
