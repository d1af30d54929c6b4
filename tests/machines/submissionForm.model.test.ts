import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { recordFormMachine } from '../../machines/recordForm';
import type { FormDraft } from '../../machines/recordForm';
import { defineSamples } from '../../machines/samples';
import { AppError } from '../../src/domain/errors';
import {
  EMPTY_SUBMISSION_FORM,
  SUBMISSION_MESSAGES,
  validateSubmissionForm,
  type SubmissionFormValues,
} from '../../src/domain/submissionForm';
import { describeModel, stepChange } from './harness';

/**
 * The submission form (seed B §2, §5, §8) on the kit's recordForm machine with the domain's rules:
 * every state and transition, a draft the rules refuse is never sent, and a failed save keeps it.
 */
type Snapshot = SnapshotFrom<typeof recordFormMachine>;
const BLANK = EMPTY_SUBMISSION_FORM as unknown as FormDraft;
const rules = (draft: FormDraft) => validateSubmissionForm(draft as unknown as SubmissionFormValues);
const SAVE_ERROR = new AppError('HTTP_ERROR', 'Failed to create submission', { status: 500 });
const CONFLICT = new AppError('VERSION_CONFLICT', 'This record changed since you opened it.', {
  status: 409,
});
/** One key per intent; this form finishes on a save, so it never needs a second. */
const newKey = () => 'key-1';
const STORED = { ...BLANK, customerId: '15', psaValueBulk: 10, notes: 'Stored' };

const samples = defineSamples(recordFormMachine, {
  scenarios: [
    {
      name: 'a new submission',
      input: { recordId: null, blank: BLANK, validate: rules, newKey },
      starts: 'editing',
    },
    {
      name: 'editing submission 7',
      input: { recordId: '7', blank: BLANK, validate: rules, newKey },
      starts: 'loading',
    },
    {
      name: 'a new submission typed before a reload',
      input: {
        recordId: null,
        blank: BLANK,
        validate: rules,
        newKey,
        storedDraft: { ...BLANK, customerId: '15', psaRegularCount: 3, notes: 'Typed before the reload' },
      },
      starts: 'offeringDraft',
    },
  ],
  events: [
    { type: 'form.change', label: 'customer 15', field: 'customerId', value: '15' },
    { type: 'form.change', label: 'a negative count', field: 'psaRegularCount', value: -1 },
    {
      type: 'form.set',
      label: 'prescreening without a level',
      values: { prescreeningRequested: true, prescreening: null },
    },
    {
      type: 'form.set',
      label: 'prescreening level 3',
      values: { prescreeningRequested: true, prescreening: 3, psaRegularCount: 2 },
    },
    { type: 'form.confirmLeave', label: 'confirm leaving' },
    { type: 'form.stay', label: 'stay' },
    { type: 'form.retry', label: 'retry' },
    {
      type: 'xstate.done.actor.loadDraft',
      label: 'a stored submission',
      output: { draft: STORED, version: 2 },
      verdict: { accepts: { loading: 'editing' } },
    },
    { type: 'draft.restore', label: 'Restore' },
    { type: 'draft.discard', label: 'Discard' },
    { type: 'network.offline', label: 'the browser goes offline' },
    { type: 'network.online', label: 'the browser is back online' },
    {
      type: 'xstate.error.actor.loadDraft',
      label: 'not found',
      error: new AppError('SUBMISSION_NOT_FOUND', 'Submission not found', { status: 404 }),
      verdict: { accepts: { loading: 'notFound' } },
    },
    {
      type: 'xstate.error.actor.loadDraft',
      label: 'the server is unreachable',
      error: new AppError('NETWORK_ERROR', 'Unable to reach the server'),
      verdict: { accepts: { loading: 'failed' } },
    },
    // the submission form finishes on a save: the app opens the submission's detail
    {
      type: 'xstate.done.actor.saveDraft',
      label: 'saved as 7',
      output: { id: '7' },
      verdict: { accepts: { saving: 'saved' } },
    },
    {
      type: 'xstate.error.actor.saveDraft',
      label: 'the server refuses',
      error: SAVE_ERROR,
      verdict: { accepts: { saving: 'editing' } },
    },
    // Issue 24: a colleague saved the submission after this form opened it.
    {
      type: 'xstate.error.actor.saveDraft',
      label: 'someone else saved it meanwhile',
      error: CONFLICT,
      verdict: { accepts: { saving: 'readingTheirs' } },
    },
    {
      type: 'xstate.done.actor.loadTheirs',
      label: 'their version 3',
      output: { draft: { ...STORED, notes: 'Theirs' }, version: 3 },
    },
    {
      type: 'xstate.error.actor.loadTheirs',
      label: 'their version cannot be read',
      error: new AppError('NETWORK_ERROR', 'Unable to reach the server'),
    },
    { type: 'form.loadTheirs', label: 'Load their version' },
    { type: 'form.saveMine', label: 'Save mine anyway' },
  ],
  // Only a stored submission has a version to be stale.
  filter: (snapshot, event) =>
    !(
      event.type === 'xstate.error.actor.saveDraft' &&
      event.error === CONFLICT &&
      snapshot.context.recordId === null
    ),
  // Seed B §5: a customer is required, an option when prescreening is on, counts not negative.
  eventsFor: (snapshot) => {
    const { draft, initial, online } = snapshot.context;
    const valid = Object.keys(rules(draft)).length === 0;
    const unsaved = JSON.stringify(draft) !== JSON.stringify(initial);
    // leaving before answering 'Restore unsaved changes?' keeps the draft for next time
    const leave = unsaved
      ? { editing: 'confirmingLeave', failed: 'left', offeringDraft: 'left' }
      : { editing: 'left', failed: 'left', offeringDraft: 'left' };
    return [
      {
        type: 'form.submit',
        label: 'Save',
        verdict: {
          // offline, a write fails at once (no request), the draft kept
          accepts: { editing: valid && online ? 'saving' : 'editing' },
          refuses: ['saving', 'confirmingLeave', 'failed', 'offeringDraft'],
        },
      },
      {
        type: 'form.leave',
        label: 'Cancel',
        verdict: { accepts: leave, refuses: ['saving', 'confirmingLeave'] },
      },
      {
        type: 'form.restoreMine',
        label: 'Bring back my changes',
        verdict:
          snapshot.context.setAside !== null ? { accepts: { editing: 'editing' } } : { refuses: ['editing'] },
      },
    ];
  },
  signature: (snapshot) => ({
    value: snapshot.value,
    draft: snapshot.context.draft,
    dirty: JSON.stringify(snapshot.context.draft) !== JSON.stringify(snapshot.context.initial),
    showErrors: snapshot.context.showErrors,
    saveError: snapshot.context.saveError !== null,
    online: snapshot.context.online,
    stored: snapshot.context.storedDraft !== null,
    version: snapshot.context.version,
    setAside: snapshot.context.setAside !== null,
  }),
});

