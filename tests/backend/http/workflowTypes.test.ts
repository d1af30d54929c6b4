// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ok, setupHttpBackend } from './harness';

const t = setupHttpBackend();
const W = '/api/employee/workflow';

describe('workflow types', () => {
  it('lists the types with their step types', async () => {
    t.server.on(
      'GET',
      `${W}/workflowtype`,
      ok([
        {
          id: 101,
          name: 'Grading',
          primaryStepTypeId: 501,
          stepTypes: [
            {
              id: 501,
              workflowType: { id: 101 },
              name: 'Intake',
              nextStepDtos: [{ toStepTypeId: 502, toStepName: 'Photograph' }],
              isInitialStep: true,
            },
          ],
        },
      ]),
    );
    const [type] = await t.backend.workflows.listTypes();
    expect(type).toMatchObject({ id: '101', name: 'Grading', description: '', primaryStepTypeId: '501' });
    expect(type?.stepTypes[0]).toEqual({
      id: '501',
      workflowTypeId: '101',
      name: 'Intake',
      description: '',
      nextStepTypeIds: ['502'],
      nextSteps: [{ id: '502', name: 'Photograph' }],
      isInitialStep: true,
    });
  });

  it('creates a type, then re-fetches it', async () => {
    t.server.on('PUT', `${W}/workflowtype`, ok(102));
    t.server.on('GET', `${W}/workflowtype/:id`, ok({ id: 102, name: 'Consignment' }));
    const created = await t.backend.workflows.createType({
      name: 'Consignment',
      description: 'd',
      primaryStepTypeId: null,
    });
    expect(created.name).toBe('Consignment');
    expect(t.server.requests[0]?.json).toEqual({
      name: 'Consignment',
      description: 'd',
      primaryStepTypeId: null,
    });
    expect(t.server.requests[1]?.path).toBe(`${W}/workflowtype/102`);
  });

  it('updates a type with POST, then re-fetches it; deletes with DELETE', async () => {
    t.server.on('POST', `${W}/workflowtype/:id`, ok(null));
    t.server.on('GET', `${W}/workflowtype/:id`, ok({ id: 102, name: 'Renamed' }));
    t.server.on('DELETE', `${W}/workflowtype/:id`, { status: 204 });
    expect(
      (
        await t.backend.workflows.updateType('102', {
          name: 'Renamed',
          description: '',
          primaryStepTypeId: 5,
        })
      ).name,
    ).toBe('Renamed');
    await t.backend.workflows.removeType('102');
    expect(t.server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST ${W}/workflowtype/102`,
      `GET ${W}/workflowtype/102`,
      `DELETE ${W}/workflowtype/102`,
    ]);
  });

  it("answers an unreadable type with WORKFLOW_TYPE_PARSE_ERROR and a failed list with 'Failed to load workflow types'", async () => {
    t.server.on('GET', `${W}/workflowtype/:id`, ok({ name: 'no id' }));
    await expect(t.backend.workflows.getType('1')).rejects.toMatchObject({
      code: 'WORKFLOW_TYPE_PARSE_ERROR',
    });
    t.server.on('GET', `${W}/workflowtype`, { status: 400 });
    await expect(t.backend.workflows.listTypes()).rejects.toMatchObject({
      message: 'Failed to load workflow types',
    });
  });

  it('refuses a blank type id with MISSING_WORKFLOW_TYPE_ID', async () => {
    await expect(t.backend.workflows.getType('')).rejects.toMatchObject({ code: 'MISSING_WORKFLOW_TYPE_ID' });
    expect(t.server.requests).toHaveLength(0);
  });
});

describe('step types', () => {
  const input = {
    workflowTypeId: 101,
    name: 'QA',
    description: '',
    nextStepTypeIds: [503],
    isInitialStep: false,
  };

  it('creates and re-fetches a step type, reading nextSteps and nextStepTypeIds', async () => {
    t.server.on('PUT', `${W}/steptype`, ok({ id: 502 }));
    t.server.on(
      'GET',
      `${W}/steptype/:id`,
      ok({
        id: 502,
        workflowTypeId: '101',
        name: 'QA',
        nextSteps: [{ id: 503, name: 'Ship' }],
        nextStepTypeIds: [503, 'x7'],
      }),
    );
    const created = await t.backend.workflows.createStepType(input);
    expect(t.server.requests[0]?.json).toEqual(input);
    expect(created).toMatchObject({
      id: '502',
      workflowTypeId: '101',
      nextStepTypeIds: ['503', 'x7'],
      nextSteps: [{ id: '503', name: 'Ship' }],
    });
  });

  it('needs a positive numeric workflow type to create a step type', async () => {
    await expect(t.backend.workflows.createStepType({ ...input, workflowTypeId: 0 })).rejects.toMatchObject({
      code: 'MISSING_WORKFLOW_TYPE_ID',
    });
    expect(t.server.requests).toHaveLength(0);
  });

  it('answers an unreadable step type with STEP_TYPE_PARSE_ERROR', async () => {
    t.server.on('GET', `${W}/steptype/:id`, ok('nonsense'));
    await expect(t.backend.workflows.getStepType('5')).rejects.toMatchObject({
      code: 'STEP_TYPE_PARSE_ERROR',
    });
  });

  it('updates and deletes a step type', async () => {
    t.server.on('POST', `${W}/steptype/:id`, ok(null));
    t.server.on('GET', `${W}/steptype/:id`, ok({ id: 502 }));
    t.server.on('DELETE', `${W}/steptype/:id`, ok(null));
    await t.backend.workflows.updateStepType('502', input);
    await t.backend.workflows.removeStepType('502');
    expect(t.server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST ${W}/steptype/502`,
      `GET ${W}/steptype/502`,
      `DELETE ${W}/steptype/502`,
    ]);
  });
});
