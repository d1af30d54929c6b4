export { workflowStepsMachine } from './workflowSteps.machine';
export {
  workflowStepsSamples,
  SAMPLE_WORKFLOWS,
  SAMPLE_WORKFLOW_TYPE,
  SAMPLE_WORKFLOW_TYPES,
} from './workflowSteps.samples';
export * from './workflowSteps.texts';
export * from './workflowSteps.connect';
export type * from './workflowSteps.types';
export { choiceDialogMachine } from './choiceDialog.machine';
export { choiceDialogSamples } from './choiceDialog.samples';
export * from './choiceDialog.connect';
export type * from './choiceDialog.types';
