import { assign, fromPromise, setup } from 'xstate';
import { WORKFLOW_MESSAGES } from '../../src/domain/workflowForms';
import {
  applyStepCancelled,
  applyStepCompleted,
  applyWorkflowCancelled,
  canFinishStep,
  findStep,
  findWorkflow,
  isWorkflowOpen,
  stepsOffered,
} from '../../src/domain/workflowRuns';
import { notProvided } from '../shared';
import { failure, success } from './workflowSteps.texts';
import type {
  StepOptionsSource,
  SubmissionWorkflows,
  Workflow,
  WorkflowNotice,
  WorkflowStepsContext,
  WorkflowStepsEvent,
  WorkflowStepsInput,
  WorkflowType,
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
  },
  actors: {
    loadWorkflows: fromPromise<SubmissionWorkflows, { submissionId: string }>(
      notProvided('workflowSteps', 'loadWorkflows'),
    ),
    loadWorkflowTypes: fromPromise<WorkflowType[]>(notProvided('workflowSteps', 'loadWorkflowTypes')),
    loadStepOptions: fromPromise<StepOptionsSource, { workflowTypeId: string | null }>(
      notProvided('workflowSteps', 'loadStepOptions'),
    ),
    startWorkflow: fromPromise<Workflow, { submissionId: string; workflowTypeId: string }>(
      notProvided('workflowSteps', 'startWorkflow'),
    ),
    addStep: fromPromise<void, { workflowId: string; stepTypeId: string }>(
      notProvided('workflowSteps', 'addStep'),
    ),
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
    clearDialog: assign({ formError: null, dialogError: null, chosenTypeId: null, chosenStepTypeId: null }),
    setTypes: assign((_, params: { types: WorkflowType[] }) => ({
      types: params.types,
      // The Start a workflow modal preselects the first type.
      chosenTypeId: params.types[0]?.id ?? null,
    })),
    setDialogError: assign((_, params: { message: string }) => ({ dialogError: params.message })),
    setFormError: assign((_, params: { message: string }) => ({ formError: params.message })),
    chooseType: assign((_, params: { id: string }) => ({ chosenTypeId: params.id || null, formError: null })),
    chooseStep: assign((_, params: { id: string }) => ({
      chosenStepTypeId: params.id || null,
      formError: null,
    })),
    setWorkflowId: assign((_, params: { id: string }) => ({ workflowId: params.id })),
    setStepId: assign((_, params: { id: string }) => ({ stepId: params.id })),
    setStepOptions: assign(({ context }, params: { source: StepOptionsSource }) => {
      const workflow = context.workflowId ? findWorkflow(context.data, context.workflowId) : null;
      return { stepOptions: workflow ? stepsOffered(workflow, params.source) : [] };
    }),
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
    hasChosenType: ({ context }) => context.types.some((type) => type.id === context.chosenTypeId),
    hasChosenStep: ({ context }) =>
      context.stepOptions.some((stepType) => stepType.id === context.chosenStepTypeId),
  },
}).createMachine({
  id: 'workflowSteps',
  description: "The Workflows card: one submission's workflows, their steps, and the history.",
  context: ({ input }) => ({
    submissionId: input.submissionId,
    data: null,
    loadFailed: false,
    types: [],
    chosenTypeId: null,
    workflowId: null,
    stepId: null,
    stepOptions: [],
    chosenStepTypeId: null,
    formError: null,
    dialogError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
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
      initial: 'idle',
      states: {
        idle: {
          on: {
            'start.open': { target: 'startDialog', actions: 'clearDialog' },
            'addStep.open': {
              guard: 'workflowIsOpen',
              target: 'addStepDialog',
              actions: [
                'clearDialog',
                { type: 'setWorkflowId', params: ({ event }) => ({ id: event.workflowId }) },
              ],
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
          initial: 'loadingTypes',
          on: { 'dialog.close': { target: 'idle' } },
          states: {
            loadingTypes: {
              invoke: {
                id: 'loadWorkflowTypes',
                src: 'loadWorkflowTypes',
                onDone: {
                  target: 'choosing',
                  actions: { type: 'setTypes', params: ({ event }) => ({ types: event.output }) },
                },
                onError: {
                  target: 'typesFailed',
                  actions: { type: 'setDialogError', params: () => ({ message: failure('types').message }) },
                },
              },
            },
            typesFailed: {},
            choosing: {
              on: {
                'start.choose': {
                  actions: { type: 'chooseType', params: ({ event }) => ({ id: event.workflowTypeId }) },
                },
                'start.submit': [
                  { guard: 'hasChosenType', target: 'starting' },
                  {
                    actions: {
                      type: 'setFormError',
                      params: () => ({ message: WORKFLOW_MESSAGES.workflowTypeRequired }),
                    },
                  },
                ],
              },
            },
            starting: {
              on: { 'dialog.close': {} },
              invoke: {
                id: 'startWorkflow',
                src: 'startWorkflow',
                input: ({ context }) => ({
                  submissionId: context.submissionId,
                  workflowTypeId: context.chosenTypeId ?? '',
                }),
                onDone: {
                  target: '#workflowSteps.showing.reloading',
                  actions: [
                    { type: 'addStarted', params: ({ event }) => ({ workflow: event.output }) },
                    notice(success('start')),
                  ],
                },
                onError: { target: 'choosing', actions: notice(failure('start')) },
              },
            },
          },
        },
        addStepDialog: {
          initial: 'loadingOptions',
          on: { 'dialog.close': { target: 'idle' } },
          states: {
            loadingOptions: {
              invoke: {
                id: 'loadStepOptions',
                src: 'loadStepOptions',
                input: ({ context }) => ({
                  workflowTypeId:
                    (context.workflowId && findWorkflow(context.data, context.workflowId)?.workflowTypeId) ??
                    null,
                }),
                onDone: {
                  target: 'choosing',
                  actions: { type: 'setStepOptions', params: ({ event }) => ({ source: event.output }) },
                },
                onError: {
                  target: 'optionsFailed',
                  actions: {
                    type: 'setDialogError',
                    params: () => ({ message: failure('stepOptions').message }),
                  },
                },
              },
            },
            optionsFailed: {},
            choosing: {
              on: {
                'addStep.choose': {
                  actions: { type: 'chooseStep', params: ({ event }) => ({ id: event.stepTypeId }) },
                },
                'addStep.submit': [
                  { guard: 'hasChosenStep', target: 'adding' },
                  {
                    actions: {
                      type: 'setFormError',
                      params: () => ({ message: WORKFLOW_MESSAGES.stepRequired }),
                    },
                  },
                ],
              },
            },
            adding: {
              on: { 'dialog.close': {} },
              invoke: {
                id: 'addStep',
                src: 'addStep',
                input: ({ context }) => ({
                  workflowId: context.workflowId ?? '',
                  stepTypeId: context.chosenStepTypeId ?? '',
                }),
                onDone: { target: '#workflowSteps.showing.reloading', actions: notice(success('addStep')) },
                onError: { target: 'choosing', actions: notice(failure('addStep')) },
              },
            },
          },
        },
        confirmingWorkflowCancel: {
          on: { 'confirm.accept': { target: 'cancellingWorkflow' }, 'dialog.close': { target: 'idle' } },
        },
        cancellingWorkflow: {
          invoke: {
            id: 'cancelWorkflow',
            src: 'cancelWorkflow',
            input: ({ context }) => ({ workflowId: context.workflowId ?? '' }),
            onDone: {
              target: 'reloading',
              actions: ['applyWorkflowCancelled', notice(success('cancelWorkflow'))],
            },
            onError: { target: 'idle', actions: notice(failure('cancelWorkflow')) },
          },
        },
        confirmingStepCancel: {
          on: { 'confirm.accept': { target: 'cancellingStep' }, 'dialog.close': { target: 'idle' } },
        },
        cancellingStep: {
          invoke: {
            id: 'cancelStep',
            src: 'cancelStep',
            input: ({ context }) => ({ stepId: context.stepId ?? '' }),
            onDone: { target: 'reloading', actions: ['applyStepCancelled', notice(success('cancelStep'))] },
            onError: { target: 'idle', actions: notice(failure('cancelStep')) },
          },
        },
        completingStep: {
          invoke: {
            id: 'completeStep',
            src: 'completeStep',
            input: ({ context }) => ({ stepId: context.stepId ?? '' }),
            onDone: { target: 'reloading', actions: ['applyCompleted', notice(success('complete'))] },
            onError: { target: 'idle', actions: notice(failure('complete')) },
          },
        },
        history: {
          initial: 'viewing',
          on: { 'dialog.close': { target: 'idle' } },
          states: {
            viewing: { on: { 'history.refresh': { target: 'refreshing' } } },
            refreshing: {
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
