import { AppError } from '../../src/domain/errors';
import { defineSamples } from '../samples';
import { choiceDialogMachine } from './choiceDialog.machine';
import type { ChoiceDialogTexts } from './choiceDialog.types';
import { failure, NO_STEPS_TO_ADD } from './workflowSteps.texts';

const START_TEXTS: ChoiceDialogTexts = {
  required: 'Select a workflow type to start.',
  loadFailed: failure('types').message,
  submitFailed: failure('start'),
};
const ADD_STEP_TEXTS: ChoiceDialogTexts = {
  required: 'Select a step to add first.',
  loadFailed: failure('stepOptions').message,
  submitFailed: failure('addStep'),
  empty: NO_STEPS_TO_ADD,
};

const failed = new AppError('HTTP_ERROR', 'Server error', { status: 500 });
const CHOICES = [
  { id: '101', name: 'Standard grading' },
  { id: '102', name: 'Consignment' },
];

// Verdicts from seed B §5: a submit needs one of the offered options chosen ('Select a workflow type
// to start.', 'Select a step to add first.'); without one the dialog stays and says so. A dialog can
// be closed until its call runs.
export const choiceDialogSamples = defineSamples(choiceDialogMachine, {
  scenarios: [
    {
      name: 'Start a workflow opens (the first type is preselected)',
      input: { subject: { submissionId: '7', workflow: null }, texts: START_TEXTS, preselectFirst: true },
    },
    {
      name: 'Add step opens',
      input: { subject: { submissionId: '7', workflow: null }, texts: ADD_STEP_TEXTS },
    },
  ],
  events: [
    { type: 'xstate.done.actor.loadChoices', label: 'two options', output: CHOICES },
    { type: 'xstate.done.actor.loadChoices', label: 'no options', output: [] },
    { type: 'xstate.error.actor.loadChoices', label: 'the server fails', error: failed },
    { type: 'choice.choose', label: 'option 102', id: '102' },
    { type: 'choice.choose', label: 'no option', id: '' },
    { type: 'xstate.done.actor.submitChoice', label: 'created', output: { id: '15' } },
    { type: 'xstate.error.actor.submitChoice', label: 'the server fails', error: failed },
    // while the call runs, closing is swallowed: the dialog stays where it is
    {
      type: 'choice.close',
      label: 'close',
      verdict: { accepts: { loading: 'closed', loadFailed: 'closed', choosing: 'closed', submitting: '*' } },
    },
  ],
  // whether a submit goes on depends on the choice: it must be one of the options offered
  eventsFor: (snapshot) => {
    const { chosenId, choices } = snapshot.context;
    const offered = choices.some((choice) => choice.id === chosenId);
    return [
      {
        type: 'choice.submit',
        label: 'submit',
        verdict: { accepts: { choosing: offered ? 'submitting' : '*' }, refuses: ['*'] },
      },
    ];
  },
  stage: {
    'xstate.error.actor.loadChoices': { fault: 'workflows.listTypes', where: 'then press Start workflow' },
    'xstate.error.actor.submitChoice': { fault: 'workflows.start', where: 'then start a workflow' },
  },
  describe: {
    'xstate.done.actor.loadChoices': 'the options load',
    'xstate.error.actor.loadChoices': 'loading the options fails',
    'choice.choose': 'the user picks an option',
    'choice.submit': 'the user presses the submit button',
    'xstate.done.actor.submitChoice': 'the call succeeds',
    'xstate.error.actor.submitChoice': 'the call fails',
    'choice.close': 'the user closes the dialog',
  },
});
