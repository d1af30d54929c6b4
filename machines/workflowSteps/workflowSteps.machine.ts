import { assign, fromPromise, setup } from 'xstate';
import { WORKFLOW_MESSAGES } from '../../src/domain/workflowForms';
import {
  applyStepCancelled,
  applyStepCompleted,
  applyWorkflowCancelled,
  canFinishStep,
  findStep,
  findWorkflow,
  preselectsInitialStep,
  isWorkflowOpen,
} from '../../src/domain/workflowRuns';
import { notProvided } from '../shared';
import { choiceDialogMachine } from './choiceDialog.machine';
import type { ChoiceDialogInput } from './choiceDialog.types';
import { failure, NO_STEPS_TO_ADD, success } from './workflowSteps.texts';
import type {
  SubmissionWorkflows,
  Workflow,
  WorkflowNotice,
  WorkflowStepsContext,
  WorkflowStepsEvent,
  WorkflowStepsInput,
} from './workflowSteps.types';

const notice = (value: WorkflowNotice) => ({ type: 'notify' as const, params: value });

/**
 * The workflows of one submission (the Workflows card on submission detail, seed B §2, §4, §8).
 * Each action is its own call with its own pending state; the list stays on screen while it runs, and
 * after a success the local rule is applied at once (a completed last step completes the workflow, a
 * cancelled workflow moves to the history) before the list is reloaded from the backend.
 */
