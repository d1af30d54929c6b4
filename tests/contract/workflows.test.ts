// @vitest-environment node
import { expect } from 'vitest';
import type { Backend } from '../../src/backend/backend';
import type { StepTypeInput } from '../../src/domain/workflow';
import { type CallSpec, describeCalls, setupClients } from './describeCalls';

const clients = setupClients();
const UNKNOWN = '999999';
const stepType = (overrides: Partial<StepTypeInput> = {}): StepTypeInput => ({
  workflowTypeId: 101,
  name: 'Contract step',
  description: 'Added by the contract suite',
  nextStepTypeIds: [503],
  isInitialStep: false,
  ...overrides,
});

/** A fresh Pending workflow on submission 2, with one open Intake step. */
async function openWorkflow(b: Backend) {
  const workflow = await b.workflows.start('2', '101');
  await b.workflows.addStep(workflow.id, '501');
  const summary = await b.workflows.forSubmission('2');
  const fresh = summary.workflows.find((item) => item.id === workflow.id);
  const step = fresh?.openSteps[0];
  if (!fresh || !step) throw new Error('the new workflow has no open step');
  return { workflow: fresh, step };
}

const definitions: CallSpec[] = [
  {
    name: 'GET /employee/workflow/workflowtype',
    access: 'staff',
    ok: (b) => b.workflows.listTypes(),
    expectOk: (types) =>
      expect(types).toEqual(expect.arrayContaining([expect.objectContaining({ id: '101' })])),
  },
  {
    name: 'GET /employee/workflow/workflowtype/{id}',
    access: 'staff',
    ok: (b) => b.workflows.getType('101'),
    expectOk: (type) => expect(type).toMatchObject({ id: '101', name: 'Standard grading' }),
    invalid: (b) => b.workflows.getType('standard'),
    missing: (b) => b.workflows.getType(UNKNOWN),
  },
  {
    name: 'PUT /employee/workflow/workflowtype',
    access: 'admin',
    ok: (b) => b.workflows.createType({ name: 'Contract flow', description: '', primaryStepTypeId: null }),
    expectOk: (type) => expect(type).toMatchObject({ name: 'Contract flow', stepTypes: [] }),
    invalid: (b) => b.workflows.createType({ name: ' ', description: '', primaryStepTypeId: null }),
    invalidMessage: 'Workflow name is required.',
  },
  {
    name: 'POST /employee/workflow/workflowtype/{id}',
    access: 'admin',
    ok: (b) =>
      b.workflows.updateType('103', {
        name: 'Invoice changes',
        description: 'Renamed',
        primaryStepTypeId: 509,
      }),
    expectOk: (type) =>
      expect(type).toMatchObject({ id: '103', name: 'Invoice changes', primaryStepTypeId: '509' }),
    invalid: (b) => b.workflows.updateType('103', { name: '', description: '', primaryStepTypeId: null }),
    invalidMessage: 'Workflow name cannot be empty.',
    missing: (b) => b.workflows.updateType(UNKNOWN, { name: 'x', description: '', primaryStepTypeId: null }),
  },
  {
    name: 'DELETE /employee/workflow/workflowtype/{id}',
    access: 'admin',
    ok: async (b) => {
      const type = await b.workflows.createType({
        name: 'Short lived',
        description: '',
        primaryStepTypeId: null,
      });
      await b.workflows.removeType(type.id);
      return b.workflows.listTypes();
    },
    expectOk: (types) =>
      expect(types).not.toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Short lived' })])),
    guarded: (b) => b.workflows.removeType('104'),
    invalid: (b) => b.workflows.removeType('comic'),
    missing: (b) => b.workflows.removeType(UNKNOWN),
  },
  {
    name: 'GET /employee/workflow/steptype/{id}',
    access: 'staff',
    ok: (b) => b.workflows.getStepType('501'),
    expectOk: (step) =>
      expect(step).toMatchObject({ id: '501', name: 'Intake', nextStepTypeIds: ['502', '503'] }),
    invalid: (b) => b.workflows.getStepType('intake'),
    missing: (b) => b.workflows.getStepType(UNKNOWN),
  },
  {
    name: 'PUT /employee/workflow/steptype',
    access: 'admin',
    ok: (b) => b.workflows.createStepType(stepType()),
    expectOk: (step) =>
      expect(step).toMatchObject({ workflowTypeId: '101', name: 'Contract step', nextStepTypeIds: ['503'] }),
    invalid: (b) => b.workflows.createStepType(stepType({ name: '' })),
    invalidMessage: 'Step name is required.',
    missing: (b) => b.workflows.createStepType(stepType({ workflowTypeId: 999999, nextStepTypeIds: [] })),
  },
  {
    name: 'POST /employee/workflow/steptype/{id}',
    access: 'admin',
    ok: (b) => b.workflows.updateStepType('505', stepType({ name: 'Return shipped', nextStepTypeIds: [] })),
    expectOk: (step) => expect(step).toMatchObject({ id: '505', name: 'Return shipped' }),
    invalid: (b) => b.workflows.updateStepType('505', stepType({ nextStepTypeIds: [507] })),
    invalidMessage: 'Next steps must be steps of the same workflow.',
    missing: (b) => b.workflows.updateStepType(UNKNOWN, stepType()),
  },
  {
    name: 'DELETE /employee/workflow/steptype/{id}',
    access: 'admin',
    ok: async (b) => {
      const created = await b.workflows.createStepType(stepType({ name: 'Temporary' }));
      await b.workflows.removeStepType(created.id);
      return (await b.workflows.getType('101')).stepTypes;
    },
    expectOk: (steps) =>
      expect(steps).not.toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Temporary' })])),
    guarded: (b) => b.workflows.removeStepType('510'),
    invalid: (b) => b.workflows.removeStepType('last'),
    missing: (b) => b.workflows.removeStepType(UNKNOWN),
  },
];

