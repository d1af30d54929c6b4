import type { StepType, SubmissionWorkflows, Workflow, WorkflowType } from '../../src/domain/workflow';

export interface WorkflowStepsInput {
  submissionId: string;
}

export interface WorkflowStepsContext {
  submissionId: string;
  /** The open workflows and the history; kept on screen while an action or a reload runs. */
  data: SubmissionWorkflows | null;
  /** The first load failed: 'Unable to load workflows for this submission right now.' */
  loadFailed: boolean;
  /** Workflow types for the Start a workflow modal (reloaded each time it opens). */
  types: WorkflowType[];
  chosenTypeId: string | null;
  /** The workflow the Add step modal or the cancel confirmation is about. */
  workflowId: string | null;
  /** The step being completed or cancelled. */
  stepId: string | null;
  /** What Add step offers for `workflowId` (seed B §4). */
  stepOptions: StepType[];
  chosenStepTypeId: string | null;
  /** The modal's validation message ('Select a workflow type to start.', 'Select a step to add first.'). */
  formError: string | null;
  /** The modal's load failure ('Unable to load workflow types.', 'Unable to load step options…'). */
  dialogError: string | null;
}

export type WorkflowStepsEvent =
  | { type: 'workflows.retry' }
  | { type: 'start.open' }
  | { type: 'start.choose'; workflowTypeId: string }
  | { type: 'start.submit' }
  | { type: 'addStep.open'; workflowId: string }
  | { type: 'addStep.choose'; stepTypeId: string }
  | { type: 'addStep.submit' }
  | { type: 'step.complete'; stepId: string }
  | { type: 'step.cancel'; stepId: string }
  | { type: 'workflow.cancel'; workflowId: string }
  | { type: 'confirm.accept' }
  | { type: 'history.open' }
  | { type: 'history.refresh' }
  | { type: 'dialog.close' };

/** A toast the app raises through the `notify` action. */
export interface WorkflowNotice {
  type: 'success' | 'error';
  title: string;
  message: string;
}

/** What Add step needs from a workflow type: its step types. */
export type StepOptionsSource = Pick<WorkflowType, 'stepTypes'>;

export type { StepType, SubmissionWorkflows, Workflow, WorkflowType };
