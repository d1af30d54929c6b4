import { assign, fromCallback, fromPromise, not, setup } from 'xstate';
import { isAppError, toAppError } from '../../src/domain/errors';
import { isNotFound } from '../record/record.rules';
import { notProvided } from '../shared';
import { firstErrorField, isDirty, isRestorable, mergeDrafts, offlineSaveError } from './recordForm.rules';
import type {
  FormDraft,
  LoadedDraft,
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
 * a failure and every typed value kept with them; leaving with unsaved changes asks first. Every
 * change is kept in the browser (`storeDraft`) until it is saved or dropped, and a draft kept from an
 * earlier visit is offered back first ('Restore unsaved changes?'). Offline, a save fails at once.
 * A create
 * carries one Idempotency-Key per intent; an update carries the version it started from, and when the
 * record changed meanwhile the form offers their version or saving the fields this user changed over
 * it (a three-way merge: what the form opened on, theirs, mine), keeping the draft.
 */
/** The draft to keep: null when nothing differs from the values loaded (or last saved). */
const unsaved = (context: RecordFormContext): FormDraft | null =>
  isDirty(context.initial, context.draft) ? context.draft : null;

export const recordFormMachine = setup({
  types: {
    context: {} as RecordFormContext,
    events: {} as RecordFormEvent,
    input: {} as RecordFormInput,
  },
  actors: {
    /** The record's current values as a draft, with its version (edit forms only). */
    loadDraft: fromPromise<LoadedDraft, LoadDraftInput>(notProvided('recordForm', 'loadDraft')),
    /** Creates (recordId null) or updates the record. */
    saveDraft: fromPromise<SavedRecord, SaveDraftInput>(notProvided('recordForm', 'saveDraft')),
    /** Sends `network.online` and `network.offline` as the browser's connectivity changes. */
    connectivity: fromCallback(() => {}),
  },
  actions: {
    loadDraft: assign((_, params: { loaded: LoadedDraft }) => ({
      draft: params.loaded.draft,
      initial: params.loaded.draft,
      version: params.loaded.version,
    })),
    storeTheirs: assign((_, params: { theirs: LoadedDraft }) => ({ theirs: params.theirs })),
    /** Their version becomes the form's starting point; the user's draft is set aside, not lost. */
    loadTheirs: assign(({ context }) => ({
      setAside: { draft: context.draft, base: context.initial },
      draft: context.theirs?.draft ?? context.draft,
      initial: context.theirs?.draft ?? context.initial,
      version: context.theirs?.version ?? context.version,
      theirs: null,
      saveError: null,
      errors: context.showErrors ? context.validate(context.theirs?.draft ?? context.draft) : {},
    })),
    /**
     * Saving mine over theirs: only the fields this user changed go over their version (a three-way
     * merge), which becomes the starting point; the save names their version, so the server takes it.
     */
    overwriteTheirs: assign(({ context }) => {
      if (!context.theirs) return {};
      return {
        draft: mergeDrafts(context.initial, context.theirs.draft, context.draft),
        initial: context.theirs.draft,
        version: context.theirs.version,
        theirs: null,
      };
    }),
    /** The fields the user had changed, back over the form as it is now (their version, maybe edited). */
    restoreMine: assign(({ context }) => {
      const draft = context.setAside
        ? mergeDrafts(context.setAside.base, context.draft, context.setAside.draft)
        : context.draft;
      return { draft, setAside: null, errors: context.showErrors ? context.validate(draft) : {} };
    }),
    /** An acknowledged save ends the intent: the next create is a new one. */
    renewKey: assign(({ context }) => ({
      idempotencyKey: context.newKey(context.idempotencyKey),
      setAside: null,
    })),
    setValues: assign(({ context }, params: { values: FormDraft }) => {
      const draft = { ...context.draft, ...params.values };
      return { draft, errors: context.showErrors ? context.validate(draft) : {} };
    }),
    validate: assign(({ context }) => ({ errors: context.validate(context.draft), showErrors: true })),
    storeLoadError: assign((_, params: { error: unknown }) => ({ loadError: toAppError(params.error) })),
    storeSaveError: assign((_, params: { error: unknown }) => ({ saveError: toAppError(params.error) })),
    clearSaveError: assign({ saveError: null }),
    /**
     * The saved values become the new starting point: the form is clean again. A form that stays open
     * takes the saved version too, so its next save is not refused as someone else's change.
     */
    markSaved: assign(({ context }, params: { version?: number | undefined }) => ({
      initial: context.draft,
      showErrors: false,
      errors: {},
      version: params.version ?? context.version,
    })),
    setLeaveTo: assign((_, params: { to: string | null }) => ({ leaveTo: params.to })),
    /** The kept draft over the form's values (a field it lacks keeps its current value). */
    restoreDraft: assign(({ context }) => ({
      draft: { ...context.draft, ...context.storedDraft },
      storedDraft: null,
    })),
    forgetStoredDraft: assign({ storedDraft: null }),
    setOnline: assign((_, params: { online: boolean }) => ({ online: params.online })),
    /** Back online: a failure that came from the network no longer holds. */
    clearNetworkError: assign(({ context }) => ({
      saveError: context.saveError?.code === 'NETWORK_ERROR' ? null : context.saveError,
    })),
    storeOfflineError: assign({ saveError: () => offlineSaveError() }),
    /** Keeps the draft in the browser (null: nothing unsaved, forget it); the app owns the store. */
    storeDraft: (_, _params: { draft: FormDraft | null }) => {},
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
    offline: ({ context }) => !context.online,
    restorable: ({ context }) => isRestorable(context.initial, context.storedDraft),
    staysAfterSave: ({ context }) => context.stayAfterSave,
    notFound: (_, params: { error: unknown }) => isNotFound(params.error),
    versionConflict: (_, params: { error: unknown }) =>
      isAppError(params.error) && params.error.code === 'VERSION_CONFLICT',
    hasSetAside: ({ context }) => context.setAside !== null,
  },
}).createMachine({
  id: 'recordForm',
  description: 'A create or edit form: draft, validate, save, unsaved-changes check.',
  context: ({ input }) => {
    const newKey = input.newKey ?? (() => crypto.randomUUID());
    return {
      recordId: input.recordId,
      draft: input.blank,
      initial: input.blank,
      validate: input.validate,
      errors: {},
      showErrors: false,
      loadError: null,
      saveError: null,
      leaveTo: null,
      stayAfterSave: input.stayAfterSave ?? false,
      idempotencyKey: newKey(null),
      newKey,
      version: null,
      theirs: null,
      setAside: null,
      storedDraft: input.storedDraft ?? null,
      online: input.online ?? true,
    };
  },
  invoke: { id: 'connectivity', src: 'connectivity' },
  on: {
    'network.offline': { actions: { type: 'setOnline', params: { online: false } } },
    'network.online': { actions: [{ type: 'setOnline', params: { online: true } }, 'clearNetworkError'] },
  },
  initial: 'starting',
  states: {
    starting: {
      description: 'A new record checks for a kept draft; an edit loads the record.',
      always: [{ guard: 'isNew', target: 'checkingDraft' }, { target: 'loading' }],
    },
    checkingDraft: {
      description: 'Is there an unsaved draft from an earlier visit that differs from the form?',
      always: [
        { guard: 'restorable', target: 'offeringDraft' },
        // nothing worth offering: forget what was kept (it matches the form, or there is none)
        {
          target: 'editing',
          actions: ['forgetStoredDraft', { type: 'storeDraft', params: { draft: null } }],
        },
      ],
    },
    offeringDraft: {
      description:
        "'Restore unsaved changes?' above the form, which waits for the answer; the draft stays kept until then.",
      on: {
        'draft.restore': {
          target: 'editing',
          actions: [
            'restoreDraft',
            // stored again as merged, so what is kept is what the form shows
            { type: 'storeDraft', params: ({ context }) => ({ draft: context.draft }) },
          ],
        },
        'draft.discard': {
          target: 'editing',
          actions: ['forgetStoredDraft', { type: 'storeDraft', params: { draft: null } }],
        },
        // a link out before answering: the kept draft is offered again next time
        'form.leave': {
          target: 'left',
          actions: { type: 'setLeaveTo', params: ({ event }) => ({ to: event.to ?? null }) },
        },
      },
    },
    loading: {
      description: 'The form says it is loading the record.',
      invoke: {
        id: 'loadDraft',
        src: 'loadDraft',
        input: ({ context }) => ({ recordId: context.recordId ?? '' }),
        onDone: {
          target: 'checkingDraft',
          actions: { type: 'loadDraft', params: ({ event }) => ({ loaded: event.output }) },
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
      description: 'The form with its fields, Cancel and Save.',
      on: {
        'form.change': {
          actions: [
            { type: 'setValues', params: ({ event }) => ({ values: { [event.field]: event.value } }) },
            { type: 'storeDraft', params: ({ context }) => ({ draft: unsaved(context) }) },
          ],
        },
        'form.set': {
          actions: [
            { type: 'setValues', params: ({ event }) => ({ values: event.values }) },
            { type: 'storeDraft', params: ({ context }) => ({ draft: unsaved(context) }) },
          ],
        },
        'form.submit': { target: 'validating', actions: 'validate' },
        'form.restoreMine': {
          guard: 'hasSetAside',
          actions: [
            'restoreMine',
            { type: 'storeDraft', params: ({ context }) => ({ draft: unsaved(context) }) },
          ],
        },
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
      description: 'Save checks the rules: errors show under their fields, or the save starts.',
      always: [
        {
          guard: not('valid'),
          target: 'editing',
          actions: {
            type: 'focusField',
            params: ({ context }) => ({ field: firstErrorField(context.errors) ?? '' }),
          },
        },
        // offline, a write fails at once instead of waiting for a timeout; the draft stays kept
        { guard: 'offline', target: 'editing', actions: 'storeOfflineError' },
        { target: 'saving' },
      ],
    },
    saving: {
      description: "The submit button is busy ('Saving…'); the fields are read-only.",
      entry: 'clearSaveError',
      invoke: {
        id: 'saveDraft',
        src: 'saveDraft',
        input: ({ context }) => ({
          recordId: context.recordId,
          draft: context.draft,
          idempotencyKey: context.idempotencyKey,
          version: context.version,
        }),
        onDone: [
          {
            guard: 'staysAfterSave',
            target: 'editing',
            actions: [
              { type: 'markSaved', params: ({ event }) => ({ version: event.output.version }) },
              'renewKey',
              { type: 'storeDraft', params: { draft: null } },
              { type: 'saved', params: ({ event }) => ({ id: event.output.id }) },
            ],
          },
          {
            target: 'saved',
            actions: [
              { type: 'storeDraft', params: { draft: null } },
              { type: 'saved', params: ({ event }) => ({ id: event.output.id }) },
            ],
          },
        ],
        onError: [
          {
            guard: { type: 'versionConflict', params: ({ event }) => ({ error: event.error }) },
            target: 'readingTheirs',
            actions: { type: 'storeSaveError', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'editing',
            actions: { type: 'storeSaveError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    readingTheirs: {
      description:
        'The save was refused: the record changed since it was opened. Its current version is read.',
      invoke: {
        id: 'loadTheirs',
        src: 'loadDraft',
        input: ({ context }) => ({ recordId: context.recordId ?? '' }),
        onDone: {
          target: 'changedElsewhere',
          actions: { type: 'storeTheirs', params: ({ event }) => ({ theirs: event.output }) },
        },
        // Unreadable now: back to the draft with the refusal's message; Save tries again.
        onError: { target: 'editing' },
      },
    },
    changedElsewhere: {
      description:
        "'This record changed since you opened it': load their version (the draft is set aside, one press brings it back) or save the fields I changed over it; Stay keeps editing.",
      on: {
        'form.loadTheirs': { target: 'editing', actions: 'loadTheirs' },
        'form.saveMine': {
          target: 'saving',
          actions: [
            'overwriteTheirs',
            { type: 'storeDraft', params: ({ context }) => ({ draft: unsaved(context) }) },
          ],
        },
        'form.stay': { target: 'editing' },
      },
    },
    confirmingLeave: {
      description: "'Leave without saving?': leaving drops the changes, staying keeps them.",
      on: {
        // the user agreed to lose the changes: the kept draft goes with them
        'form.confirmLeave': { target: 'left', actions: { type: 'storeDraft', params: { draft: null } } },
        'form.stay': { target: 'editing' },
      },
    },
    saved: { description: 'Saved: the app moves on (usually to the record).', type: 'final' },
    left: {
      description: 'The form is left for where the user went.',
      type: 'final',
      entry: { type: 'left', params: ({ context }) => ({ to: context.leaveTo }) },
    },
    notFound: { description: "The record to edit does not exist: '… not found'.", type: 'final' },
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
