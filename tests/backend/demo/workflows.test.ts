import type { StepTypeInput } from '../../../src/domain/workflow';
import { demo, expectError } from './demo';

const stepInput = (workflowTypeId: number, overrides: Partial<StepTypeInput> = {}): StepTypeInput => ({
  workflowTypeId,
  name: 'Step',
  description: '',
  nextStepTypeIds: [],
  isInitialStep: false,
  ...overrides,
});

describe('demo workflows', () => {
  it('numbers new workflow types after 101.. and new step types after 501..', async () => {
    const { backend } = demo();
    const types = await backend.workflows.listTypes();
    expect(types.map((type) => type.name)).toEqual([...types.map((type) => type.name)].sort());
    const type = await backend.workflows.createType({
      name: '  ',
      description: ' d ',
      primaryStepTypeId: null,
    });
    expect(type).toMatchObject({ id: '105', name: 'New workflow', description: 'd' });
    const step = await backend.workflows.createStepType(stepInput(105, { name: ' ' }));
    expect(step).toMatchObject({ id: '511', name: 'New step', workflowTypeId: '105' });
  });

  it('keeps one initial step type per workflow type', async () => {
    const { backend } = demo();
    const made = await backend.workflows.createStepType(
      stepInput(101, { name: 'Triage', isInitialStep: true }),
    );
    const type = await backend.workflows.getType('101');
    expect(type.stepTypes.filter((step) => step.isInitialStep).map((step) => step.id)).toEqual([made.id]);
    const other = await backend.workflows.getType('102');
    expect(other.stepTypes.filter((step) => step.isInitialStep)).toHaveLength(1);
  });

  it('names next steps by their current names and drops links to a removed step type', async () => {
    const { backend } = demo();
    await backend.workflows.updateStepType(
      '502',
      stepInput(101, { name: 'Prescreen cards', nextStepTypeIds: [503] }),
    );
    const intake = await backend.workflows.getStepType('501');
    expect(intake.nextSteps).toEqual([
      { id: '502', name: 'Prescreen cards' },
      { id: '503', name: 'Ship to grader' },
    ]);
    await backend.workflows.removeStepType('503');
    expect((await backend.workflows.getStepType('501')).nextStepTypeIds).toEqual(['502']);
  });

  it('completes the workflow when its last open step is completed', async () => {
    const { backend } = demo();
    const workflow = await backend.workflows.start('3', '103');
    expect(workflow).toMatchObject({ name: 'Invoice change request', statusCode: 0, statusLabel: 'Pending' });
    await backend.workflows.addStep(workflow.id, '509');
    await backend.workflows.addStep(workflow.id, '510');
    const [first, second] =
      (await backend.workflows.forSubmission('3')).workflows.find((w) => w.id === workflow.id)?.steps ?? [];
    await backend.workflows.completeStep(first?.id ?? '');
    let current = (await backend.workflows.history('3')).find((w) => w.id === workflow.id);
    // a step done, one open: In progress (decision 0363)
    expect(current).toMatchObject({ statusCode: 1, statusLabel: 'In progress' });
    await backend.workflows.completeStep(second?.id ?? '');
    current = (await backend.workflows.history('3')).find((w) => w.id === workflow.id);
    expect(current).toMatchObject({ statusCode: 2, statusLabel: 'Completed', openSteps: [] });
  });

  it('cancels a workflow out of the open list and keeps it first in the history', async () => {
    const { backend } = demo();
    const workflow = await backend.workflows.start('3', '101');
    await backend.workflows.cancel(workflow.id);
    const { workflows, history } = await backend.workflows.forSubmission('3');
    expect(workflows.map((w) => w.id)).not.toContain(workflow.id);
    expect(history[0]).toMatchObject({ id: workflow.id, statusCode: 3, statusLabel: 'Cancelled' });
  });

  it('answers with the mock codes and texts', async () => {
    const { backend } = demo();
    const { workflows } = backend;
    await expectError(workflows.getType(''), 'MISSING_WORKFLOW_TYPE_ID', 'Workflow type id is required');
    await expectError(workflows.getType('999'), 'WORKFLOW_TYPE_NOT_FOUND', 'Workflow type not found');
    await expectError(workflows.getStepType(''), 'MISSING_STEP_TYPE_ID', 'Step type id is required');
    await expectError(workflows.getStepType('999'), 'STEP_TYPE_NOT_FOUND', 'Step type not found');
    await expectError(workflows.start('', '101'), 'MISSING_SUBMISSION_ID', 'Submission id is required');
    await expectError(workflows.start('3', ''), 'MISSING_WORKFLOW_TYPE_ID', 'Workflow type id is required');
    await expectError(
      workflows.start('three', '101'),
      'INVALID_WORKFLOW_CREATE_PAYLOAD',
      'submissionId and workflowTypeId must be numeric.',
    );
    await expectError(workflows.start('3', '999'), 'WORKFLOW_TYPE_NOT_FOUND', 'Workflow type not found');
    await expectError(workflows.cancel(''), 'MISSING_WORKFLOW_ID', 'Workflow id is required');
    await expectError(workflows.addStep('1', '501'), 'WORKFLOW_NOT_FOUND', 'Workflow not found');
    await expectError(workflows.addStep('1001', ''), 'MISSING_STEP_TYPE_ID', 'Step type id is required');
    await expectError(workflows.completeStep('1'), 'STEP_NOT_FOUND', 'Step not found');
    await expectError(workflows.forSubmission(''), 'MISSING_SUBMISSION_ID', 'Submission id is required');
    await expectError(
      workflows.createStepType(stepInput(0)),
      'MISSING_WORKFLOW_TYPE_ID',
      'Workflow type id is required',
    );
    await expectError(
      workflows.createStepType(stepInput(999)),
      'WORKFLOW_TYPE_NOT_FOUND',
      'Workflow type not found',
    );
  });

  it('removes a workflow type no workflow was started from, with its step types', async () => {
    const { backend } = demo();
    // 'Comic pressing' (104) has no runs
    const step = await backend.workflows.createStepType({
      workflowTypeId: 104,
      name: 'Press',
      description: '',
      nextStepTypeIds: [],
      isInitialStep: true,
    });
    await backend.workflows.removeType('104');
    await expectError(backend.workflows.getStepType(step.id), 'STEP_TYPE_NOT_FOUND', 'Step type not found');
    expect((await backend.workflows.listTypes()).map((type) => type.id)).not.toContain('104');
  });
});
