import type { SnapshotFrom } from 'xstate';
import { AppError } from '../../../src/domain/errors';
import { statusLabel } from '../../../src/domain/statuses';
import type { Step, SubmissionWorkflows, Workflow } from '../../../src/domain/workflow';
import { workflowStepsMachine, workflowStepsSamples } from '../../../machines/workflowSteps';
import type { SampleEvent } from '../../../machines/samples';
import { defineUiMap } from '../../../scripts/lib/machine-graph/ui-map';

// The Workflows card of submission 1, as an admin with demo data: its real records (a completed
// Standard grading run, and Consignment intake in progress with 'Catalog & photo' pending). Every
// action is done on those records, or on an Invoice change request the walk starts itself; failures
// are staged with the demo's `workflows.*` fault switches; only the started run is cancelled, so the
// real one keeps its step to work on. The model answers each reload with what
// the demo then holds (the list after the action), so later steps act on what the screen shows. A
// step added through Add step is not followed by the model: nothing later acts on it.
type Machine = typeof workflowStepsMachine;
type Sample = SampleEvent<Machine>;

const withStatus = <T extends object>(item: T, statusCode: number) => ({
  ...item,
  statusCode,
  statusLabel: statusLabel(statusCode),
});
const step = (id: string, stepTypeId: string, name: string, statusCode: number): Step =>
  withStatus({ id, stepTypeId, name, stepTypeName: name }, statusCode);
const run = (id: string, workflowTypeId: string, name: string, statusCode: number, steps: Step[]): Workflow =>
  withStatus(
    {
      id,
      submissionId: '1',
      workflowTypeId,
      name,
      steps,
      openSteps: steps.filter((entry) => entry.statusCode === 0 || entry.statusCode === 1),
    },
    statusCode,
  );

/** Submission 1 in the demo's sample data (src/domain/sample-data/workflows.ts). */
const STANDARD = run('1001', '101', 'Standard grading', 2, [
  step('5001', '501', 'Intake', 2),
  step('5002', '502', 'Prescreen', 2),
  step('5003', '503', 'Ship to grader', 2),
  step('5004', '504', 'Grades posted', 2),
  step('5005', '505', 'Return shipped', 2),
]);
const CONSIGNMENT = run('1002', '102', 'Consignment intake', 1, [
  step('5006', '506', 'Check-in', 2),
  step('5007', '507', 'Catalog & photo', 0),
]);
const SUBMISSION_1: SubmissionWorkflows = {
  id: '1',
  workflows: [STANDARD, CONSIGNMENT],
  history: [CONSIGNMENT, STANDARD],
};
const FAILED = new AppError('HTTP_ERROR', 'Server error', { status: 500 });

/** The run the walk starts (its id is the model's; the screen knows it by name). */
const STARTED = run('1003', '103', 'Invoice change request', 0, []);

const NAMES: Readonly<Record<string, string>> = { '1002': CONSIGNMENT.name, '1003': STARTED.name };
const STEP_NAMES: Readonly<Record<string, string>> = { '5007': 'Catalog & photo' };

/** The started run is on the card (cancelled, it leaves the list and another can be started). */
const hasStarted = (data: SubmissionWorkflows | null) =>
  !!data && data.workflows.some((entry) => entry.id === STARTED.id);

/** Which runs are listed and every status: what the guards and the screen depend on. */
const digest = (data: SubmissionWorkflows | null): string =>
  JSON.stringify(
    data?.workflows.map((entry) => [entry.id, entry.statusCode, entry.steps.map((each) => each.statusCode)]),
  );

/** The dialog a state shows, and its confirm and close buttons. */
const stateKey = (snapshot: SnapshotFrom<Machine>) =>
  snapshot.matches({ showing: 'confirmingWorkflowCancel' })
    ? 'workflow'
    : snapshot.matches({ showing: 'confirmingStepCancel' })
      ? 'step'
      : 'history';
const DIALOG_BUTTONS = {
  'confirm.accept': { workflow: 'Cancel workflow', step: 'Cancel step', history: null },
  'dialog.close': { workflow: 'Keep workflow', step: 'Keep step', history: 'Close' },
} as const;

const startDialog = { role: 'dialog', name: 'Start a workflow' };
const addStepDialog = { role: 'dialog', name: 'Add step' };
const historyDialog = { role: 'dialog', name: 'Workflow history' };
const cancelWorkflowDialog = { role: 'alertdialog', name: 'Cancel workflow?' };
const cancelStepDialog = { role: 'alertdialog', name: 'Cancel step?' };
const confirmDialogOf = (button = '') => (button.endsWith('step') ? cancelStepDialog : cancelWorkflowDialog);
const workflowsCard = { see: { role: 'heading', name: 'Workflows' } };
const stepRow = (stepId: string) => ({
  role: 'listitem',
  name: `${STEP_NAMES[stepId] ?? stepId}, Pending`,
  exact: true,
});

const OPEN_SUBMISSION_1 = {
  signInAs: 'admin',
  goto: '/submissions/1',
  does: 'an admin signs in and opens submission 1',
} as const;

