// @vitest-environment node
// Issue 37 item 14: writes fail closed. A malformed If-Match is a 400, not "no check"; step types carry
// a version like every other record; an Idempotency-Key sent with another body is a 422 (IETF draft);
// searches are never answered from a stored copy.
import { describe, expect, it } from 'vitest';
import { adminAppForFile, call, customerBody, record, records, wrapper } from './harness';

const file = adminAppForFile();

const read = async (path: string) =>
  record((await call(file.t.app, 'GET', path, { cookie: file.admin })).body);
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(file.t.app, 'POST', path, { cookie: file.admin, body, headers });

describe('If-Match', () => {
  it.each([['abc'], ['""'], ['"-1"'], ['"1", "2"'], ['1'], ['"0"'], ['W/""']])(
    'refuses %s with 400 and writes nothing',
    async (ifMatch) => {
      const path = '/api/employee/customer/5';
      const before = await read(path);
      const reply = await post(path, customerBody(before, 'Overwritten'), { 'If-Match': ifMatch });
      expect(reply.status).toBe(400);
      expect(wrapper(reply.body).extra.code).toBe('INVALID_IF_MATCH');
      expect(wrapper(reply.body).messages).toEqual(['If-Match must name one record version, as "3".']);
      expect(await read(path)).toMatchObject({ lastName: before.lastName, version: before.version });
    },
  );

  it('takes a quoted version (strong or weak) and *, which asks only that the record exists', async () => {
    const path = '/api/employee/customer/6';
    const opened = await read(path);
    expect(
      (await post(path, customerBody(opened, 'Strong'), { 'If-Match': `"${String(opened.version)}"` }))
        .status,
    ).toBe(200);
    const next = await read(path);
    expect(
      (await post(path, customerBody(opened, 'Weak'), { 'If-Match': `W/"${String(next.version)}"` })).status,
    ).toBe(200);
    expect((await post(path, customerBody(opened, 'Any'), { 'If-Match': '*' })).status).toBe(200);
    expect((await read(path)).lastName).toBe('Any');
  });
});

describe('step type versions', () => {
  const base = '/api/employee/workflow/steptype';
  const stepBody = (current: Record<string, unknown>, changes: Record<string, unknown> = {}) => ({
    workflowTypeId: current.workflowTypeId,
    name: current.name,
    description: current.description,
    nextStepTypeIds: current.nextStepTypeIds,
    isInitialStep: current.isInitialStep,
    ...changes,
  });

  it('bumps on each update and refuses a stale one with 409 and the current step type', async () => {
    const opened = await read(`${base}/502`);
    expect(opened.version).toEqual(expect.any(Number));
    const theirs = await post(`${base}/502`, stepBody(opened, { name: 'Theirs' }), {
      'If-Match': `"${String(opened.version)}"`,
    });
    expect(theirs.status).toBe(200);
    const current = await read(`${base}/502`);
    expect(current.version).toBe(Number(opened.version) + 1);

    const stale = await post(`${base}/502`, stepBody(opened, { name: 'Mine' }), {
      'If-Match': `"${String(opened.version)}"`,
    });
    expect(stale.status).toBe(409);
    expect(wrapper(stale.body).extra.code).toBe('VERSION_CONFLICT');
    expect(wrapper(stale.body).data).toMatchObject({ id: 502, name: 'Theirs', version: current.version });
    expect((await read(`${base}/502`)).name).toBe('Theirs');
  });

  it('moves a sibling on when marking another step initial clears its flag', async () => {
    const type = record(
      (await call(file.t.app, 'GET', '/api/employee/workflow/workflowtype/101', { cookie: file.admin })).body,
    );
    const steps = (type.stepTypes as Record<string, unknown>[]).map((step) => ({ ...step }));
    const initial = steps.find((step) => step.isInitialStep === true);
    const other = steps.find((step) => step.isInitialStep !== true);
    if (!initial || !other) throw new Error('workflow type 101 needs an initial step and another');
    const before = await read(`${base}/${String(initial.id)}`);
    const target = await read(`${base}/${String(other.id)}`);
    expect(
      (await post(`${base}/${String(other.id)}`, stepBody(target, { isInitialStep: true }))).status,
    ).toBe(200);
    const after = await read(`${base}/${String(initial.id)}`);
    expect(after.isInitialStep).toBe(false);
    expect(after.version).toBe(Number(before.version) + 1);
  });
});

describe('Idempotency-Key', () => {
  const customer = (lastName: string) => ({
    firstName: 'Keyed',
    lastName,
    email: `${lastName.toLowerCase()}@example.com`,
    phoneNumber: '',
  });

  it('answers the same key with another body 422 and creates nothing more; the same body is replayed', async () => {
    const create = (lastName: string) =>
      call(file.t.app, 'PUT', '/api/employee/customer', {
        cookie: file.admin,
        body: customer(lastName),
        headers: { 'Idempotency-Key': 'key-issue-37-body-01' },
      });
    const first = await create('Firstbody');
    expect(first.status).toBe(201);
    const other = await create('Secondbody');
    expect(other.status).toBe(422);
    expect(wrapper(other.body).extra.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(wrapper(other.body).messages).toEqual([
      'An earlier request with this Idempotency-Key went through with other values, so this one was not applied. Reload to see what was saved.',
    ]);
    const search = await post('/api/employee/customer/search', { lastName: 'Secondbody' });
    expect(records(search.body)).toHaveLength(0);
    const again = await create('Firstbody');
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(wrapper(again.body).data).toBe(wrapper(first.body).data);
  });

  it('never answers a search from a stored copy, whatever key it carries', async () => {
    const key = { 'Idempotency-Key': 'key-issue-37-search-1' };
    const search = () => post('/api/employee/customer/search', { lastName: 'Searchedtwice' }, key);
    expect(records((await search()).body)).toHaveLength(0);
    await call(file.t.app, 'PUT', '/api/employee/customer', {
      cookie: file.admin,
      body: customer('Searchedtwice'),
    });
    const second = await search();
    expect(second.headers.get('Idempotent-Replayed')).toBeNull();
    expect(records(second.body)).toHaveLength(1);
    // and a different search with the same key is not a "reused key"
    expect((await post('/api/employee/submission/search', {}, key)).status).toBe(200);
  });
});
