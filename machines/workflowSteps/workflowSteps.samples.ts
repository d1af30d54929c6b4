import { AppError } from '../../src/domain/errors';
import { statusLabel } from '../../src/domain/statuses';
import type { Step, StepType, SubmissionWorkflows, Workflow, WorkflowType } from '../../src/domain/workflow';
import { defineSamples } from '../samples';
import { workflowStepsMachine } from './workflowSteps.machine';

const step = (id: string, stepTypeId: string, name: string, statusCode: number): Step => ({
  id,
  stepTypeId,
  name,
  statusCode,
  statusLabel: statusLabel(statusCode),
  stepTypeName: name,
});

const workflow = (id: string, statusCode: number, steps: Step[]): Workflow => ({
  id,
  submissionId: '7',
  workflowTypeId: '101',
  name: 'Standard grading',
  statusCode,
  statusLabel: statusLabel(statusCode),
  steps,
  openSteps: steps.filter((entry) => entry.statusCode !== 2 && entry.statusCode !== 3),
});

/**
 * Submission 7: workflow 11 (Pending) has one open step (21 Intake, pending), a completed and a
 * cancelled step; workflow 12 (In progress) has step 24 in progress and 25 on hold; workflow 13 is
 * Completed; workflow 14 was cancelled and is only in the history.
 */
export const SAMPLE_WORKFLOWS: SubmissionWorkflows = {
  id: '7',
  workflows: [
    workflow('11', 0, [
      step('21', '501', 'Intake', 0),
      step('22', '502', 'Prescreen', 2),
      step('23', '503', 'Ship to grader', 3),
    ]),
    workflow('12', 1, [step('24', '501', 'Intake', 1), step('25', '502', 'Prescreen', 4)]),
    workflow('13', 2, [step('26', '501', 'Intake', 2)]),
  ],
  history: [],
};
SAMPLE_WORKFLOWS.history = [...SAMPLE_WORKFLOWS.workflows, workflow('14', 3, [])];

const stepType = (id: string, name: string, next: string[], isInitialStep = false): StepType => ({
  id,
  workflowTypeId: '101',
  name,
  description: '',
  nextStepTypeIds: next,
  nextSteps: [],
  isInitialStep,
});

export const SAMPLE_WORKFLOW_TYPE: WorkflowType = {
  id: '101',
  name: 'Standard grading',
  description: 'Intake to grading',
  primaryStepTypeId: '501',
  updatedAt: null,
  stepTypes: [
    stepType('501', 'Intake', ['502', '503'], true),
    stepType('502', 'Prescreen', ['504']),
    stepType('503', 'Ship to grader', []),
    stepType('504', 'Return', []),
  ],
};

export const SAMPLE_WORKFLOW_TYPES: WorkflowType[] = [
  SAMPLE_WORKFLOW_TYPE,
  { ...SAMPLE_WORKFLOW_TYPE, id: '102', name: 'Consignment', stepTypes: [] },
];

/** Which workflows are listed and every status: what the guards and views depend on. */
const digest = (data: SubmissionWorkflows | null): string =>
  JSON.stringify([
    data?.workflows.map((run) => run.id),
    data?.history.map((run) => [run.id, run.statusCode, run.steps.map((entry) => entry.statusCode)]),
  ]);
const PRISTINE = digest(SAMPLE_WORKFLOWS);

// Verdicts, from seed B §4 and §5 (not from the machine): actions start only from the card at rest;
// Add step and Cancel workflow only on open workflows (11 Pending, 12 In progress; not 13 Completed or
// 14 Cancelled); Mark as complete and Cancel step only on pending (21) or in-progress (24) steps.
const REFUSED = { refuses: ['*'] };
const accepted = (target: string) => ({ accepts: { 'showing.idle': target }, refuses: ['*'] });

const failed = new AppError('HTTP_ERROR', 'Server error', { status: 500 });