// A run or step submission 1 does not have (the machine's own sample, in the hand-off) cannot be
// acted on there.
const pickInMenu = (workflowId: string, item: string) => {
  const name = NAMES[workflowId];
  if (name === undefined) return null;
  return {
    does: `picks ${item} in the menu of ${name}`,
    actions: [
      { click: { role: 'button', name: `Actions for ${name}` } },
      { click: { role: 'menuitem', name: item } },
    ],
  };
};
const pressOnStep = (stepId: string, button: string) => {
  const name = STEP_NAMES[stepId];
  if (name === undefined) return null;
  return {
    does: `presses ${button} on ${name}`,
    actions: [{ click: { role: 'button', name: button, within: stepRow(stepId) } }],
  };
};

export const workflowStepsUi = defineUiMap(workflowStepsMachine, {
  machine: 'workflowSteps',
  screen: "submission 1's Workflows card",
  samples: {
    ...workflowStepsSamples,
    scenarios: [{ name: 'submission 1 is open with its Workflows card', input: { submissionId: '1' } }],
    events: [
      { type: 'xstate.done.actor.loadWorkflows', label: 'its two runs', output: SUBMISSION_1 },
      { type: 'xstate.error.actor.loadWorkflows', label: 'the server fails', error: FAILED },
      { type: 'workflows.retry', label: 'retry' },
      { type: 'start.open', label: "'Start workflow'" },
      {
        type: 'xstate.done.actor.startDialog',
        label: 'Invoice change request started',
        output: { submitted: true, result: STARTED },
      },
      {
        type: 'xstate.done.actor.startDialog',
        label: 'closed without starting',
        output: { submitted: false },
      },
      { type: 'addStep.open', label: 'Invoice change request', workflowId: STARTED.id },
      {
        type: 'xstate.done.actor.addStepDialog',
        label: 'its first step added',
        output: { submitted: true, result: undefined },
      },
      {
        type: 'xstate.done.actor.addStepDialog',
        label: 'closed without adding',
        output: { submitted: false },
      },
      { type: 'step.complete', label: "'Catalog & photo'", stepId: '5007' },
      { type: 'xstate.done.actor.completeStep', label: 'completed', output: undefined },
      { type: 'xstate.error.actor.completeStep', label: 'the server fails', error: FAILED },
      { type: 'step.cancel', label: "'Catalog & photo'", stepId: '5007' },
      { type: 'xstate.done.actor.cancelStep', label: 'cancelled', output: undefined },
      { type: 'xstate.error.actor.cancelStep', label: 'the server fails', error: FAILED },
      { type: 'workflow.cancel', label: 'Invoice change request', workflowId: STARTED.id },
      { type: 'xstate.done.actor.cancelWorkflow', label: 'cancelled', output: undefined },
      { type: 'xstate.error.actor.cancelWorkflow', label: 'the server fails', error: FAILED },
      // the confirmations and Close differ by dialog: one sample each, taken in its own state
      { type: 'confirm.accept', label: 'Cancel workflow' },
      { type: 'confirm.accept', label: 'Cancel step' },
      { type: 'history.open', label: 'open the history' },
      { type: 'history.refresh', label: 'refresh' },
      { type: 'xstate.error.actor.loadHistory', label: 'the server fails', error: FAILED },
      { type: 'dialog.close', label: 'Keep workflow' },
      { type: 'dialog.close', label: 'Keep step' },
      { type: 'dialog.close', label: 'Close' },
      { type: 'xstate.error.actor.reloadWorkflows', label: 'the server fails', error: FAILED },
    ],
    // a reload or the history answers what the demo holds after the action: what the card already shows
    eventsFor: (snapshot: SnapshotFrom<Machine>): Sample[] => {
      const { data } = snapshot.context;
      if (!data) return [];
      if (snapshot.matches({ showing: 'reloading' }))
        return [{ type: 'xstate.done.actor.reloadWorkflows', label: 'the list as it now is', output: data }];
      if (snapshot.matches({ showing: { history: 'refreshing' } }))
        return [{ type: 'xstate.done.actor.loadHistory', label: 'every run', output: data.history }];
      return [];
    },
    // one run is started at a time (a second of the same name would make its menu ambiguous)
    filter: (snapshot, sample) => {
      switch (sample.type) {
        case 'xstate.done.actor.startDialog':
          return !(sample.output as { submitted?: boolean }).submitted || !hasStarted(snapshot.context.data);
        case 'confirm.accept':
        case 'dialog.close':
          return sample.label === DIALOG_BUTTONS[sample.type][stateKey(snapshot)];
        default:
          return true;
      }
    },
    signature: (snapshot) => {
      const { data, stepId, workflowId } = snapshot.context;
      return {
        value: snapshot.value,
        data: digest(data),
        started: hasStarted(data),
        target: snapshot.matches({ showing: 'idle' }) ? null : [stepId, workflowId],
      };
    },
  },
  start: {
    'submission 1 is open with its Workflows card': OPEN_SUBMISSION_1,
    // the hand-off's paths run on the machine's own sample (submission 7): a tester opens submission 1
    'submission 7 is open with its Workflows card': OPEN_SUBMISSION_1,
  },
  events: {
    'xstate.done.actor.loadWorkflows': 'app',
    'xstate.error.actor.loadWorkflows': 'app',
    'xstate.done.actor.reloadWorkflows': 'app',
    'xstate.error.actor.reloadWorkflows': 'app',
    'xstate.done.actor.loadHistory': 'app',
    'xstate.error.actor.loadHistory': 'app',
    'xstate.done.actor.completeStep': 'app',
    'xstate.error.actor.completeStep': 'app',
    'xstate.done.actor.cancelStep': 'app',
    'xstate.error.actor.cancelStep': 'app',
    'xstate.done.actor.cancelWorkflow': 'app',
    'xstate.error.actor.cancelWorkflow': 'app',
    'workflows.retry': () => ({
      does: 'presses Try again beside the message',
      actions: [{ click: { role: 'button', name: 'Try again' } }],
    }),
    'start.open': () => ({
      does: 'presses Start workflow on the card',
      actions: [{ click: { role: 'button', name: 'Start workflow' } }],
    }),
    'xstate.done.actor.startDialog': (sample) =>
      sample.output.submitted
        ? {
            does: 'picks Invoice change request and presses Start workflow in the dialog',
            actions: [
              { choose: 'Workflow type', option: STARTED.name, within: startDialog },
              { click: { role: 'button', name: 'Start workflow', within: startDialog } },
            ],
          }
        : {
            does: 'presses Cancel in the dialog',
            actions: [{ click: { role: 'button', name: 'Cancel', within: startDialog } }],
          },
    'addStep.open': (sample) => pickInMenu(sample.workflowId, 'Add step'),
    // a run with no steps offers its type's first step, chosen already
    'xstate.done.actor.addStepDialog': (sample) =>
      sample.output.submitted
        ? {
            does: 'presses Add step in the dialog (Review request is chosen)',
            actions: [{ click: { role: 'button', name: 'Add step', within: addStepDialog } }],
          }
        : {
            does: 'presses Cancel in the dialog',
            actions: [{ click: { role: 'button', name: 'Cancel', within: addStepDialog } }],
          },
    'workflow.cancel': (sample) => pickInMenu(sample.workflowId, 'Cancel workflow'),
    'step.complete': (sample) => pressOnStep(sample.stepId, 'Mark as complete'),
    'step.cancel': (sample) => pressOnStep(sample.stepId, 'Cancel step'),
    'confirm.accept': (sample) =>
      sample.label === 'Cancel workflow' || sample.label === 'Cancel step'
        ? {
            does: `presses ${sample.label} in the dialog`,
            actions: [
              { click: { role: 'button', name: sample.label, within: confirmDialogOf(sample.label) } },
            ],
          }
        : null,
    'history.open': () => ({
      does: 'presses View history',
      actions: [{ click: { role: 'button', name: 'View history' } }],
    }),
    'history.refresh': () => ({
      does: 'presses Refresh history',
      actions: [{ click: { role: 'button', name: 'Refresh history', within: historyDialog } }],
    }),
    'dialog.close': (sample) =>
      sample.label === 'Close'
        ? {
            does: "presses the history's Close",
            actions: [{ click: { role: 'button', name: 'Close', within: historyDialog, first: true } }],
          }
        : sample.label === 'Keep workflow' || sample.label === 'Keep step'
          ? {
              does: `presses ${sample.label} in the dialog`,
              actions: [
                { click: { role: 'button', name: sample.label, within: confirmDialogOf(sample.label) } },
              ],
            }
          : null,
  },
  states: {
    loading: null,
    reloading: null,
    'showing.reloading': null,
    'showing.completingStep': null,
    'showing.cancellingStep': null,
    'showing.cancellingWorkflow': null,
    'showing.idle': {
      sees: 'the Workflows card with its actions enabled, no dialog open',
      // The dialogs first: while the 'Start a workflow' dialog closes, its own Start workflow button
      // is still on the page beside the card's, and the card's button is only one of two.
      checks: [
        workflowsCard,
        { hidden: startDialog },
        { hidden: addStepDialog },
        { enabled: { role: 'button', name: 'Start workflow' } },
      ],
    },
    'showing.startDialog': { sees: "the 'Start a workflow' dialog", checks: [{ see: startDialog }] },
    'showing.addStepDialog': { sees: "the 'Add step' dialog", checks: [{ see: addStepDialog }] },
    'showing.confirmingWorkflowCancel': {
      sees: "'Cancel workflow?' with Keep workflow and Cancel workflow",
      checks: [{ see: cancelWorkflowDialog }],
    },
    'showing.confirmingStepCancel': {
      sees: "'Cancel step?' with Keep step and Cancel step",
      checks: [{ see: cancelStepDialog }],
    },
    'showing.history': { sees: "the 'Workflow history' dialog", checks: [{ see: historyDialog }] },
    failed: {
      sees: "'Unable to load workflows for this submission right now.' with Try again",
      checks: [
        { text: 'Unable to load workflows for this submission right now.' },
        { see: { role: 'button', name: 'Try again' } },
      ],
    },
    showing: { sees: 'the Workflows card', checks: [workflowsCard] },
  },
});
