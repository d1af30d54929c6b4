import type { WorkflowNotice } from './workflowSteps.types';

/** Seed B §8, Workflows on submission: the texts users see when a call fails. */
export const WORKFLOW_STEP_FAILURES = {
  load: 'Unable to load workflows for this submission right now.',
  complete: 'Unable to complete this step right now.',
  cancelStep: 'Unable to cancel this step right now.',
  cancelWorkflow: 'Unable to cancel this workflow right now.',
  addStep: 'Unable to add step right now.',
  stepOptions: 'Unable to load step options for this workflow.',
  history: 'Unable to refresh workflow history right now.',
  types: 'Unable to load workflow types.',
  start: 'Unable to start a workflow for this submission right now. Please try again later.',
} as const;

/** 'No steps are available to add yet.' (the Add step modal with nothing to offer). */
export const NO_STEPS_TO_ADD = 'No steps are available to add yet.';

/** The seed names no success texts for the card; these say what just happened (docs/decisions/0015-workflows.md). */
export const WORKFLOW_STEP_SUCCESSES = {
  start: 'Workflow started',
  addStep: 'Step added',
  complete: 'Step completed',
  cancelStep: 'Step cancelled',
  cancelWorkflow: 'Workflow cancelled',
  history: 'History refreshed',
} as const;

export const ERROR_TITLE = 'Something went wrong';

export const failure = (key: keyof typeof WORKFLOW_STEP_FAILURES): WorkflowNotice => ({
  type: 'error',
  title: ERROR_TITLE,
  message: WORKFLOW_STEP_FAILURES[key],
});

export const success = (key: keyof typeof WORKFLOW_STEP_SUCCESSES): WorkflowNotice => ({
  type: 'success',
  title: WORKFLOW_STEP_SUCCESSES[key],
  message: '',
});