export const workflowStepsMachine = setup({
  types: {
    context: {} as WorkflowStepsContext,
    events: {} as WorkflowStepsEvent,
    input: {} as WorkflowStepsInput,
    children: {} as {
      loadWorkflows: 'loadWorkflows';
      reloadWorkflows: 'loadWorkflows';
      startDialog: 'startDialog';
      addStepDialog: 'addStepDialog';
      completeStep: 'completeStep';
      cancelStep: 'cancelStep';
      cancelWorkflow: 'cancelWorkflow';
      loadHistory: 'loadHistory';
    },
  },
  actors: {
    loadWorkflows: fromPromise<SubmissionWorkflows, { submissionId: string }>(
      notProvided('workflowSteps', 'loadWorkflows'),
    ),
    /** Start a workflow: loads the workflow types, starts the chosen one (outputs the new workflow). */
    startDialog: choiceDialogMachine,
    /** Add step: loads the steps the workflow offers, adds the chosen one. */
    addStepDialog: choiceDialogMachine,
    completeStep: fromPromise<void, { stepId: string }>(notProvided('workflowSteps', 'completeStep')),
    cancelStep: fromPromise<void, { stepId: string }>(notProvided('workflowSteps', 'cancelStep')),
    cancelWorkflow: fromPromise<void, { workflowId: string }>(notProvided('workflowSteps', 'cancelWorkflow')),
    loadHistory: fromPromise<Workflow[], { submissionId: string }>(
      notProvided('workflowSteps', 'loadHistory'),
    ),
  },
  actions: {
    /** The app raises a toast. */
    notify: (_, _params: WorkflowNotice) => {},
    setData: assign((_, params: { data: SubmissionWorkflows }) => ({ data: params.data, loadFailed: false })),
    markLoadFailed: assign({ loadFailed: true }),
    setWorkflowId: assign((_, params: { id: string }) => ({ workflowId: params.id })),
    setStepId: assign((_, params: { id: string }) => ({ stepId: params.id })),
    addStarted: assign(({ context }, params: { workflow: Workflow }) => ({
      data: context.data && {
        ...context.data,
        workflows: [...context.data.workflows, params.workflow],
        history: [params.workflow, ...context.data.history],
      },
    })),
    applyCompleted: assign(({ context }) => ({
      data: context.data && context.stepId ? applyStepCompleted(context.data, context.stepId) : context.data,
    })),
    applyStepCancelled: assign(({ context }) => ({
      data: context.data && context.stepId ? applyStepCancelled(context.data, context.stepId) : context.data,
    })),
    applyWorkflowCancelled: assign(({ context }) => ({
      data:
        context.data && context.workflowId
          ? applyWorkflowCancelled(context.data, context.workflowId)
          : context.data,
    })),
    setHistory: assign(({ context }, params: { history: Workflow[] }) => ({
      data: context.data && { ...context.data, history: params.history },
    })),
  },
  guards: {
    /** Add step and Cancel workflow only on workflows neither completed nor cancelled (seed B §4). */
    workflowIsOpen: ({ context, event }) => {
      if (event.type !== 'addStep.open' && event.type !== 'workflow.cancel') return false;
      const workflow = findWorkflow(context.data, event.workflowId);
      return workflow !== null && isWorkflowOpen(workflow);
    },
    /** Only pending or in-progress steps are completed or cancelled. */
    stepCanFinish: ({ context, event }) => {
      if (event.type !== 'step.complete' && event.type !== 'step.cancel') return false;
      const found = findStep(context.data, event.stepId);
      return found !== null && canFinishStep(found.step);
    },
    /** The dialog ended with a submit, not with Cancel. */
    submitted: ({ event }) => (event as { output?: { submitted?: boolean } }).output?.submitted === true,
  },
}).createMachine({
  id: 'workflowSteps',
  description: "The Workflows card: one submission's workflows, their steps, and the history.",
  context: ({ input }) => ({
    submissionId: input.submissionId,
    data: null,
    loadFailed: false,
    workflowId: null,
    stepId: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: "'Loading workflows…' in the Workflows card.",
      invoke: {
        id: 'loadWorkflows',
        src: 'loadWorkflows',
        input: ({ context }) => ({ submissionId: context.submissionId }),
        onDone: {
          target: 'showing',
          actions: { type: 'setData', params: ({ event }) => ({ data: event.output }) },
        },
        onError: { target: 'failed', actions: 'markLoadFailed' },
      },
    },
    failed: {
      description: "'Unable to load workflows for this submission right now.' with a retry.",
      on: { 'workflows.retry': { target: 'loading' } },
    },
    showing: {
      description: 'The Workflows card lists the open workflows and their steps.',
      initial: 'idle',
      states: {
        idle: {
          description:
            'Each workflow with its steps; Start workflow, View history, Mark as complete and Cancel step are enabled.',
          on: {
            'start.open': { target: 'startDialog' },
            'addStep.open': {
              guard: 'workflowIsOpen',
              target: 'addStepDialog',
              actions: { type: 'setWorkflowId', params: ({ event }) => ({ id: event.workflowId }) },
            },
            'workflow.cancel': {
              guard: 'workflowIsOpen',
              target: 'confirmingWorkflowCancel',
              actions: { type: 'setWorkflowId', params: ({ event }) => ({ id: event.workflowId }) },
            },
            'step.complete': {
              guard: 'stepCanFinish',
              target: 'completingStep',
              actions: { type: 'setStepId', params: ({ event }) => ({ id: event.stepId }) },
            },
            'step.cancel': {
              guard: 'stepCanFinish',
              target: 'confirmingStepCancel',
              actions: { type: 'setStepId', params: ({ event }) => ({ id: event.stepId }) },
            },
            'history.open': { target: 'history' },
          },
        },
        startDialog: {
          description: "The 'Start a workflow' dialog: a Workflow type and Start workflow.",
          invoke: {
            id: 'startDialog',
            src: 'startDialog',
            input: ({ context }): ChoiceDialogInput => ({
              subject: { submissionId: context.submissionId, workflow: null },
              preselectFirst: true,
              texts: {
                required: WORKFLOW_MESSAGES.workflowTypeRequired,
                loadFailed: failure('types').message,
                submitFailed: failure('start'),
              },
            }),
            onDone: [
              {
                guard: 'submitted',
                target: 'reloading',
                actions: [
                  {
                    type: 'addStarted',
                    params: ({ event }) => ({
                      workflow: (event.output as { result: Workflow }).result,
                    }),
                  },
                  notice(success('start')),
                ],
              },
              { target: 'idle' },
            ],
          },
        },
        addStepDialog: {
          description: "The 'Add step' dialog under the workflow's name: a Step and Add step.",
          invoke: {
            id: 'addStepDialog',
            src: 'addStepDialog',
            input: ({ context }): ChoiceDialogInput => {
              const workflow = context.workflowId ? findWorkflow(context.data, context.workflowId) : null;
              return {
                subject: { submissionId: context.submissionId, workflow },
                // a run with no steps starts at its type's initial step, offered first
                preselectFirst: preselectsInitialStep(workflow),
                texts: {
                  required: WORKFLOW_MESSAGES.stepRequired,
                  loadFailed: failure('stepOptions').message,
                  submitFailed: failure('addStep'),
                  empty: NO_STEPS_TO_ADD,
                },
              };
            },
            onDone: [
              { guard: 'submitted', target: 'reloading', actions: notice(success('addStep')) },
              { target: 'idle' },
            ],
          },
        },
        confirmingWorkflowCancel: {
          description: "'Cancel workflow?' asks to confirm, with Keep workflow and Cancel workflow.",
          on: { 'confirm.accept': { target: 'cancellingWorkflow' }, 'dialog.close': { target: 'idle' } },
        },
        cancellingWorkflow: {
          description: 'Cancel workflow is busy while the workflow is cancelled.',
          invoke: {
            id: 'cancelWorkflow',
            src: 'cancelWorkflow',
            input: ({ context }) => ({ workflowId: context.workflowId ?? '' }),
            onDone: {
              target: 'reloading',
              actions: ['applyWorkflowCancelled', notice(success('cancelWorkflow'))],
            },
            // the write may have reached the server (a lost answer): read again, so the list agrees with it
            onError: { target: 'reloading', actions: notice(failure('cancelWorkflow')) },
          },
        },
        confirmingStepCancel: {
          description: "'Cancel step?' asks to confirm, with Keep step and Cancel step.",
          on: { 'confirm.accept': { target: 'cancellingStep' }, 'dialog.close': { target: 'idle' } },
        },
        cancellingStep: {
          description: 'Cancel step is busy while the step is cancelled.',
          invoke: {
            id: 'cancelStep',
            src: 'cancelStep',
            input: ({ context }) => ({ stepId: context.stepId ?? '' }),
            onDone: { target: 'reloading', actions: ['applyStepCancelled', notice(success('cancelStep'))] },
            // the write may have reached the server (a lost answer): read again, so the list agrees with it
            onError: { target: 'reloading', actions: notice(failure('cancelStep')) },
          },
        },
        completingStep: {
          description: 'Mark as complete is busy on the step while it is completed.',
          invoke: {
            id: 'completeStep',
            src: 'completeStep',
            input: ({ context }) => ({ stepId: context.stepId ?? '' }),
            onDone: { target: 'reloading', actions: ['applyCompleted', notice(success('complete'))] },
            // the write may have reached the server (a lost answer): read again, so the list agrees with it
            onError: { target: 'reloading', actions: notice(failure('complete')) },
          },
        },
        history: {
          description: "The 'Workflow history' dialog lists every run, cancelled ones included.",
          initial: 'viewing',
          on: { 'dialog.close': { target: 'idle' } },
          states: {
            viewing: {
              description:
                "The history's runs with their step counts and statuses; Refresh history and Close.",
              on: { 'history.refresh': { target: 'refreshing' } },
            },
            refreshing: {
              description: 'Refresh history is busy while the runs are read again.',
              invoke: {
                id: 'loadHistory',
                src: 'loadHistory',
                input: ({ context }) => ({ submissionId: context.submissionId }),
                onDone: {
                  target: 'viewing',
                  actions: [
                    { type: 'setHistory', params: ({ event }) => ({ history: event.output }) },
                    notice(success('history')),
                  ],
                },
                onError: { target: 'viewing', actions: notice(failure('history')) },
              },
            },
          },
        },
        reloading: {
          description: 'After an action: the list stays while the backend’s copy is read again.',
          invoke: {
            id: 'reloadWorkflows',
            src: 'loadWorkflows',
            input: ({ context }) => ({ submissionId: context.submissionId }),
            onDone: {
              target: 'idle',
              actions: { type: 'setData', params: ({ event }) => ({ data: event.output }) },
            },
            onError: { target: 'idle', actions: notice(failure('load')) },
          },
        },
      },
    },
  },
});
