import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../shared';
import type {
  Choice,
  ChoiceDialogContext,
  ChoiceDialogEvent,
  ChoiceDialogInput,
  ChoiceDialogOutput,
  ChoiceSubject,
  SubmitChoiceInput,
} from './choiceDialog.types';
import type { WorkflowNotice } from './workflowSteps.types';

/**
 * A dialog that loads its options, lets the user choose one and submits it: Start a workflow and Add
 * step on the Workflows card (seed B §4, §5, §8), each an invocation of this machine. Closing is
 * refused while the submit runs; a failed submit keeps the dialog and the choice and says so in a
 * toast. It ends with what the submit returned, or with nothing when the user closes it.
 */
export const choiceDialogMachine = setup({
  types: {
    context: {} as ChoiceDialogContext,
    events: {} as ChoiceDialogEvent,
    input: {} as ChoiceDialogInput,
    output: {} as ChoiceDialogOutput,
  },
  actors: {
    /** The options for the subject (the workflow types; the steps Add step offers). */
    loadChoices: fromPromise<Choice[], { subject: ChoiceSubject }>(
      notProvided('choiceDialog', 'loadChoices'),
    ),
    /** Starts the workflow / adds the step. */
    submitChoice: fromPromise<unknown, SubmitChoiceInput>(notProvided('choiceDialog', 'submitChoice')),
  },
  actions: {
    /** The app raises a toast. */
    notify: (_, _params: WorkflowNotice) => {},
    setChoices: assign(({ context }, params: { choices: Choice[] }) => ({
      choices: params.choices,
      chosenId: context.preselectFirst ? (params.choices[0]?.id ?? null) : null,
    })),
    setLoadError: assign(({ context }) => ({ loadError: context.texts.loadFailed })),
    choose: assign((_, params: { id: string }) => ({ chosenId: params.id || null, formError: null })),
    setFormError: assign(({ context }) => ({ formError: context.texts.required })),
    setSubmitted: assign((_, params: { result: unknown }) => ({
      outcome: { submitted: true as const, result: params.result },
    })),
  },
  guards: {
    hasChosen: ({ context }) => context.choices.some((choice) => choice.id === context.chosenId),
  },
}).createMachine({
  id: 'choiceDialog',
  description: 'Load the options, choose one, submit it; closing ends it without submitting.',
  context: ({ input }) => ({
    subject: input.subject,
    texts: input.texts,
    preselectFirst: input.preselectFirst === true,
    choices: [],
    chosenId: null,
    formError: null,
    loadError: null,
    outcome: { submitted: false },
  }),
  initial: 'loading',
  on: { 'choice.close': { target: '.closed' } },
  states: {
    loading: {
      description: "The dialog says it is loading its options ('Loading workflow types…').",
      invoke: {
        id: 'loadChoices',
        src: 'loadChoices',
        input: ({ context }) => ({ subject: context.subject }),
        onDone: {
          target: 'choosing',
          actions: { type: 'setChoices', params: ({ event }) => ({ choices: event.output }) },
        },
        onError: { target: 'loadFailed', actions: 'setLoadError' },
      },
    },
    loadFailed: {
      description: 'The dialog says its options could not be loaded; Cancel closes it.',
    },
    choosing: {
      description: 'The options in a select, and the submit button.',
      on: {
        'choice.choose': { actions: { type: 'choose', params: ({ event }) => ({ id: event.id }) } },
        'choice.submit': [{ guard: 'hasChosen', target: 'submitting' }, { actions: 'setFormError' }],
      },
    },
    submitting: {
      description: 'The call runs: the dialog cannot be closed.',
      on: { 'choice.close': {} },
      invoke: {
        id: 'submitChoice',
        src: 'submitChoice',
        input: ({ context }) => ({ subject: context.subject, chosenId: context.chosenId ?? '' }),
        onDone: {
          target: 'submitted',
          actions: { type: 'setSubmitted', params: ({ event }) => ({ result: event.output }) },
        },
        onError: {
          target: 'choosing',
          actions: { type: 'notify', params: ({ context }) => context.texts.submitFailed },
        },
      },
    },
    submitted: { description: 'The dialog closed after its call went through.', type: 'final' },
    closed: { description: 'The dialog closed without a change.', type: 'final' },
  },
  output: ({ context }) => context.outcome,
});
