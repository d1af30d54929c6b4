import { isOpenStatus, STATUS, statusLabel } from './statuses';
import type { Step, StepType, SubmissionWorkflows, Workflow, WorkflowType } from './workflow';

/**
 * The rules of workflows running on a submission (seed B §4), as pure functions the workflowSteps
 * machine and the views share.
 */

/** Add step and Cancel workflow are unavailable for completed or cancelled workflows. */
export const isWorkflowOpen = (workflow: Pick<Workflow, 'statusCode'>): boolean =>
  isOpenStatus(workflow.statusCode);

/** Only pending or in-progress steps can be completed or cancelled (not on-hold or failed ones). */
export const canFinishStep = (step: Pick<Step, 'statusCode'>): boolean =>
  step.statusCode === STATUS.pending || step.statusCode === STATUS.inProgress;

/** Cancelled steps are hidden. */
export const visibleSteps = (workflow: Workflow): Step[] =>
  workflow.steps.filter((step) => step.statusCode !== STATUS.cancelled);

export const openStepsOf = (steps: readonly Step[]): Step[] =>
  steps.filter((step) => isOpenStatus(step.statusCode));

export function findWorkflow(data: SubmissionWorkflows | null, workflowId: string): Workflow | null {
  return data?.workflows.find((workflow) => workflow.id === workflowId) ?? null;
}

export function findStep(
  data: SubmissionWorkflows | null,
  stepId: string,
): { workflow: Workflow; step: Step } | null {
  for (const workflow of data?.workflows ?? []) {
    const step = workflow.steps.find((candidate) => candidate.id === stepId);
    if (step) return { workflow, step };
  }
  return null;
}

const withStatus = <T extends { statusCode: number; statusLabel: string }>(item: T, code: number): T => ({
  ...item,
  statusCode: code,
  statusLabel: statusLabel(code),
});

/** Replaces one workflow in both the list and the history. */
function replaceWorkflow(data: SubmissionWorkflows, next: Workflow): SubmissionWorkflows {
  const swap = (workflow: Workflow) => (workflow.id === next.id ? next : workflow);
  return { ...data, workflows: data.workflows.map(swap), history: data.history.map(swap) };
}

function finishStep(data: SubmissionWorkflows, stepId: string, code: number): SubmissionWorkflows {
  const found = findStep(data, stepId);
  if (!found) return data;
  const steps = found.workflow.steps.map((step) => (step.id === stepId ? withStatus(step, code) : step));
  const openSteps = openStepsOf(steps);
  let workflow: Workflow = { ...found.workflow, steps, openSteps };
  // When no open steps remain after a completion, the workflow becomes Completed; while some remain, a
  // Pending one is In progress (decision 0363), as both backends answer.
  if (code === STATUS.completed && openSteps.length === 0) workflow = withStatus(workflow, STATUS.completed);
  else if (code === STATUS.completed && workflow.statusCode === STATUS.pending)
    workflow = withStatus(workflow, STATUS.inProgress);
  return replaceWorkflow(data, workflow);
}

export const applyStepCompleted = (data: SubmissionWorkflows, stepId: string): SubmissionWorkflows =>
  finishStep(data, stepId, STATUS.completed);

/** Cancelling a step never completes its workflow. */
export const applyStepCancelled = (data: SubmissionWorkflows, stepId: string): SubmissionWorkflows =>
  finishStep(data, stepId, STATUS.cancelled);

/** A cancelled workflow leaves the list and stays in the history. */
export function applyWorkflowCancelled(data: SubmissionWorkflows, workflowId: string): SubmissionWorkflows {
  const workflow = findWorkflow(data, workflowId);
  if (!workflow) return data;
  const cancelled = withStatus(workflow, STATUS.cancelled);
  const inHistory = data.history.some((entry) => entry.id === workflowId);
  return {
    ...data,
    workflows: data.workflows.filter((entry) => entry.id !== workflowId),
    history: inHistory
      ? data.history.map((entry) => (entry.id === workflowId ? cancelled : entry))
      : [cancelled, ...data.history],
  };
}

/** The list shown on the card: cancelled workflows are hidden (a server may still send them). */
export const listedWorkflows = (data: SubmissionWorkflows | null): Workflow[] =>
  (data?.workflows ?? []).filter((workflow) => workflow.statusCode !== STATUS.cancelled);

/**
 * The types Start a workflow offers (issue 37, decision 0363): only those with steps, since a run of a
 * type with none could never be given one.
 */
export const startableTypes = <T extends Pick<WorkflowType, 'stepTypes'>>(types: readonly T[]): T[] =>
  types.filter((type) => type.stepTypes.length > 0);

/**
 * Add step on a run with no steps yet preselects the first step offered, the type's initial step
 * (decision 0363): that is where every run of the type starts.
 */
export const preselectsInitialStep = (workflow: Pick<Workflow, 'steps'> | null): boolean =>
  workflow !== null && workflow.steps.length === 0;

/**
 * The steps offered by Add step: the next-step types of the workflow's open steps, in order and without
 * repeats; when that gives none (no open steps, or open steps with no next steps), every step type of
 * the workflow type, the initial step first.
 */
export function stepsOffered(workflow: Workflow, type: Pick<WorkflowType, 'stepTypes'>): StepType[] {
  const byId = new Map(type.stepTypes.map((stepType) => [stepType.id, stepType]));
  const nextIds: string[] = [];
  for (const step of openStepsOf(workflow.steps)) {
    const stepType = step.stepTypeId === null ? undefined : byId.get(step.stepTypeId);
    for (const id of stepType?.nextStepTypeIds ?? []) if (!nextIds.includes(id)) nextIds.push(id);
  }
  const next = nextIds.map((id) => byId.get(id)).filter((stepType): stepType is StepType => !!stepType);
  if (next.length > 0) return next;
  return [...type.stepTypes].sort((a, b) => Number(b.isInitialStep) - Number(a.isInitialStep));
}
