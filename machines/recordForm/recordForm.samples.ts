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
/** What a reload left behind: typed, never saved. */
export const SAMPLE_KEPT_NEW: FormDraft = { name: 'Grace', email: '' };
export const SAMPLE_KEPT_EDIT: FormDraft = { name: 'Ada', email: 'ada@lovelace.example' };
/** The record as a colleague saved it while this form was open: they changed the email. */
export const SAMPLE_THEIRS: FormDraft = { name: 'Ada', email: 'countess@example.com' };
/** A colleague who changed the name as well (the field this form's user changes too). */
export const SAMPLE_THEIRS_BOTH: FormDraft = { name: 'Ada Byron', email: 'countess@example.com' };
export const SAMPLE_CONFLICT = new AppError('VERSION_CONFLICT', 'This record changed since you opened it.', {
  status: 409,
  messages: ['This record changed since you opened it.'],
});
/** Idempotency-Keys in order (key-1, key-2, …), so paths read the same on every run. */
const countingKeys = (previous: string | null) => `key-${Number(previous?.slice(4) ?? 0) + 1}`;
export const SAMPLE_SAVE_ERROR = new AppError('HTTP_ERROR', 'Unable to save right now', {
  status: 500,
  messages: ['Email is already used'],
});

export const recordFormSamples = defineSamples(recordFormMachine, {
  scenarios: [
    {
      name: 'a new record',
      input: { recordId: null, blank: SAMPLE_BLANK, validate: sampleRules, newKey: countingKeys },
      starts: 'editing',
    },
    {
      name: 'a new record with a draft kept from an earlier visit',
      input: {
        recordId: null,
        blank: SAMPLE_BLANK,
        validate: sampleRules,
        storedDraft: SAMPLE_KEPT_NEW,
        newKey: countingKeys,
      },
      starts: 'offeringDraft',
    },
    {
      name: 'a new record opened offline',
      input: {
        recordId: null,
        blank: SAMPLE_BLANK,
        validate: sampleRules,
        online: false,
        newKey: countingKeys,
      },
      starts: 'editing',
    },
    {
      name: 'editing record 7',
      input: { recordId: '7', blank: SAMPLE_BLANK, validate: sampleRules, newKey: countingKeys },
      starts: 'loading',
    },
    {
      name: 'editing record 7 with a draft kept from an earlier visit',
      input: {
        recordId: '7',
        blank: SAMPLE_BLANK,
        validate: sampleRules,
        storedDraft: SAMPLE_KEPT_EDIT,
        newKey: countingKeys,
      },
      starts: 'loading',
    },
    {
      name: 'a settings form that stays open after saving',
      input: {
        recordId: '7',
        blank: SAMPLE_BLANK,
        validate: sampleRules,
        stayAfterSave: true,
        newKey: countingKeys,
      },
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
    { type: 'draft.restore', label: 'Restore' },
    { type: 'draft.discard', label: 'Discard' },
    { type: 'network.offline', label: 'the browser goes offline' },
    { type: 'network.online', label: 'the browser is back online' },
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
    {
      type: 'xstate.error.actor.saveDraft',
      label: 'the server refuses',
      error: SAMPLE_SAVE_ERROR,
      verdict: { accepts: { saving: 'editing' } },
    },
    {
      type: 'xstate.error.actor.saveDraft',
      label: 'someone else saved it meanwhile',
      error: SAMPLE_CONFLICT,
      verdict: { accepts: { saving: 'readingTheirs' } },
    },
    {
      type: 'xstate.done.actor.loadTheirs',
      label: 'their version 4 (a new email)',
      output: { draft: SAMPLE_THEIRS, version: 4 },
    },
    {
      type: 'xstate.done.actor.loadTheirs',
      label: 'their version 5 (a new email and name)',
      output: { draft: SAMPLE_THEIRS_BOTH, version: 5 },
    },
    {
      type: 'xstate.error.actor.loadTheirs',
      label: 'their version cannot be read',
      error: new AppError('NETWORK_ERROR', 'Unable to reach the server'),
    },
    { type: 'form.loadTheirs', label: 'Load their version' },
    { type: 'form.saveMine', label: 'Save mine anyway' },
  ],
  // A conflict needs a stored record: a new one has no version to be stale.
  filter: (snapshot, event) =>
    !(
      event.type === 'xstate.error.actor.saveDraft' &&
      event.label.startsWith('someone') &&
      snapshot.context.recordId === null
    ),
  // A submit saves only a draft the form's rules accept; leaving asks first only with unsaved changes.
  eventsFor: (snapshot) => {
    const { draft, initial, online, storedDraft } = snapshot.context;
    const valid = Object.keys(sampleRules(draft)).length === 0;
    // a kept draft is offered once the record is there, unless it says what the record says already
    const kept =
      storedDraft !== null &&
      JSON.stringify({ ...SAMPLE_LOADED, ...storedDraft }) !== JSON.stringify(SAMPLE_LOADED);
    const unsaved = JSON.stringify(draft) !== JSON.stringify(initial);
    const leave: Record<string, string> = {
      editing: unsaved ? 'confirmingLeave' : 'left',
      failed: 'left',
      // not answered yet: nothing typed in this visit, the kept draft waits for the next one
      offeringDraft: 'left',
    };
    const saved: Record<string, string> = { saving: snapshot.context.stayAfterSave ? 'editing' : 'saved' };
    return [
      {
        type: 'xstate.done.actor.loadDraft',
        label: 'a stored record',
        output: { draft: SAMPLE_LOADED, version: 3 },
        verdict: { accepts: { loading: kept ? 'offeringDraft' : 'editing' } as Record<string, string> },
      },
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
          // offline, a valid draft is refused at once with the offline message (no request is sent)
          accepts: { editing: valid && online ? 'saving' : 'editing' },
          refuses: ['saving', 'confirmingLeave', 'failed', 'offeringDraft'],
        },
      },
      {
        type: 'form.leave',
        label: 'Cancel',
        verdict: { accepts: leave, refuses: ['saving', 'confirmingLeave'] },
      },
      // only after 'Load their version' is there a draft to bring back
      {
        type: 'form.restoreMine',
        label: 'Bring back my changes',
        verdict:
          snapshot.context.setAside !== null ? { accepts: { editing: 'editing' } } : { refuses: ['editing'] },
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
    online: snapshot.context.online,
    stored: snapshot.context.storedDraft,
    version: snapshot.context.version,
    theirs: snapshot.context.theirs !== null,
    setAside: snapshot.context.setAside !== null,
  }),
  stage: {
    'xstate.error.actor.loadDraft': { fault: 'customers.get', where: 'on Edit customer' },
    'xstate.error.actor.loadTheirs': { fault: 'customers.get', where: 'on Edit customer' },
    'xstate.error.actor.saveDraft': { fault: 'customers.create', where: 'on New customer' },
  },
  describe: {
    'form.change': 'the user edits a field',
    'form.set': 'the user changes several fields at once',
    'form.submit': 'the user submits',
    'form.leave': 'the user cancels or navigates away',
    'form.confirmLeave': 'the user confirms leaving without saving',
    'form.stay': 'the user stays on the form',
    'form.retry': 'the user retries loading',
    'draft.restore': "the user restores the unsaved changes ('Restore unsaved changes?')",
    'draft.discard': 'the user discards the unsaved changes from an earlier visit',
    'network.offline': 'the browser goes offline',
    'network.online': 'the browser is back online',
    'xstate.done.actor.loadDraft': 'the record loads',
    'xstate.error.actor.loadDraft': 'loading the record fails',
    'xstate.done.actor.saveDraft': 'the save succeeds',
    'xstate.error.actor.saveDraft': 'the save fails',
    'xstate.done.actor.loadTheirs': "the record's current version is read",
    'xstate.error.actor.loadTheirs': "the record's current version cannot be read",
    'form.loadTheirs': 'the user loads their version',
    'form.saveMine': 'the user saves their own draft over it',
    'form.restoreMine': 'the user brings back their own changes',
  },
});
