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
    { name: 'a new record', input: { recordId: null, blank: SAMPLE_BLANK, validate: sampleRules } },
    { name: 'editing record 7', input: { recordId: '7', blank: SAMPLE_BLANK, validate: sampleRules } },
  ],
  events: [
    { type: 'form.change', field: 'name', value: 'Grace' },
    { type: 'form.change', field: 'name', value: '' },
    { type: 'form.set', values: { email: 'grace' } },
    { type: 'form.submit' },
    { type: 'form.leave' },
    { type: 'form.leave', to: '/dashboard' },
    { type: 'form.confirmLeave' },
    { type: 'form.stay' },
    { type: 'form.retry' },
    { type: 'xstate.done.actor.loadDraft', output: SAMPLE_LOADED },
    { type: 'xstate.error.actor.loadDraft', error: new AppError('CUSTOMER_NOT_FOUND', 'Customer not found') },
    {
      type: 'xstate.error.actor.loadDraft',
      error: new AppError('NETWORK_ERROR', 'Unable to reach the server'),
    },
    { type: 'xstate.done.actor.saveDraft', output: { id: '7' } },
    { type: 'xstate.error.actor.saveDraft', error: SAMPLE_SAVE_ERROR },
  ],
  signature: (snapshot) => ({
    value: snapshot.value,
    draft: snapshot.context.draft,
    dirty: JSON.stringify(snapshot.context.draft) !== JSON.stringify(snapshot.context.initial),
    showErrors: snapshot.context.showErrors,
    saveError: snapshot.context.saveError !== null,
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
