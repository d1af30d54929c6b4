import { AppError } from '../../src/domain/errors';
import { defineSamples } from '../samples';
import { recordFormMachine } from './recordForm.machine';
import type { FormDraft, FormErrors } from './recordForm.types';

/** A two-field form whose rules say: a name is required, and an email needs an '@'. */
export const SAMPLE_BLANK: FormDraft = { name: '', email: '' };
export const sampleRules = (draft: FormDraft): FormErrors => {
  const errors: Record<string, string> = {};
  if (String(draft.name ?? '').trim() === '') errors.name = 'Name is required';
  if (String(draft.email ?? '') !== '' && !String(draft.email).includes('@'))
    errors.email = 'Enter a valid email';
  return errors;
};
export const SAMPLE_LOADED: FormDraft = { name: 'Ada', email: 'ada@example.com' };
export const SAMPLE_SAVE_ERROR = new AppError('HTTP_ERROR', 'Unable to save right now', {
  status: 500,
  messages: ['Email is already used'],
});

export const recordFormSamples = defineSamples(recordFormMachine, {
  scenarios: [
    {
      name: 'a new record',
      input: { recordId: null, blank: SAMPLE_BLANK, validate: sampleRules },
      starts: 'editing',
    },
    {
      name: 'editing record 7',
      input: { recordId: '7', blank: SAMPLE_BLANK, validate: sampleRules },
      starts: 'loading',
    },
    {
      name: 'a settings form that stays open after saving',
      input: { recordId: '7', blank: SAMPLE_BLANK, validate: sampleRules, stayAfterSave: true },
      starts: 'loading',
    },
  ],
  events: [
    { type: 'form.change', label: "name 'Grace'", field: 'name', value: 'Grace' },
    { type: 'form.change', label: 'a blank name', field: 'name', value: '' },
    { type: 'form.set', label: "the email 'grace'", values: { email: 'grace' } },
    { type: 'form.confirmLeave', label: 'confirm leaving' },
    { type: 'form.stay', label: 'stay' },
    { type: 'form.retry', label: 'retry' },
    { type: 'xstate.done.actor.loadDraft', label: 'a stored record', output: SAMPLE_LOADED },
    {
      type: 'xstate.error.actor.loadDraft',
      label: 'not found',
      error: new AppError('CUSTOMER_NOT_FOUND', 'Customer not found'),
      verdict: { accepts: { loading: 'notFound' } },
    },
    {
      type: 'xstate.error.actor.loadDraft',
      label: 'the server is unreachable',
      error: new AppError('NETWORK_ERROR', 'Unable to reach the server'),
      verdict: { accepts: { loading: 'failed' } },
    },
    { type: 'xstate.error.actor.saveDraft', label: 'the server refuses', error: SAMPLE_SAVE_ERROR },
  ],
  // A submit saves only a draft the form's rules accept; leaving asks first only with unsaved changes.
  eventsFor: (snapshot) => {
    const { draft, initial } = snapshot.context;
    const valid = Object.keys(sampleRules(draft)).length === 0;
    const unsaved = JSON.stringify(draft) !== JSON.stringify(initial);
    const leave: Record<string, string> = { editing: unsaved ? 'confirmingLeave' : 'left', failed: 'left' };
    const saved: Record<string, string> = { saving: snapshot.context.stayAfterSave ? 'editing' : 'saved' };
    return [
      // a saved form finishes (the app leaves it), unless it was opened to stay (Settings)
      {
        type: 'xstate.done.actor.saveDraft',
        label: 'saved',
        // (a different id per kind of form: the paths tell samples apart by their payload)
        output: { id: snapshot.context.stayAfterSave ? '8' : '7' },
        verdict: { accepts: saved },
      },
      {
        type: 'form.submit',
        label: 'Save',
        verdict: {
          accepts: { editing: valid ? 'saving' : 'editing' },
          refuses: ['saving', 'confirmingLeave', 'failed'],
        },
      },
      {
        type: 'form.leave',
        label: 'Cancel',
        verdict: { accepts: leave, refuses: ['saving', 'confirmingLeave'] },
      },
      {
        type: 'form.leave',
        label: 'a link to the dashboard',
        to: '/dashboard',
        verdict: { accepts: leave, refuses: ['saving', 'confirmingLeave'] },
      },
    ];
  },
  signature: (snapshot) => ({
    value: snapshot.value,
    draft: snapshot.context.draft,
    dirty: JSON.stringify(snapshot.context.draft) !== JSON.stringify(snapshot.context.initial),
    showErrors: snapshot.context.showErrors,
    saveError: snapshot.context.saveError !== null,
    stays: snapshot.context.stayAfterSave,
  }),
  describe: {
    'form.change': 'the user edits a field',
    'form.set': 'the user changes several fields at once',
    'form.submit': 'the user submits',
    'form.leave': 'the user cancels or navigates away',
    'form.confirmLeave': 'the user confirms leaving without saving',
    'form.stay': 'the user stays on the form',
    'form.retry': 'the user retries loading',
    'xstate.done.actor.loadDraft': 'the record loads',
    'xstate.error.actor.loadDraft': 'loading the record fails',
    'xstate.done.actor.saveDraft': 'the save succeeds',
    'xstate.error.actor.saveDraft': 'the save fails',
  },
});
