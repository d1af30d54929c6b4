// @vitest-environment node
// Issue 41: the server records who changed what and when, in the change's own transaction, on either
// engine (this file runs in the SQLite and the PostgreSQL projects).
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  ACCOUNTS,
  PASSWORD,
  adminAppForFile,
  call,
  customerBody,
  record,
  records,
  signIn,
  wrapper,
} from './harness';
import { auditStore } from '../../server/store/audit';
import { graderOrderScenario } from './graderOrderScenario';

const file = adminAppForFile();
let employee = '';
let customer = '';
beforeAll(async () => {
  employee = await signIn(file.t.app, ACCOUNTS.employee);
  customer = await signIn(file.t.app, ACCOUNTS.customer);
});

const as = (cookie: string) => ({
  get: (path: string) => call(file.t.app, 'GET', path, { cookie }),
  post: (path: string, body: unknown, headers: Record<string, string> = {}) =>
    call(file.t.app, 'POST', path, { cookie, body, headers }),
  put: (path: string, body: unknown) => call(file.t.app, 'PUT', path, { cookie, body }),
  delete: (path: string) => call(file.t.app, 'DELETE', path, { cookie }),
});
const admin = () => as(file.admin);

/** Everything the customer form sends, as the record was read. */
const formOf = (customer: Record<string, unknown>) => ({
  ...customerBody(customer, String(customer.lastName)),
  ...Object.fromEntries(
    ['userId', 'canEmail', 'canText', 'canCall', 'address1', 'address2', 'city', 'state', 'zipCode'].map(
      (key) => [key, customer[key]],
    ),
  ),
});

/** A record's history, newest first, as the admin reads it. */
async function history(recordType: string, recordId: number, pageSize = 50) {
  const reply = await admin().post('/api/employee/history/search', { recordType, recordId, pageSize });
  expect(reply.status).toBe(200);
  return records(reply.body);
}

/** Every entry in the table, read directly: what no route shows is checked too. */
async function allRows(): Promise<Record<string, unknown>[]> {
  return (await sql<Record<string, unknown>>`SELECT * FROM audit_entries`.execute(file.t.queryBuilder)).rows;
}