const runs: CallSpec[] = [
  {
    name: 'GET /employee/workflow/submission/{id}',
    access: 'staff',
    ok: (b) => b.workflows.forSubmission('2'),
    expectOk: (summary) =>
      expect(summary).toMatchObject({ id: '2', workflows: expect.any(Array), history: expect.any(Array) }),
    invalid: (b) => b.workflows.forSubmission('two'),
    missing: (b) => b.workflows.forSubmission(UNKNOWN),
  },
  {
    name: 'GET /employee/workflow/submission/{id}/history',
    access: 'staff',
    ok: (b) => b.workflows.history('2'),
    expectOk: (history) => expect(Array.isArray(history)).toBe(true),
    invalid: (b) => b.workflows.history('two'),
    missing: (b) => b.workflows.history(UNKNOWN),
  },
  {
    name: 'PUT /employee/workflow/workflow',
    access: 'staff',
    ok: (b) => b.workflows.start('2', '102'),
    expectOk: (workflow) =>
      expect(workflow).toMatchObject({ submissionId: '2', workflowTypeId: '102', statusCode: 0, steps: [] }),
    invalid: (b) => b.workflows.start('0', '102'),
    invalidMessage: 'submissionId and workflowTypeId must be numeric.',
    missing: (b) => b.workflows.start('2', UNKNOWN),
  },
  {
    name: 'POST /employee/workflow/workflow/{id}/cancel',
    access: 'staff',
    ok: async (b) => {
      const { workflow } = await openWorkflow(b);
      await b.workflows.cancel(workflow.id);
      return (await b.workflows.forSubmission('2')).history.find((item) => item.id === workflow.id);
    },
    expectOk: (workflow) => expect(workflow).toMatchObject({ statusCode: 3 }),
    guarded: (b) => b.workflows.cancel('1001'),
    invalid: (b) => b.workflows.cancel('first'),
    missing: (b) => b.workflows.cancel(UNKNOWN),
  },
  {
    name: 'PUT /employee/workflow/step',
    access: 'staff',
    ok: async (b) => {
      const { workflow } = await openWorkflow(b);
      await b.workflows.addStep(workflow.id, '502');
      return (await b.workflows.forSubmission('2')).workflows.find((item) => item.id === workflow.id);
    },
    expectOk: (workflow) =>
      expect(workflow).toMatchObject({ openSteps: [{ name: 'Intake' }, { name: 'Prescreen' }] }),
    guarded: (b) => b.workflows.addStep('1001', '502'),
    invalid: async (b) => b.workflows.addStep((await openWorkflow(b)).workflow.id, '506'),
    invalidMessage: 'That step belongs to another workflow type.',
    missing: (b) => b.workflows.addStep(UNKNOWN, '502'),
  },
  {
    name: 'POST /employee/workflow/step/{id}/complete',
    access: 'staff',
    ok: async (b) => {
      const { workflow, step } = await openWorkflow(b);
      await b.workflows.completeStep(step.id);
      return (await b.workflows.forSubmission('2')).workflows.find((item) => item.id === workflow.id);
    },
    expectOk: (workflow) => expect(workflow).toMatchObject({ statusCode: 2, openSteps: [] }),
    guarded: (b) => b.workflows.completeStep('5001'),
    invalid: (b) => b.workflows.completeStep('first'),
    missing: (b) => b.workflows.completeStep(UNKNOWN),
  },
  {
    name: 'POST /employee/workflow/step/{id}/cancel',
    access: 'staff',
    ok: async (b) => {
      const { workflow, step } = await openWorkflow(b);
      await b.workflows.cancelStep(step.id);
      return (await b.workflows.forSubmission('2')).workflows.find((item) => item.id === workflow.id);
    },
    expectOk: (workflow) => expect(workflow).toMatchObject({ statusCode: 0, openSteps: [] }),
    guarded: (b) => b.workflows.cancelStep('5001'),
    invalid: (b) => b.workflows.cancelStep('first'),
    missing: (b) => b.workflows.cancelStep(UNKNOWN),
  },
];

describeCalls('workflow definitions through the HTTP backend', clients, definitions);
describeCalls('workflows on submissions through the HTTP backend', clients, runs);
