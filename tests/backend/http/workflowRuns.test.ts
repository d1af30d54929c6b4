// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ok, setupHttpBackend } from './harness';

const t = setupHttpBackend();
const W = '/api/employee/workflow';

describe('workflows of a submission', () => {
  it('reads openWorkflows with the alternative workflow and step names', async () => {
    t.server.on(
      'GET',
      `${W}/submission/:id`,
      ok({
        openWorkflows: [
          {
            workflowId: 9,
            workflowType: { id: 101, name: 'Grading' },
            statusCode: 1,
            openSteps: [{ stepId: 70, stepType: { id: 501, name: 'Intake' }, status: 'in progress' }],
          },
        ],
        history: { history: [{ id: 8, status: { code: 2, name: 'Completed' }, steps: [] }] },
      }),
    );
    const summary = await t.backend.workflows.forSubmission('44');
    expect(summary.id).toBe('44');
    expect(summary.workflows).toEqual([
      {
        id: '9',
        submissionId: '44',
        workflowTypeId: '101',
        name: 'Grading',
        statusCode: 1,
        statusLabel: 'In progress',
        steps: [
          {
            id: '70',
            stepTypeId: '501',
            name: 'Intake',
            stepTypeName: 'Intake',
            statusCode: 1,
            statusLabel: 'In progress',
          },
        ],
        openSteps: [
          {
            id: '70',
            stepTypeId: '501',
            name: 'Intake',
            stepTypeName: 'Intake',
            statusCode: 1,
            statusLabel: 'In progress',
          },
        ],
      },
    ]);
    expect(summary.history.map((w) => [w.id, w.statusCode, w.statusLabel, w.submissionId])).toEqual([
      ['8', 2, 'Completed', '44'],
    ]);
  });

  it('derives the open steps from steps when the server sends only steps', async () => {
    t.server.on(
      'GET',
      `${W}/submission/:id`,
      ok({
        workflows: [
          {
            id: 9,
            submissionId: 44,
            steps: [
              { id: 1, status: 2 },
              { id: 2, status: 0 },
              { id: 3, status: 3 },
            ],
          },
        ],
      }),
    );
    const [workflow] = (await t.backend.workflows.forSubmission('44')).workflows;
    expect(workflow?.steps.map((s) => s.id)).toEqual(['1', '2', '3']);
    expect(workflow?.openSteps.map((s) => s.id)).toEqual(['2']);
  });

  it('keeps a status text it does not know, and prefers an explicit statusLabel', async () => {
    t.server.on(
      'GET',
      `${W}/submission/:id`,
      ok({
        workflows: [
          { id: 9, status: 'Awaiting parts', steps: [{ id: 1, statusCode: 2, statusLabel: 'Done' }] },
        ],
      }),
    );
    const [workflow] = (await t.backend.workflows.forSubmission('44')).workflows;
    expect(workflow).toMatchObject({ statusCode: 0, statusLabel: 'Awaiting parts' });
    expect(workflow?.steps[0]).toMatchObject({ statusCode: 2, statusLabel: 'Done' });
  });

  it('reads the history as a list or as {history}', async () => {
    t.server.on('GET', `${W}/submission/:id/history`, ok([{ id: 1 }]));
    expect((await t.backend.workflows.history('44')).map((w) => w.id)).toEqual(['1']);
    t.server.on('GET', `${W}/submission/:id/history`, ok({ history: [{ workflowId: 2 }] }));
    expect((await t.backend.workflows.history('44')).map((w) => w.id)).toEqual(['2']);
  });

  it('answers a workflow without an id with WORKFLOW_PARSE_ERROR', async () => {
    t.server.on('GET', `${W}/submission/:id`, ok({ workflows: [{ name: 'no id' }] }));
    await expect(t.backend.workflows.forSubmission('44')).rejects.toMatchObject({
      code: 'WORKFLOW_PARSE_ERROR',
    });
  });
});

describe('running workflows', () => {
  it('starts a workflow with numeric ids and reads the answer', async () => {
    t.server.on('PUT', `${W}/workflow`, ok({ id: 12, workflowTypeId: 101, status: 0, steps: [] }));
    const started = await t.backend.workflows.start('44', '101');
    expect(t.server.requests[0]?.json).toEqual({ submissionId: 44, workflowTypeId: 101 });
    expect(started).toMatchObject({ id: '12', submissionId: '44', statusCode: 0, statusLabel: 'Pending' });
  });

  it('finds the started workflow among the submission workflows when only an id comes back', async () => {
    t.server.on('PUT', `${W}/workflow`, ok(12));
    t.server.on('GET', `${W}/submission/:id`, ok({ workflows: [{ id: 11 }, { id: 12, name: 'New' }] }));
    expect((await t.backend.workflows.start('44', '101')).name).toBe('New');
  });

  it.each([
    ['a non-numeric submission', 'abc', '101'],
    ['a non-numeric type', '44', ''],
  ])(
    "refuses %s with 'submissionId and workflowTypeId must be numeric.'",
    async (_label, submission, type) => {
      await expect(t.backend.workflows.start(submission, type)).rejects.toMatchObject({
        code: 'INVALID_WORKFLOW_CREATE_PAYLOAD',
        message: 'submissionId and workflowTypeId must be numeric.',
      });
      expect(t.server.requests).toHaveLength(0);
    },
  );

  it("uses 'Failed to create workflow' when starting fails silently", async () => {
    t.server.on('PUT', `${W}/workflow`, { status: 400 });
    await expect(t.backend.workflows.start('44', '101')).rejects.toMatchObject({
      message: 'Failed to create workflow',
    });
  });

  it('cancels workflows, adds, completes and cancels steps on their paths', async () => {
    for (const [method, path] of [
      ['POST', `${W}/workflow/:id/cancel`],
      ['PUT', `${W}/step`],
      ['POST', `${W}/step/:id/complete`],
      ['POST', `${W}/step/:id/cancel`],
    ] as const) {
      t.server.on(method, path, ok(null));
    }
    await t.backend.workflows.cancel('12');
    await t.backend.workflows.addStep('12', '502');
    await t.backend.workflows.completeStep('70');
    await t.backend.workflows.cancelStep('71');
    expect(t.server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST ${W}/workflow/12/cancel`,
      `PUT ${W}/step`,
      `POST ${W}/step/70/complete`,
      `POST ${W}/step/71/cancel`,
    ]);
    expect(t.server.requests[1]?.json).toEqual({ workflowId: 12, stepTypeId: 502 });
  });
});
