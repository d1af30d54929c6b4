import { workflowStepsMachine } from '../../../machines/workflowSteps';
import { defineUiMap } from '../../../scripts/lib/machine-graph/ui-map';

// The Workflows card of submission 1, as an admin with demo data. Start workflow and the history are
// driven from the screen; actions on one workflow or step depend on which records the demo data has,
// and failures need the server to fail: the model tests cover those.
const startDialog = { role: 'dialog', name: 'Start a workflow' };
const historyDialog = { role: 'dialog', name: 'Workflow history' };
const workflowsCard = { see: { role: 'heading', name: 'Workflows' } };

export const workflowStepsUi = defineUiMap(workflowStepsMachine, {
  machine: 'workflowSteps',
  screen: "submission 1's Workflows card",
  start: {
    'submission 7 is open with its Workflows card': {
      signInAs: 'admin',
      goto: '/submissions/1',
      does: 'an admin signs in and opens submission 1',
    },
  },
  events: {
    'xstate.done.actor.loadWorkflows': 'app',
    'xstate.done.actor.reloadWorkflows': 'app',
    'xstate.done.actor.loadHistory': 'app',
    'start.open': () => ({
      does: 'presses Start workflow on the card',
      actions: [{ click: { role: 'button', name: 'Start workflow' } }],
    }),
    'xstate.done.actor.startDialog': (sample) =>
      sample.output.submitted
        ? {
            does: 'picks Standard grading and presses Start workflow in the dialog',
            actions: [
              { choose: 'Workflow type', option: 'Standard grading', within: startDialog },
              { click: { role: 'button', name: 'Start workflow', within: startDialog } },
            ],
          }
        : {
            does: 'presses Cancel in the dialog',
            actions: [{ click: { role: 'button', name: 'Cancel', within: startDialog } }],
          },
    'history.open': () => ({
      does: 'presses View history',
      actions: [{ click: { role: 'button', name: 'View history' } }],
    }),
    'history.refresh': () => ({
      does: 'presses Refresh history',
      actions: [{ click: { role: 'button', name: 'Refresh history', within: historyDialog } }],
    }),
    'dialog.close': () => ({
      does: "presses the dialog's Close",
      actions: [{ click: { role: 'button', name: 'Close', within: historyDialog, first: true } }],
    }),
  },
  states: {
    loading: null,
    reloading: null,
    'showing.reloading': null,
    'showing.idle': {
      sees: 'the Workflows card with Start workflow, no dialog open',
      checks: [workflowsCard, { see: { role: 'button', name: 'Start workflow' } }, { hidden: startDialog }],
    },
    'showing.startDialog': { sees: "the 'Start a workflow' dialog", checks: [{ see: startDialog }] },
    'showing.history': { sees: "the 'Workflow history' dialog", checks: [{ see: historyDialog }] },
    failed: { sees: 'why the workflows did not load, with Try again', checks: [workflowsCard] },
    showing: { sees: 'the Workflows card', checks: [workflowsCard] },
  },
});
