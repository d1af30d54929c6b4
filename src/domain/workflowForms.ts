import { compact, isBlank, trimToNull } from './formRules';
import type { FieldErrors } from './formRules';
import type { StepTypeInput, WorkflowTypeInput } from './workflow';

export const WORKFLOW_MESSAGES = {
  workflowTypeRequired: 'Select a workflow type to start.',
  stepRequired: 'Select a step to add first.',
  workflowNameRequired: 'Workflow name is required.',
  workflowNameEmpty: 'Workflow name cannot be empty.',
  stepNameRequired: 'Step name is required.',
  /** A type with runs is kept: its runs name it and take their steps from it (decision 0363). */
  workflowTypeInUse: 'Workflows have been started from this type, so it cannot be deleted.',
} as const;

/** The server's code for a refused deletion of a workflow type in use (409). */
export const WORKFLOW_TYPE_IN_USE_CODE = 'WORKFLOW_TYPE_IN_USE';

/** The Start a workflow modal: a type must be chosen. */
export function validateStartWorkflow(values: {
  workflowTypeId: string | null;
}): FieldErrors<'workflowTypeId'> {
  return compact({
    workflowTypeId: isBlank(values.workflowTypeId) ? WORKFLOW_MESSAGES.workflowTypeRequired : undefined,
  });
}

/** The Add step modal: a step must be chosen. */
export function validateAddStep(values: { stepTypeId: string | null }): FieldErrors<'stepTypeId'> {
  return compact({ stepTypeId: isBlank(values.stepTypeId) ? WORKFLOW_MESSAGES.stepRequired : undefined });
}

export interface WorkflowTypeFormValues {
  name: string;
  description: string;
  /** '' or null when no primary step type is chosen. */
  primaryStepTypeId: string | null;
}

/** Creating and renaming word the same rule differently. */
export function validateWorkflowTypeForm(
  values: Pick<WorkflowTypeFormValues, 'name'>,
  mode: 'create' | 'update',
): FieldErrors<'name'> {
  const message =
    mode === 'create' ? WORKFLOW_MESSAGES.workflowNameRequired : WORKFLOW_MESSAGES.workflowNameEmpty;
  return compact({ name: isBlank(values.name) ? message : undefined });
}

const toIdNumber = (value: string | null): number | null => {
  const text = trimToNull(value);
  const number = text === null ? Number.NaN : Number(text);
  return Number.isInteger(number) ? number : null;
};

export const toWorkflowTypeInput = (values: WorkflowTypeFormValues): WorkflowTypeInput => ({
  name: values.name.trim(),
  description: values.description.trim(),
  primaryStepTypeId: toIdNumber(values.primaryStepTypeId),
});

export interface StepTypeFormValues {
  name: string;
  description: string;
  nextStepTypeIds: readonly string[];
  isInitialStep: boolean;
}

export function validateStepTypeForm(values: Pick<StepTypeFormValues, 'name'>): FieldErrors<'name'> {
  return compact({ name: isBlank(values.name) ? WORKFLOW_MESSAGES.stepNameRequired : undefined });
}

/** Ids that are not whole numbers are dropped: the contract sends next-step ids as integers. */
export const toStepTypeInput = (workflowTypeId: number, values: StepTypeFormValues): StepTypeInput => ({
  workflowTypeId,
  name: values.name.trim(),
  description: values.description.trim(),
  nextStepTypeIds: values.nextStepTypeIds.map(toIdNumber).filter((id): id is number => id !== null),
  isInitialStep: values.isInitialStep,
});
