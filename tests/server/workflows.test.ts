// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNTS,
  type TestApp,
  call,
  createTestApp,
  isRecord,
  record,
  records,
  signIn,
  wrapper,
} from './harness';

let t: TestApp;
let admin: string;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, ACCOUNTS.admin);
  staff = await signIn(t.app, ACCOUNTS.employee);
});
afterAll(() => t.close());

const base = '/api/employee/workflow';
const idOf = (body: unknown) => String(wrapper(body).data);

async function newSubmission() {
  const body = { customerId: 2, psaValueBulk: 3, prescreening: 2, consignAfterGrading: false, notes: '' };
  return idOf((await call(t.app, 'PUT', '/api/employee/submission', { cookie: staff, body })).body);
}

describe('workflow types and step types', () => {
  it('lists the seeded types by name, each with its step types and next steps', async () => {
    const types = records((await call(t.app, 'GET', `${base}/workflowtype`, { cookie: staff })).body);
    const names = types.map((type) => String(type.name));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const standard = types.find((type) => type.id === 101);
    expect(standard?.name).toBe('Standard grading');
    const steps = Array.isArray(standard?.stepTypes) ? standard.stepTypes.filter(isRecord) : [];
    expect(steps[0]).toMatchObject({
      id: 501,
      name: 'Intake',
      isInitialStep: true,
      nextStepTypeIds: [502, 503],
    });
    expect(steps[0]?.nextSteps).toEqual([
      { id: 502, name: 'Prescreen' },
      { id: 503, name: 'Ship to grader' },
    ]);
  });

  it('searches the library for staff as for admins, while only admins change it', async () => {
    const search = { pageNumber: 1, pageSize: 1, search: 'GRADING' };
    const found = await call(t.app, 'POST', `${base}/workflowtype/search`, { cookie: staff, body: search });
    expect(found.status).toBe(200);
    expect(records(found.body).map((type) => type.name)).toEqual(['Standard grading']);
    expect((found.body as { totalRecords?: unknown }).totalRecords).toBeGreaterThanOrEqual(1);
    const created = await call(t.app, 'PUT', `${base}/workflowtype`, { cookie: staff, body: { name: 'X' } });
    expect(created.status).toBe(403);
  });

  it('creates, updates and deletes a type and its steps; one initial step per type', async () => {
    const typeId = idOf(
      (
        await call(t.app, 'PUT', `${base}/workflowtype`, {
          cookie: admin,
          body: { name: ' Crossover ', description: 'Move slabs' },
        })
      ).body,
    );
    const first = idOf(
      (
        await call(t.app, 'PUT', `${base}/steptype`, {
          cookie: admin,
          body: {
            workflowTypeId: Number(typeId),
            name: 'Crack out',
            description: '',
            nextStepTypeIds: [],
            isInitialStep: true,
          },
        })
      ).body,
    );
    const second = idOf(
      (
        await call(t.app, 'PUT', `${base}/steptype`, {
          cookie: admin,
          body: {
            workflowTypeId: Number(typeId),
            name: 'Resubmit',
            description: '',
            nextStepTypeIds: [Number(first)],
            isInitialStep: true,
          },
        })
      ).body,
    );
    expect(
      record((await call(t.app, 'GET', `${base}/steptype/${first}`, { cookie: staff })).body).isInitialStep,
    ).toBe(false);
    expect(
      record((await call(t.app, 'GET', `${base}/steptype/${second}`, { cookie: staff })).body),
    ).toMatchObject({
      isInitialStep: true,
      nextStepTypeIds: [Number(first)],
    });

    const update = await call(t.app, 'POST', `${base}/workflowtype/${typeId}`, {
      cookie: admin,
      body: { name: 'Crossover service', description: 'Move slabs', primaryStepTypeId: Number(first) },
    });
    expect(update.status).toBe(200);
    expect(
      record((await call(t.app, 'GET', `${base}/workflowtype/${typeId}`, { cookie: staff })).body),
    ).toMatchObject({
      name: 'Crossover service',
      primaryStepTypeId: Number(first),
    });

    expect((await call(t.app, 'DELETE', `${base}/steptype/${first}`, { cookie: admin })).status).toBe(200);
    expect(
      record((await call(t.app, 'GET', `${base}/steptype/${second}`, { cookie: staff })).body)
        .nextStepTypeIds,
    ).toEqual([]);
    expect((await call(t.app, 'DELETE', `${base}/workflowtype/${typeId}`, { cookie: admin })).status).toBe(
      200,
    );
    expect((await call(t.app, 'GET', `${base}/workflowtype/${typeId}`, { cookie: staff })).status).toBe(404);
    expect((await call(t.app, 'GET', `${base}/steptype/${second}`, { cookie: staff })).status).toBe(404);
  });

  it('answers 400 with the screen messages and refuses links to other workflows', async () => {
    const noName = await call(t.app, 'PUT', `${base}/workflowtype`, { cookie: admin, body: { name: ' ' } });
    expect(wrapper(noName.body).messages).toEqual(['Workflow name is required.']);
    const emptied = await call(t.app, 'POST', `${base}/workflowtype/101`, {
      cookie: admin,
      body: { name: '' },
    });
    expect(wrapper(emptied.body).messages).toEqual(['Workflow name cannot be empty.']);
    const noStepName = await call(t.app, 'PUT', `${base}/steptype`, {
      cookie: admin,
      body: { workflowTypeId: 101, name: '' },
    });
    expect(wrapper(noStepName.body).messages).toEqual(['Step name is required.']);
    const foreign = await call(t.app, 'PUT', `${base}/steptype`, {
      cookie: admin,
      body: { workflowTypeId: 101, name: 'Odd', nextStepTypeIds: [506] },
    });
    expect(foreign.status).toBe(400);
    const unknownType = await call(t.app, 'PUT', `${base}/steptype`, {
      cookie: admin,
      body: { workflowTypeId: 9999, name: 'Odd' },
    });
    expect(unknownType.status).toBe(404);
  });
});

