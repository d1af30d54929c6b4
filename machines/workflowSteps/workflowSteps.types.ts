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
  /** The workflow the Add step modal or the cancel confirmation is about. */
  workflowId: string | null;
  /** The step being completed or cancelled. */
  stepId: string | null;
}

export type WorkflowStepsEvent =
  | { type: 'workflows.retry' }
  | { type: 'start.open' }
  | { type: 'addStep.open'; workflowId: string }
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