describeModel({
  name: 'submission form (recordForm)',
  machine: recordFormMachine,
  samples,
  notTaken: [
    {
      transition: 'saving --xstate.done.actor.saveDraft [staysAfterSave]--> editing',
      why: 'the submission form finishes on a save (the detail opens); Settings stays open',
    },
  ],
  onStep: (report, { stubs, scratch }) => {
    const { snapshot, before, callsBefore } = stepChange<Snapshot>(report, { stubs, scratch });
    const saves = stubs.calls.slice(callsBefore).filter((call) => call.src === 'saveDraft');
    // Only a draft the seed's rules accept is ever sent.
    for (const save of saves) {
      const { draft } = save.input as { draft: FormDraft };
      expect(rules(draft)).toEqual({});
    }
    const { event } = report;
    if (
      event.type === 'form.submit' &&
      before?.value === 'editing' &&
      before.context.online &&
      snapshot.value === 'editing'
    ) {
      // A refused submit shows the seed's messages.
      const messages = Object.values(snapshot.context.errors);
      expect(messages.length).toBeGreaterThan(0);
      for (const message of messages) expect(Object.values(SUBMISSION_MESSAGES)).toContain(message);
    }
    if (event.type === 'draft.restore' && before?.value === 'offeringDraft') {
      // what was typed before the reload is back
      expect(snapshot.context.draft).toEqual({ ...before.context.draft, ...before.context.storedDraft });
    }
    if (event.type === 'xstate.error.actor.saveDraft') {
      // A failed save keeps every value and says why; a stale one reads theirs before asking.
      const conflict = event.error === CONFLICT;
      expect(snapshot.value).toBe(conflict ? 'readingTheirs' : 'editing');
      expect(snapshot.context.draft).toEqual(before?.context.draft);
      expect(snapshot.context.saveError).toBe(conflict ? CONFLICT : SAVE_ERROR);
    }
    if (event.type === 'form.loadTheirs' && before?.value === 'changedElsewhere') {
      // Their version loads; the typed draft is set aside, not lost.
      expect(snapshot.context.draft).toEqual({ ...STORED, notes: 'Theirs' });
      expect(snapshot.context.setAside).toEqual({
        draft: before.context.draft,
        base: before.context.initial,
      });
    }
    if (event.type === 'form.saveMine' && before?.value === 'changedElsewhere') {
      // The fields typed here are saved over their version; their notes stay unless typed here too.
      const typed = Object.keys(before.context.draft).filter(
        (field) =>
          JSON.stringify(before.context.draft[field]) !== JSON.stringify(before.context.initial[field]),
      );
      const sent = { ...before.context.theirs?.draft };
      for (const field of typed) sent[field] = before.context.draft[field];
      expect(saves.map((save) => save.input)).toEqual([expect.objectContaining({ draft: sent, version: 3 })]);
      if (!typed.includes('notes')) expect(sent.notes).toBe('Theirs');
    }
  },
});