describe('workflows on a submission', () => {
  it('starts Pending with no steps, adds steps, and completes the workflow with its last open step', async () => {
    const submissionId = await newSubmission();
    const started = await call(t.app, 'PUT', `${base}/workflow`, {
      cookie: staff,
      body: { submissionId: Number(submissionId), workflowTypeId: 101 },
    });
    expect(started.status).toBe(201);
    const workflow = record(started.body);
    expect(workflow).toMatchObject({ name: 'Standard grading', statusCode: 0, steps: [], openSteps: [] });

    const add = (stepTypeId: number) =>
      call(t.app, 'PUT', `${base}/step`, { cookie: staff, body: { workflowId: workflow.id, stepTypeId } });
    const intake = record((await add(501)).body).id;
    const prescreen = record((await add(502)).body).id;
    expect((await add(506)).status).toBe(400);

    expect(
      (await call(t.app, 'POST', `${base}/step/${String(prescreen)}/cancel`, { cookie: staff })).status,
    ).toBe(200);
    const done = await call(t.app, 'POST', `${base}/step/${String(intake)}/complete`, { cookie: staff });
    expect(record(done.body)).toMatchObject({ statusCode: 2, statusLabel: 'Completed', openSteps: [] });
    expect(
      (await call(t.app, 'POST', `${base}/step/${String(intake)}/complete`, { cookie: staff })).status,
    ).toBe(409);
    expect((await add(503)).status).toBe(409);
  });

  it('refuses steps on a cancelled workflow and leaves its open steps alone', async () => {
    const submissionId = await newSubmission();
    const workflow = record(
      (
        await call(t.app, 'PUT', `${base}/workflow`, {
          cookie: staff,
          body: { submissionId: Number(submissionId), workflowTypeId: 101 },
        })
      ).body,
    );
    const add = (stepTypeId: number) =>
      call(t.app, 'PUT', `${base}/step`, { cookie: staff, body: { workflowId: workflow.id, stepTypeId } });
    const open = record((await add(501)).body).id;
    expect(
      (await call(t.app, 'POST', `${base}/workflow/${String(workflow.id)}/cancel`, { cookie: staff })).status,
    ).toBe(200);
    expect((await add(502)).status).toBe(409);
    for (const action of ['complete', 'cancel']) {
      const answer = await call(t.app, 'POST', `${base}/step/${String(open)}/${action}`, { cookie: staff });
      expect(answer.status).toBe(409);
    }
    const history = records(
      (await call(t.app, 'GET', `${base}/submission/${submissionId}/history`, { cookie: staff })).body,
    );
    expect(history.find((run) => run.id === workflow.id)?.statusCode).toBe(3);
  });

  it('hides cancelled workflows from the list but keeps them in the history', async () => {
    const submissionId = await newSubmission();
    const start = () =>
      call(t.app, 'PUT', `${base}/workflow`, {
        cookie: staff,
        body: { submissionId, workflowTypeId: '102' },
      });
    const kept = record((await start()).body).id;
    const cancelled = record((await start()).body).id;
    expect(
      (await call(t.app, 'POST', `${base}/workflow/${String(cancelled)}/cancel`, { cookie: staff })).status,
    ).toBe(200);
    expect(
      (await call(t.app, 'POST', `${base}/workflow/${String(cancelled)}/cancel`, { cookie: staff })).status,
    ).toBe(409);

    const summary = record(
      (await call(t.app, 'GET', `${base}/submission/${submissionId}`, { cookie: staff })).body,
    );
    const listed = Array.isArray(summary.workflows)
      ? summary.workflows.filter(isRecord).map((w) => w.id)
      : [];
    const history = Array.isArray(summary.history) ? summary.history.filter(isRecord).map((w) => w.id) : [];
    expect(listed).toEqual([kept]);
    expect(history.sort()).toEqual([kept, cancelled].sort());
    const historyCall = records(
      (await call(t.app, 'GET', `${base}/submission/${submissionId}/history`, { cookie: staff })).body,
    );
    expect(historyCall).toHaveLength(2);
  });

  it('validates ids the way the screens say', async () => {
    const bad = await call(t.app, 'PUT', `${base}/workflow`, {
      cookie: staff,
      body: { submissionId: 'x', workflowTypeId: 101 },
    });
    expect(bad.status).toBe(400);
    expect(wrapper(bad.body).messages).toEqual(['submissionId and workflowTypeId must be numeric.']);
    const unknown = await call(t.app, 'PUT', `${base}/workflow`, {
      cookie: staff,
      body: { submissionId: 99999, workflowTypeId: 101 },
    });
    expect(unknown.status).toBe(404);
    expect((await call(t.app, 'GET', `${base}/submission/99999`, { cookie: staff })).status).toBe(404);
    expect((await call(t.app, 'POST', `${base}/step/99999/complete`, { cookie: staff })).status).toBe(404);
  });
});