export const workflowStepsSamples = defineSamples(workflowStepsMachine, {
  scenarios: [{ name: 'submission 7 is open with its Workflows card', input: { submissionId: '7' } }],
  events: [
    { type: 'xstate.done.actor.loadWorkflows', label: '3 workflows, one pending', output: SAMPLE_WORKFLOWS },
    { type: 'xstate.error.actor.loadWorkflows', label: 'the server fails', error: failed },
    { type: 'workflows.retry', label: 'retry' },
    // Start a workflow
    // Start a workflow: the dialog (choiceDialog) ends started, or closed without starting
    { type: 'start.open', label: "'Start workflow'" },
    {
      type: 'xstate.done.actor.startDialog',
      label: 'workflow 15 started',
      output: { submitted: true, result: workflow('15', 0, []) },
      verdict: { accepts: { 'showing.startDialog': 'showing.reloading' } },
    },
    {
      type: 'xstate.done.actor.startDialog',
      label: 'closed without starting',
      output: { submitted: false },
      verdict: { accepts: { 'showing.startDialog': 'showing.idle' } },
    },
    // Add step: accepted on the open workflow 11, refused on completed 13 and cancelled 14
    {
      type: 'addStep.open',
      label: 'pending workflow 11',
      workflowId: '11',
      verdict: accepted('showing.addStepDialog'),
    },
    { type: 'addStep.open', label: 'completed workflow 13', workflowId: '13', verdict: REFUSED },
    { type: 'addStep.open', label: 'cancelled workflow 14', workflowId: '14', verdict: REFUSED },
    {
      type: 'xstate.done.actor.addStepDialog',
      label: 'a step added',
      output: { submitted: true, result: undefined },
      verdict: { accepts: { 'showing.addStepDialog': 'showing.reloading' } },
    },
    {
      type: 'xstate.done.actor.addStepDialog',
      label: 'closed without adding',
      output: { submitted: false },
      verdict: { accepts: { 'showing.addStepDialog': 'showing.idle' } },
    },
    // Complete / cancel a step: pending 21 and in-progress 24 accepted; completed 22, cancelled 23 and
    // on-hold 25 refused
    {
      type: 'step.complete',
      label: 'pending step 21',
      stepId: '21',
      verdict: accepted('showing.completingStep'),
    },
    {
      type: 'step.complete',
      label: 'in-progress step 24',
      stepId: '24',
      verdict: accepted('showing.completingStep'),
    },
    { type: 'step.complete', label: 'completed step 22', stepId: '22', verdict: REFUSED },
    { type: 'step.complete', label: 'cancelled step 23', stepId: '23', verdict: REFUSED },
    { type: 'step.complete', label: 'on-hold step 25', stepId: '25', verdict: REFUSED },
    { type: 'xstate.done.actor.completeStep', label: 'completed', output: undefined },
    { type: 'xstate.error.actor.completeStep', label: 'the server fails', error: failed },
    {
      type: 'step.cancel',
      label: 'pending step 21',
      stepId: '21',
      verdict: accepted('showing.confirmingStepCancel'),
    },
    { type: 'step.cancel', label: 'on-hold step 25', stepId: '25', verdict: REFUSED },
    { type: 'xstate.done.actor.cancelStep', label: 'cancelled', output: undefined },
    { type: 'xstate.error.actor.cancelStep', label: 'the server fails', error: failed },
    // Cancel workflow: open 12 accepted, completed 13 refused
    {
      type: 'workflow.cancel',
      label: 'in-progress workflow 12',
      workflowId: '12',
      verdict: accepted('showing.confirmingWorkflowCancel'),
    },
    { type: 'workflow.cancel', label: 'completed workflow 13', workflowId: '13', verdict: REFUSED },
    { type: 'xstate.done.actor.cancelWorkflow', label: 'cancelled', output: undefined },
    { type: 'xstate.error.actor.cancelWorkflow', label: 'the server fails', error: failed },
    { type: 'confirm.accept', label: 'confirm' },
    // History
    { type: 'history.open', label: 'open the history' },
    { type: 'history.refresh', label: 'refresh' },
    { type: 'xstate.done.actor.loadHistory', label: '4 workflows', output: SAMPLE_WORKFLOWS.history },
    { type: 'xstate.error.actor.loadHistory', label: 'the server fails', error: failed },
    { type: 'dialog.close', label: 'close' },
    {
      type: 'xstate.done.actor.reloadWorkflows',
      label: '3 workflows, one pending',
      output: SAMPLE_WORKFLOWS,
    },
    { type: 'xstate.error.actor.reloadWorkflows', label: 'the server fails', error: failed },
  ],
  // Once an action has changed the list (and its reload failed), every further action would start
  // from a new list: the graph explores actions from the sample list only.
  filter: (snapshot) => !snapshot.matches({ showing: 'idle' }) || digest(snapshot.context.data) === PRISTINE,
  signature: (snapshot) => {
    const { data, stepId, workflowId } = snapshot.context;
    return {
      value: snapshot.value,
      data: digest(data),
      target: snapshot.matches({ showing: 'idle' }) ? null : [stepId, workflowId],
    };
  },
  stage: {
    'xstate.error.actor.loadWorkflows': { fault: 'workflows.forSubmission' },
    'xstate.error.actor.reloadWorkflows': {
      fault: 'workflows.forSubmission',
      where: 'after the action has started',
    },
    'xstate.error.actor.completeStep': { fault: 'workflows.completeStep' },
    'xstate.error.actor.cancelStep': { fault: 'workflows.cancelStep' },
    'xstate.error.actor.cancelWorkflow': { fault: 'workflows.cancel' },
    'xstate.error.actor.loadHistory': { fault: 'workflows.history' },
  },
  describe: {
    'xstate.done.actor.loadWorkflows': "the submission's workflows load",
    'xstate.error.actor.loadWorkflows': 'loading the workflows fails',
    'workflows.retry': 'the user asks to try again',
    'start.open': 'the user opens Start workflow',
    'xstate.done.actor.startDialog': 'the Start a workflow dialog ends (started, or closed)',
    'addStep.open': "the user picks Add step in a workflow's menu",
    'xstate.done.actor.addStepDialog': 'the Add step dialog ends (added, or closed)',
    'step.complete': 'the user presses Mark as complete on a step',
    'xstate.done.actor.completeStep': 'the step is completed',
    'xstate.error.actor.completeStep': 'completing the step fails',
    'step.cancel': 'the user presses Cancel step',
    'xstate.done.actor.cancelStep': 'the step is cancelled',
    'xstate.error.actor.cancelStep': 'cancelling the step fails',
    'workflow.cancel': "the user picks Cancel workflow in a workflow's menu",
    'xstate.done.actor.cancelWorkflow': 'the workflow is cancelled',
    'xstate.error.actor.cancelWorkflow': 'cancelling the workflow fails',
    'confirm.accept': 'the user confirms',
    'history.open': 'the user opens the workflow history',
    'history.refresh': 'the user refreshes the history',
    'xstate.done.actor.loadHistory': 'the history loads',
    'xstate.error.actor.loadHistory': 'refreshing the history fails',
    'dialog.close': 'the user closes the dialog',
    'xstate.done.actor.reloadWorkflows': 'the workflows are read again',
    'xstate.error.actor.reloadWorkflows': 'reading the workflows again fails',
  },
});
