import { describe, expect, it } from 'vitest';
import { SAMPLE_WORKFLOW_TYPE, SAMPLE_WORKFLOWS } from '../../machines/workflowSteps';
import {
  applyStepCompleted,
  applyWorkflowCancelled,
  listedWorkflows,
  preselectsInitialStep,
  startableTypes,
  stepsOffered,
  visibleSteps,
} from '../../src/domain/workflowRuns';
import type { Workflow } from '../../src/domain/workflow';

const [pending, inProgress] = SAMPLE_WORKFLOWS.workflows as [Workflow, Workflow, Workflow];

describe('workflows on a submission (seed B §4)', () => {
  it('offers the next steps of the open steps, in order and once each', () => {
    expect(stepsOffered(pending, SAMPLE_WORKFLOW_TYPE).map((type) => type.name)).toEqual([
      'Prescreen',
      'Ship to grader',
    ]);
    // open steps 24 (Intake → 502, 503) and 25 (Prescreen → 504)
    expect(stepsOffered(inProgress, SAMPLE_WORKFLOW_TYPE).map((type) => type.id)).toEqual([
      '502',
      '503',
      '504',
    ]);
  });

  it('offers every step type, the initial one first, when no open step leads anywhere', () => {
    const fresh: Workflow = { ...pending, steps: [], openSteps: [] };
    const type = { stepTypes: [...SAMPLE_WORKFLOW_TYPE.stepTypes].reverse() };
    expect(stepsOffered(fresh, type).map((stepType) => stepType.id)).toEqual(['501', '504', '503', '502']);
    expect(stepsOffered(fresh, { stepTypes: [] })).toEqual([]);
  });

  it('completes the workflow with its last open step, but not while another step is open', () => {
    const done = applyStepCompleted(SAMPLE_WORKFLOWS, '21');
    expect(done.workflows[0]).toMatchObject({ statusCode: 2, statusLabel: 'Completed', openSteps: [] });
    const partly = applyStepCompleted(SAMPLE_WORKFLOWS, '24');
    expect(partly.workflows[1]).toMatchObject({ statusCode: 1 });
    expect(partly.workflows[1]?.openSteps.map((step) => step.id)).toEqual(['25']);
  });

  it('makes a Pending workflow In progress when a step is completed and another stays open (decision 0363)', () => {
    const started: Workflow = {
      ...pending,
      steps: [...pending.steps, { ...pending.steps[0]!, id: '29', statusCode: 0, statusLabel: 'Pending' }],
    };
    const data = { ...SAMPLE_WORKFLOWS, workflows: [started, ...SAMPLE_WORKFLOWS.workflows.slice(1)] };
    expect(applyStepCompleted(data, '21').workflows[0]).toMatchObject({
      statusCode: 1,
      statusLabel: 'In progress',
    });
  });

  it('starts only types with steps, and a run with no steps at its initial step (decision 0363)', () => {
    const types = [{ name: 'Comic pressing', stepTypes: [] }, SAMPLE_WORKFLOW_TYPE];
    expect(startableTypes(types)).toEqual([SAMPLE_WORKFLOW_TYPE]);
    expect(preselectsInitialStep({ steps: [] })).toBe(true);
    expect(preselectsInitialStep(pending)).toBe(false);
    expect(preselectsInitialStep(null)).toBe(false);
  });

  it('hides cancelled steps and moves a cancelled workflow to the history only', () => {
    expect(visibleSteps(pending).map((step) => step.id)).toEqual(['21', '22']);
    const after = applyWorkflowCancelled(SAMPLE_WORKFLOWS, '12');
    expect(listedWorkflows(after).map((workflow) => workflow.id)).toEqual(['11', '13']);
    expect(after.history.find((workflow) => workflow.id === '12')?.statusLabel).toBe('Cancelled');
  });
});