describe('each kind of change writes exactly one entry', () => {
  it('records a customer update: who, the version it made, and only the fields that changed', async () => {
    const path = '/api/employee/customer/7';
    const before = record((await as(employee).get(path)).body);
    const was = (await history('customer', 7)).length;
    const reply = await as(employee).post(
      path,
      { ...formOf(before), phoneNumber: '555-0199' },
      { 'If-Match': `"${String(before.version)}"` },
    );
    expect(reply.status).toBe(200);
    const entries = await history('customer', 7);
    expect(entries).toHaveLength(was + 1);
    const user = record((await as(employee).get('/api/auth/user')).body);
    expect(entries[0]).toMatchObject({
      action: 'update',
      recordType: 'customer',
      recordId: 7,
      actorId: user.id,
      version: Number(before.version) + 1,
      changes: [{ field: 'phone', before: before.phoneNumber, after: '555-0199' }],
    });
  });

  it('records a refused write (validation, stale version) not at all', async () => {
    const path = '/api/employee/customer/8';
    const before = record((await admin().get(path)).body);
    const count = (await allRows()).length;
    expect((await admin().post(path, { ...customerBody(before, ''), lastName: '' })).status).toBe(400);
    const stale = await admin().post(path, customerBody(before, 'Stale'), {
      'If-Match': `"${String(Number(before.version) + 5)}"`,
    });
    expect(stale.status).toBe(409);
    expect((await allRows()).length).toBe(count);
  });

  it('records a submission created, its card count changed and its deactivation, in order', async () => {
    const created = await admin().put('/api/employee/submission', { customerId: 3, psaRegularCount: 2 });
    expect(created.status).toBe(201);
    const id = Number(wrapper(created.body).data);
    const opened = record((await admin().get(`/api/employee/submission/${id}`)).body);
    expect(
      (await admin().post(`/api/employee/submission/${id}`, { customerId: 3, psaRegularCount: 5 })).status,
    ).toBe(200);
    expect((await admin().delete(`/api/employee/submission/${id}`)).status).toBe(200);
    const entries = await history('submission', id);
    expect(entries.map((entry) => entry.action)).toEqual(['archive', 'update', 'create']);
    expect(entries[1]?.changes).toEqual([{ field: 'psaRegularCount', before: 2, after: 5 }]);
    expect(entries[0]?.changes).toEqual([{ field: 'isActive', before: true, after: false }]);
    expect(entries[2]?.changes).toEqual(
      expect.arrayContaining([
        { field: 'customerId', before: null, after: 3 },
        { field: 'psaRegularCount', before: null, after: 2 },
      ]),
    );
    expect(entries[2]?.version).toBe(opened.version);
  });

  it('keeps an employee’s entries after the employee is removed', async () => {
    const created = await admin().put('/api/employee/employees', {
      firstName: 'Avery',
      lastName: 'Stone',
      email: 'avery.stone@example.com',
      role: 'Grader',
    });
    const id = Number(wrapper(created.body).data);
    expect((await admin().delete(`/api/employee/employees/${id}`)).status).toBe(200);
    expect((await admin().get(`/api/employee/employees/${id}`)).status).toBe(404);
    const entries = await history('employee', id);
    expect(entries.map((entry) => entry.action)).toEqual(['delete', 'create']);
    expect(entries[0]?.changes).toContainEqual({
      field: 'email',
      before: 'avery.stone@example.com',
      after: null,
    });
  });

  it('records a catalogue record archived and restored', async () => {
    const base = '/api/settings/prescreen-recommendations';
    const created = await admin().put(base, { name: 'Audit trail test', description: 'Audit test' });
    expect(created.status).toBe(201);
    const id = Number(wrapper(created.body).data);
    expect((await admin().delete(`${base}/${id}`)).status).toBe(200);
    expect((await admin().post(`${base}/${id}/restore`, {})).status).toBe(200);
    const entries = await history('prescreenRecommendation', id);
    expect(entries.map((entry) => entry.action)).toEqual(['restore', 'archive', 'create']);
  });

  it('records a workflow started, a step added and completed, with who completed it', async () => {
    const started = await as(employee).put('/api/employee/workflow/workflow', {
      submissionId: 12,
      workflowTypeId: 101,
    });
    expect(started.status).toBe(201);
    const workflowId = Number(record(started.body).id);
    const added = await as(employee).put('/api/employee/workflow/step', { workflowId, stepTypeId: 501 });
    const stepId = Number(record(added.body).id);
    expect((await as(employee).post(`/api/employee/workflow/step/${stepId}/complete`, {})).status).toBe(200);
    const user = record((await as(employee).get('/api/auth/user')).body);
    const step = await history('step', stepId);
    expect(step.map((entry) => entry.action)).toEqual(['update', 'create']);
    expect(step[0]).toMatchObject({
      actorId: user.id,
      changes: [{ field: 'status', before: 'Pending', after: 'Completed' }],
    });
    const workflow = await history('workflow', workflowId);
    expect(workflow[0]?.changes).toEqual([{ field: 'status', before: 'Pending', after: 'Completed' }]);
  });

  it('records a grader order’s lifecycle step once, and a stale step not at all', async () => {
    const base = '/api/employee/grader-orders';
    const created = await as(employee).put(base, {
      service: 'psaValueBulk',
      orderNumber: 'PSA-41',
      label: 'Audit week',
      targetReturnOn: null,
      notes: '',
    });
    const id = Number(wrapper(created.body).data);
    const hold = (version: number) =>
      as(employee).post(`${base}/${id}/transition`, { action: 'hold' }, { 'If-Match': `"${version}"` });
    expect((await hold(1)).status).toBe(200);
    expect((await hold(1)).status).toBe(409);
    const user = record((await as(employee).get('/api/auth/user')).body);
    const entries = await history('graderOrder', id);
    expect(entries.map((entry) => entry.action)).toEqual(['update', 'create']);
    expect(entries[0]).toMatchObject({
      actorId: user.id,
      version: 2,
      changes: [{ field: 'stage', before: 'preparing', after: 'onHold' }],
    });
  });

  it('records a posted grade and its correction once each, with the card’s previous grade, and a refused one not at all', async () => {
    const trip = graderOrderScenario(
      () => file.t,
      () => file.admin,
    );
    const { cardIds } = await trip.submissionWithCards(await trip.customer('Graded', false), 1);
    const cardId = Number(cardIds[0]);
    const id = await trip.order([cardId]);
    await trip.step(id, 'ship', { trackingNumber: '1Z-41', on: '2024-03-01' });
    await trip.step(id, 'arrive');
    const grade = records((await admin().get('/api/settings/card-grades')).body).find(
      (item) => item.gradingCompany === 1,
    );
    const post = (gradeId: unknown, certificateNumber: string) =>
      admin().post(`${trip.orders}/${id}/grades`, {
        cardId,
        gradeId,
        qualifierId: null,
        gradeErrorId: null,
        certificateNumber,
      });
    const count = (await allRows()).length;
    expect((await post(grade?.id, '41000001')).status).toBe(200);
    expect((await post(999_999, '41000002')).status).toBe(400);
    expect((await post(grade?.id, '41000002')).status).toBe(200);
    expect((await allRows()).length).toBe(count + 2);
    const [corrected, posted] = await history('graderOrder', id);
    expect(posted?.changes).toEqual([
      { field: `card ${cardId} grade`, before: null, after: `PSA ${String(grade?.score)}` },
      { field: `card ${cardId} certificate number`, before: null, after: '41000001' },
    ]);
    expect(corrected?.changes).toEqual([
      { field: `card ${cardId} certificate number`, before: '41000001', after: '41000002' },
    ]);
    expect(corrected?.version).toBe(Number(posted?.version) + 1);
  });

  it('records a grade file imported as one entry with every card’s grade, and a refused file not at all', async () => {
    const trip = graderOrderScenario(
      () => file.t,
      () => file.admin,
    );
    const { cardIds } = await trip.submissionWithCards(await trip.customer('Imported', false), 2);
    const [first = 0, second = 0] = cardIds;
    const id = await trip.order(cardIds);
    await trip.step(id, 'ship', { trackingNumber: '1Z-42', on: '2024-03-01' });
    await trip.step(id, 'arrive');
    const grade = records((await admin().get('/api/settings/card-grades')).body).find(
      (item) => item.gradingCompany === 1,
    );
    const row = (line: number, cardId: number, certificateNumber: string) => ({
      row: line,
      cardId,
      gradeId: grade?.id,
      qualifierId: null,
      gradeErrorId: null,
      certificateNumber,
    });
    const importFile = (grades: unknown[]) => admin().post(`${trip.orders}/${id}/grades/import`, { grades });
    const count = (await allRows()).length;
    expect((await importFile([row(2, first, '42000001'), row(3, 999_999, '42000002')])).status).toBe(400);
    expect((await allRows()).length).toBe(count);
    expect((await importFile([row(2, first, '42000001'), row(3, second, '42000002')])).status).toBe(200);
    expect((await allRows()).length).toBe(count + 1);
    const [imported] = await history('graderOrder', id);
    const user = record((await admin().get('/api/auth/user')).body);
    expect(imported).toMatchObject({ action: 'update', actorId: user.id });
    expect(imported?.changes).toEqual(
      [first, second].flatMap((cardId, index) => [
        { field: `card ${cardId} grade`, before: null, after: `PSA ${String(grade?.score)}` },
        { field: `card ${cardId} certificate number`, before: null, after: `4200000${index + 1}` },
      ]),
    );
  });

  it('records the statuses a grader order’s journey sets on its submissions, and each return logged', async () => {
    const trip = graderOrderScenario(
      () => file.t,
      () => file.admin,
    );
    const { submissionId, cardIds } = await trip.submissionWithCards(
      await trip.customer('Journey', false),
      1,
    );
    const id = await trip.order(cardIds);
    const statusHistory = async () =>
      (await history('submission', submissionId)).filter((entry) =>
        (entry.changes as { field: string }[]).some((change) => change.field === 'status'),
      );
    // Shipped to the grader: the submission moves on with the order's step, and that is recorded.
    await trip.shipAndGrade(id, '2024-03-01');
    const [atGrader] = await statusHistory();
    const user = record((await admin().get('/api/auth/user')).body);
    expect(atGrader).toMatchObject({ action: 'update', actorId: user.id });
    const submission = record((await admin().get(`/api/employee/submission/${submissionId}`)).body);
    expect(atGrader?.version).toBe(submission.version);

    await trip.step(id, 'shipBack', { trackingNumber: '9400-41', on: '2024-03-20' });
    await trip.step(id, 'receive', { on: '2024-03-22' });
    const logged = await admin().post(`${trip.orders}/${id}/returns`, {
      submissionId,
      carrier: 'UPS',
      trackingNumber: '1Z-HOME-41',
      shippedOn: '2024-03-23',
    });
    expect(logged.status).toBe(201);
    const [returned] = await history('graderOrder', id);
    const order = record((await admin().get(`${trip.orders}/${id}`)).body);
    expect(returned).toMatchObject({ actorId: user.id, version: order.version });
    expect(returned?.changes).toEqual([
      {
        field: `submission ${submissionId} return`,
        before: null,
        after: 'UPS 1Z-HOME-41, shipped 2024-03-23',
      },
      { field: 'fulfilledAt', before: null, after: order.fulfilledAt },
    ]);
    const [home] = await statusHistory();
    const { version } = record((await admin().get(`/api/employee/submission/${submissionId}`)).body);
    expect(home?.version).toBe(version);
    // Every version of the submission has its entry, the journey's among them.
    const versions = (await history('submission', submissionId))
      .filter((entry) => entry.recordType === 'submission')
      .map((entry) => entry.version);
    expect(versions).toEqual(Array.from({ length: Number(version) }, (_, index) => Number(version) - index));
  });

  it('names who closed each step of a submission’s workflows, and when, from the trail', async () => {
    const started = await as(employee).put('/api/employee/workflow/workflow', {
      submissionId: 13,
      workflowTypeId: 101,
    });
    const workflowId = Number(record(started.body).id);
    const add = async () =>
      Number(
        record((await as(employee).put('/api/employee/workflow/step', { workflowId, stepTypeId: 501 })).body)
          .id,
      );
    const [done, open] = [await add(), await add()];
    await as(employee).post(`/api/employee/workflow/step/${done}/complete`, {});
    const user = record((await as(employee).get('/api/auth/user')).body);
    const runs = record((await as(employee).get('/api/employee/workflow/submission/13')).body);
    const run = (runs.history as Record<string, unknown>[]).find((item) => item.id === workflowId);
    const steps = run?.steps as Record<string, unknown>[];
    const closed = steps.find((step) => step.id === done);
    expect(closed).toMatchObject({
      closedBy: user.displayName || `${String(user.firstName)} ${String(user.lastName)}`,
    });
    expect(Date.parse(String(closed?.closedAt))).not.toBeNaN();
    expect(steps.find((step) => step.id === open)).toMatchObject({ closedBy: null, closedAt: null });
  });

  it('records a customer’s own change of their details, named for them, and a refused one not at all', async () => {
    const before = record((await as(customer).get('/api/me/customer')).body);
    const count = (await allRows()).length;
    const save = (body: unknown, version: unknown) =>
      call(file.t.app, 'POST', '/api/me/customer', {
        cookie: customer,
        body,
        headers: { 'If-Match': `"${String(version)}"` },
      });
    expect((await save({ ...before, email: 'not an email' }, before.version)).status).toBe(400);
    expect((await save(before, Number(before.version) + 3)).status).toBe(409);
    expect((await allRows()).length).toBe(count);
    expect((await save({ ...before, city: 'Tacoma' }, before.version)).status).toBe(200);
    const me = record((await as(customer).get('/api/auth/user')).body);
    const [entry] = await history('customer', Number(before.id));
    expect(entry).toMatchObject({
      action: 'update',
      actorId: me.id,
      version: Number(before.version) + 1,
      changes: [{ field: 'city', before: before.city, after: 'Tacoma' }],
    });
  });

  it('records the customer a sign-up creates, made by the person signing up, and nothing for a known email', async () => {
    const register = (email: string) =>
      call(file.t.app, 'POST', '/api/auth/register', {
        body: {
          firstName: 'Wren',
          lastName: 'Audit',
          email,
          password: 'a sign-up passphrase',
          phoneNumber: '555-222-4141',
        },
      });
    const count = (await allRows()).length;
    expect((await register(ACCOUNTS.customer)).status).toBe(202);
    expect((await allRows()).length).toBe(count);
    expect((await register('wren.audit@example.com')).status).toBe(202);
    const [created] = await allRows().then((rows) => rows.slice(count));
    expect(created).toMatchObject({ action: 'create', record_type: 'customer', actor_name: 'Wren Audit' });
    const [entry] = await history('customer', Number(created?.record_id));
    expect(entry?.changes).toEqual(
      expect.arrayContaining([
        { field: 'email', before: null, after: 'wren.audit@example.com' },
        { field: 'phone', before: null, after: '555-222-4141' },
      ]),
    );
    expect(JSON.stringify(await allRows())).not.toContain('a sign-up passphrase');
  });

  it('records sign-ins and failed sign-ins without the password or the typed email', async () => {
    expect(
      (
        await call(file.t.app, 'POST', '/api/auth/login', {
          body: { email: ACCOUNTS.employee, password: 'wrong-password-9' },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await call(file.t.app, 'POST', '/api/auth/login', {
          body: { email: 'nobody@example.com', password: 'typed-secret-77' },
        })
      ).status,
    ).toBe(401);
    await signIn(file.t.app, ACCOUNTS.employee);
    const user = record((await as(employee).get('/api/auth/user')).body);
    const entries = await history('user', Number(user.id));
    expect(entries.slice(0, 2).map((entry) => entry.action)).toEqual(['sign-in', 'sign-in-failed']);
    expect(entries[1]?.actorId).toBeNull();
    const text = JSON.stringify(await allRows());
    for (const secret of [
      PASSWORD,
      'wrong-password-9',
      'typed-secret-77',
      'nobody@example.com',
      'passwordHash',
    ]) {
      expect(text).not.toContain(secret);
    }
  });
});

describe('a record given a removed record\u2019s id', () => {
  it('shows only its own entries in its History, while the activity log keeps both', async () => {
    const base = '/api/employee/workflow/workflowtype';
    const first = await admin().put(base, { name: 'Short-lived' });
    expect(first.status).toBe(201);
    const id = Number(wrapper(first.body).data);
    expect((await admin().delete(`${base}/${id}`)).status).toBe(200);
    // SQLite gives the highest removed id to the next row; PostgreSQL's sequence is set back to do so.
    if (file.t.engine === 'postgres') {
      await sql`SELECT setval(pg_get_serial_sequence('workflow_types', 'id'), ${id}, false)`.execute(
        file.t.queryBuilder,
      );
    }
    const second = await admin().put(base, { name: 'Successor' });
    expect(Number(wrapper(second.body).data)).toBe(id);

    const own = await history('workflowType', id);
    expect(own.map((entry) => entry.action)).toEqual(['create']);
    expect(own[0]?.changes).toContainEqual({ field: 'name', before: null, after: 'Successor' });
    const page = wrapper(
      (await admin().post('/api/employee/history/search', { recordType: 'workflowType', recordId: id })).body,
    );
    expect(page.extra.totalRecords).toBe(1);

    const all = await admin().post('/api/employee/activity/search', {
      recordType: 'workflowType',
      recordId: id,
    });
    expect(records(all.body).map((entry) => entry.action)).toEqual(['create', 'delete', 'create']);
  });

  it('gives a submission given a removed one\u2019s id its own life and related entries, paged with its total', async () => {
    // Straight into the trail: a submission id that no row holds, its invoice its related record.
    const trail = auditStore(file.t.queryBuilder);
    const submissionId = 987_654;
    let minute = 0;
    const write = async (
      recordType: 'submission' | 'invoice',
      action: 'create' | 'update' | 'delete',
      recordId = submissionId,
    ) => {
      minute += 1;
      await trail.append({
        at: new Date(Date.UTC(2026, 0, 2, 9, minute)),
        actorId: null,
        actorName: 'Trail test',
        action,
        recordType,
        recordId,
        version: null,
        changes: [],
      });
      const [latest] = (await trail.search({ pageNumber: 1, pageSize: 1, recordType, recordId })).entries;
      return latest?.id ?? 0;
    };
    await write('invoice', 'update');
    await write('submission', 'create');
    await write('invoice', 'update');
    await write('submission', 'delete');
    await write('invoice', 'update');
    const reborn = await write('submission', 'create');
    const invoiced = await write('invoice', 'update');
    const updated = await write('submission', 'update');

    const page = async (pageNumber: number, pageSize: number) => {
      const { entries, total } = await trail.history('submission', submissionId, { pageNumber, pageSize });
      return { ids: entries.map((entry) => entry.id), total };
    };
    // The new life only: its own entries after the removal, its invoice's from its first entry on.
    expect(await page(1, 10)).toEqual({ ids: [updated, invoiced, reborn], total: 3 });
    expect(await page(2, 2)).toEqual({ ids: [reborn], total: 3 });
    expect(await page(3, 2)).toEqual({ ids: [], total: 3 });
    // A record older than the trail (no entry of its own) shows all its related entries.
    const older = submissionId + 1;
    const first = await write('invoice', 'update', older);
    const second = await write('invoice', 'update', older);
    const { entries, total } = await trail.history('submission', older, { pageNumber: 1, pageSize: 10 });
    expect([entries.map((entry) => entry.id), total]).toEqual([[second, first], 2]);
  });

  it('keeps a removed record\u2019s history up to its removal', async () => {
    const base = '/api/employee/workflow/workflowtype';
    const created = await admin().put(base, { name: 'Gone for good' });
    const id = Number(wrapper(created.body).data);
    expect((await admin().delete(`${base}/${id}`)).status).toBe(200);
    expect((await history('workflowType', id)).map((entry) => entry.action)).toEqual(['delete', 'create']);
  });
});

describe('who may read entries', () => {
  it('shows staff the history of records they read, and the roster’s only to admins', async () => {
    expect(
      (await as(employee).post('/api/employee/history/search', { recordType: 'customer', recordId: 7 }))
        .status,
    ).toBe(200);
    expect(
      (await as(employee).post('/api/employee/history/search', { recordType: 'employee', recordId: 1 }))
        .status,
    ).toBe(403);
    // A sign-in account's entries (addresses, password events) are the admins' too.
    expect(
      (await as(employee).post('/api/employee/history/search', { recordType: 'user', recordId: 1 })).status,
    ).toBe(403);
    expect((await as(employee).post('/api/employee/activity/search', {})).status).toBe(403);
  });

  it('lets a customer read no entry', async () => {
    expect(
      (await as(customer).post('/api/employee/history/search', { recordType: 'customer', recordId: 7 }))
        .status,
    ).toBe(403);
    expect((await as(customer).post('/api/employee/activity/search', {})).status).toBe(403);
    expect((await as(customer).post('/api/employee/activity/export', {})).status).toBe(403);
  });

  it('has no call that changes or deletes an entry', async () => {
    const [first] = await allRows();
    for (const reply of [
      await admin().put('/api/employee/history', { id: first?.id }),
      await admin().post(`/api/employee/history/${String(first?.id)}`, { changes: [] }),
      await admin().delete(`/api/employee/history/${String(first?.id)}`),
      await admin().delete(`/api/employee/activity/${String(first?.id)}`),
      await admin().post(`/api/employee/activity/${String(first?.id)}`, {}),
    ]) {
      expect(reply.status).toBe(404);
    }
    // Every route the app has under the trail's paths only reads it.
    const trailRoutes = file.t.app.routes.filter(
      (route) => /\/(history|activity)(\/|$)/.test(route.path) && route.method !== 'ALL',
    );
    expect(trailRoutes.length).toBeGreaterThanOrEqual(4);
    for (const route of trailRoutes) {
      expect(
        route.method === 'GET' || /\/(search|export)$/.test(route.path),
        `${route.method} ${route.path}`,
      ).toBe(true);
    }
    // The store itself can only append and read.
    expect(Object.keys(auditStore(file.t.queryBuilder)).sort()).toEqual([
      'actors',
      'append',
      'history',
      'lastUpdates',
      'search',
      'withOwners',
    ]);
  });
});

describe('the activity log', () => {
  it('names the record a step type’s or a customer’s sign-in account’s entry belongs to, and none for a gone one', async () => {
    const created = await admin().put('/api/employee/workflow/steptype', {
      workflowTypeId: 101,
      name: 'Owner check',
    });
    expect(created.status).toBe(201);
    const stepTypeId = Number(wrapper(created.body).data);
    const activity = async (recordType: string, recordId: number) =>
      records((await admin().post('/api/employee/activity/search', { recordType, recordId })).body);
    expect((await activity('stepType', stepTypeId))[0]?.owner).toEqual({
      recordType: 'workflowType',
      recordId: 101,
    });
    const account = record((await as(customer).get('/api/auth/user')).body);
    const portal = record((await as(customer).get('/api/me/customer')).body);
    const [signedIn] = await activity('user', Number(account.id));
    expect(signedIn).toMatchObject({
      action: 'sign-in',
      owner: { recordType: 'customer', recordId: Number(portal.id) },
    });
    expect((await admin().delete(`/api/employee/workflow/steptype/${stepTypeId}`)).status).toBe(200);
    expect((await activity('stepType', stepTypeId))[0]).toMatchObject({ action: 'delete', owner: null });
    // Records with a page of their own carry no owner.
    expect((await activity('customer', 7))[0]).not.toHaveProperty('owner');
  });

  it('filters by person, record type, record and day, newest first, and exports CSV', async () => {
    const user = record((await as(employee).get('/api/auth/user')).body);
    const mine = await admin().post('/api/employee/activity/search', {
      actorId: user.id,
      recordType: 'customer',
      recordId: 7,
      fromDay: '2000-01-01',
      toDay: '9999-12-30',
    });
    expect(mine.status).toBe(200);
    const entries = records(mine.body);
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((entry) => entry.actorId === user.id && entry.recordId === 7)).toBe(true);
    const ids = entries.map((entry) => Number(entry.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const none = await admin().post('/api/employee/activity/search', { toDay: '2001-01-01' });
    expect(wrapper(none.body).extra.totalRecords).toBe(0);
    expect((await admin().post('/api/employee/activity/search', { fromDay: '2024-02-30' })).status).toBe(400);

    const people = records((await admin().get('/api/employee/activity/people')).body);
    expect(people).toContainEqual({ id: user.id, name: expect.any(String) });

    const exported = record(
      (await admin().post('/api/employee/activity/export', { recordType: 'customer', recordId: 7 })).body,
    );
    const lines = String(exported.csv).trim().split('\r\n');
    expect(lines[0]).toBe('When,Person,Action,Record type,Record id,Version,Field,Before,After');
    expect(lines.some((line) => line.includes(',phone,') && line.endsWith(',555-0199'))).toBe(true);
  });
});
