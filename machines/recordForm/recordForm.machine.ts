import { assign, fromPromise, setup } from 'xstate';
import { toAppError } from '../../src/domain/errors';
import { isNotFound } from '../record/record.rules';
import { notProvided } from '../shared';
import { firstErrorField, isDirty } from './recordForm.rules';
import type {
  FormDraft,
  LoadDraftInput,
  RecordFormContext,
  RecordFormEvent,
  RecordFormInput,
  SavedRecord,
  SaveDraftInput,
} from './recordForm.types';

/**
 * A create or edit form (screen-scoped): a blank or loaded draft, validated with the domain's form
 * rules on submit (the first field in error takes focus), saved, with the server's messages kept on
 * a failure and every typed value kept with them; leaving with unsaved changes asks first.
 */
export const recordFormMachine = setup({
  types: {
    context: {} as RecordFormContext,
    events: {} as RecordFormEvent,
    input: {} as RecordFormInput,
  },
  actors: {
    /** The record's current values as a draft (edit forms only). */
    loadDraft: fromPromise<FormDraft, LoadDraftInput>(notProvided('recordForm', 'loadDraft')),
    /** Creates (recordId null) or updates the record. */
    saveDraft: fromPromise<SavedRecord, SaveDraftInput>(notProvided('recordForm', 'saveDraft')),
  },
  actions: {
    loadDraft: assign((_, params: { draft: FormDraft }) => ({ draft: params.draft, initial: params.draft })),
    setValues: assign(({ context }, params: { values: FormDraft }) => {
      const draft = { ...context.draft, ...params.values };
      return { draft, errors: context.showErrors ? context.validate(draft) : {} };
    }),
    validate: assign(({ context }) => ({ errors: context.validate(context.draft), showErrors: true })),
    storeLoadError: assign((_, params: { error: unknown }) => ({ loadError: toAppError(params.error) })),
    storeSaveError: assign((_, params: { error: unknown }) => ({ saveError: toAppError(params.error) })),
    clearSaveError: assign({ saveError: null }),
    setLeaveTo: assign((_, params: { to: string | null }) => ({ leaveTo: params.to })),
    /** Moves focus to a field (the app finds it by name). */
    focusField: (_, _params: { field: string }) => {},
    /** The app's reaction to a save: usually a toast and the record's detail, replacing the form. */
    saved: (_, _params: { id: string }) => {},
    /** The app leaves the form: to `to`, or back to the detail or the list. */
    left: (_, _params: { to: string | null }) => {},
  },
  guards: {
    valid: ({ context }) => firstErrorField(context.errors) === null,
    dirty: ({ context }) => isDirty(context.initial, context.draft),
    isNew: ({ context }) => context.recordId === null,
    notFound: (_, params: { error: unknown }) => isNotFound(params.error),
  },
}).createMachine({
  id: 'recordForm',
  description: 'A create or edit form: draft, validate, save, unsaved-changes check.',
  context: ({ input }) => ({
    recordId: input.recordId,
    draft: input.blank,
    initial: input.blank,
    validate: input.validate,
    errors: {},
    showErrors: false,
    loadError: null,
    saveError: null,
    leaveTo: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isNew', target: 'editing' }, { target: 'loading' }],
    },
    loading: {
      invoke: {
        id: 'loadDraft',
        src: 'loadDraft',
        input: ({ context }) => ({ recordId: context.recordId ?? '' }),
        onDone: {
          target: 'editing',
          actions: { type: 'loadDraft', params: ({ event }) => ({ draft: event.output }) },
        },
        onError: [
          {
            guard: { type: 'notFound', params: ({ event }) => ({ error: event.error }) },
            target: 'notFound',
          },
          {
            target: 'failed',
            actions: { type: 'storeLoadError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    editing: {
      on: {
        'form.change': {
          actions: { type: 'setValues', params: ({ event }) => ({ values: { [event.field]: event.value } }) },
        },
        'form.set': { actions: { type: 'setValues', params: ({ event }) => ({ values: event.values }) } },
        'form.submit': { target: 'validating', actions: 'validate' },
        'form.leave': [
          {
            guard: 'dirty',
            target: 'confirmingLeave',
            actions: { type: 'setLeaveTo', params: ({ event }) => ({ to: event.to ?? null }) },
          },
          {
            target: 'left',
            actions: { type: 'setLeaveTo', params: ({ event }) => ({ to: event.to ?? null }) },
          },
        ],
      },
    },
    validating: {
      always: [
        { guard: 'valid', target: 'saving' },
        {
          target: 'editing',
          actions: {
            type: 'focusField',
            params: ({ context }) => ({ field: firstErrorField(context.errors) ?? '' }),
          },
        },
      ],
    },
    saving: {
      description: "The submit button is busy ('Saving…'); the fields are read-only.",
      entry: 'clearSaveError',
      invoke: {
        id: 'saveDraft',
        src: 'saveDraft',
        input: ({ context }) => ({ recordId: context.recordId, draft: context.draft }),
        onDone: {
          target: 'saved',
          actions: { type: 'saved', params: ({ event }) => ({ id: event.output.id }) },
        },
        onError: {
          target: 'editing',
          actions: { type: 'storeSaveError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    confirmingLeave: {
      description: "'Leave without saving?': leaving drops the changes, staying keeps them.",
      on: { 'form.confirmLeave': { target: 'left' }, 'form.stay': { target: 'editing' } },
    },
    saved: { type: 'final' },
    left: { type: 'final', entry: { type: 'left', params: ({ context }) => ({ to: context.leaveTo }) } },
    notFound: { type: 'final' },
    failed: {
      description: 'The record could not be loaded: its message and Try again.',
      on: {
        'form.retry': { target: 'loading' },
        'form.leave': {
          target: 'left',
          actions: { type: 'setLeaveTo', params: ({ event }) => ({ to: event.to ?? null }) },
        },
      },
    },
  },
});
