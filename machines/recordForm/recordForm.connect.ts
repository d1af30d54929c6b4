import type { SnapshotFrom } from 'xstate';
import type { AppError } from '../../src/domain/errors';
import type { recordFormMachine } from './recordForm.machine';
import { conflictFields, isDirty } from './recordForm.rules';
import type { RecordFormEvent } from './recordForm.types';

type Snapshot = SnapshotFrom<typeof recordFormMachine>;

/** What a form screen binds, so its JSX never asks which state the machine is in. */
export interface RecordFormView<Values extends object> {
  values: Values;
  /** Messages of the fields in error, once the user has tried to submit. */
  errors: Partial<Record<keyof Values & string, string>>;
  /** A field's value, message and change handler, to spread on a control. */
  field: <Name extends keyof Values & string>(
    name: Name,
  ) => {
    name: Name;
    value: Values[Name];
    error: string | undefined;
    onChange: (value: Values[Name]) => void;
  };
  set: (values: Partial<Values>) => void;
  isNew: boolean;
  /** The form stays open after a save (Settings, a section of a detail page): nowhere to cancel to. */
  stays: boolean;
  loading: boolean;
  saving: boolean;
  notFound: boolean;
  /** The record could not be loaded. */
  loadError: { error: AppError; onRetry: () => void } | null;
  /** Why the last save failed; every typed value is still in `values`. */
  saveError: AppError | null;
  dirty: boolean;
  /** The values as loaded (or last saved): what `dirty` compares against, and what names the record. */
  initial: Values;
  /** The record's version as loaded or last saved (null for a new record or one without versions). */
  version: number | null;
  /** Open for edits (not loading, saving, or asking whether to leave): where leaving needs asking. */
  editing: boolean;
  /** For the form's onSubmit. */
  submit: (event?: { preventDefault: () => void }) => void;
  /** Cancel, or a link out (`to`): leaves at once, or asks first when there are unsaved changes. */
  leave: (to?: string) => void;
  confirmLeave: { open: boolean; confirm: () => void; stay: () => void };
  /**
   * 'Restore unsaved changes?': a draft kept from an earlier visit, offered back before the form can be
   * edited (null when there is none).
   */
  restoreOffer: { restore: () => void; discard: () => void } | null;
  /** The browser is offline: a save fails at once and the draft is kept. */
  offline: boolean;
  /**
   * The save was refused because the record changed since it was opened: load their version (the
   * draft is set aside) or save the fields I changed over theirs; stay closes the question and keeps
   * editing. `theirChanges` names the fields the other person changed; `bothChanged` those of them
   * this user changed too (saving mine replaces their value there).
   */
  conflict: {
    open: boolean;
    theirChanges: readonly string[];
    bothChanged: readonly string[];
    loadTheirs: () => void;
    saveMine: () => void;
    stay: () => void;
  };
  /** After 'Load their version': puts the user's own draft back (null when nothing is set aside). */
  restoreMine: (() => void) | null;
}

/** The recordForm machine's snapshot as values, messages and handlers for a form screen. */
export function connectRecordForm<Values extends object>(
  snapshot: Snapshot,
  send: (event: RecordFormEvent) => void,
): RecordFormView<Values> {
  const { context } = snapshot;
  const values = context.draft as Values;
  const errors = (context.showErrors ? context.errors : {}) as RecordFormView<Values>['errors'];
  return {
    values,
    errors,
    field: (name) => ({
      name,
      value: values[name],
      error: errors[name],
      onChange: (value) => send({ type: 'form.change', field: name, value }),
    }),
    set: (next) => send({ type: 'form.set', values: next }),
    isNew: context.recordId === null,
    stays: context.stayAfterSave,
    loading: snapshot.matches('loading') || snapshot.matches('starting') || snapshot.matches('checkingDraft'),
    saving: snapshot.matches('saving') || snapshot.matches('saved') || snapshot.matches('readingTheirs'),
    notFound: snapshot.matches('notFound'),
    loadError:
      snapshot.matches('failed') && context.loadError
        ? { error: context.loadError, onRetry: () => send({ type: 'form.retry' }) }
        : null,
    // the conflict's own question says it while open
    saveError: snapshot.matches('changedElsewhere') ? null : context.saveError,
    dirty: !snapshot.matches('saved') && isDirty(context.initial, context.draft),
    initial: context.initial as Values,
    version: context.version ?? null,
    editing: snapshot.matches('editing'),
    submit: (event) => {
      event?.preventDefault();
      send({ type: 'form.submit' });
    },
    leave: (to) => send(to === undefined ? { type: 'form.leave' } : { type: 'form.leave', to }),
    confirmLeave: {
      open: snapshot.matches('confirmingLeave'),
      confirm: () => send({ type: 'form.confirmLeave' }),
      stay: () => send({ type: 'form.stay' }),
    },
    restoreOffer: snapshot.matches('offeringDraft')
      ? {
          restore: () => send({ type: 'draft.restore' }),
          discard: () => send({ type: 'draft.discard' }),
        }
      : null,
    offline: !context.online,
    conflict: {
      open: snapshot.matches('changedElsewhere'),
      ...(context.theirs
        ? conflictFields(context.initial, context.theirs.draft, context.draft)
        : { theirChanges: [], bothChanged: [] }),
      loadTheirs: () => send({ type: 'form.loadTheirs' }),
      saveMine: () => send({ type: 'form.saveMine' }),
      stay: () => send({ type: 'form.stay' }),
    },
    restoreMine:
      context.setAside !== null && snapshot.matches('editing')
        ? () => send({ type: 'form.restoreMine' })
        : null,
  };
}
