import { useEffect, useMemo, useRef } from 'react';
import { fromCallback, fromPromise, type ActorRefFrom } from 'xstate';
import type { RecentDetailViewInput } from '../../machines/preferences';
import {
  connectRecord,
  recordMachine,
  type LoadRecordInput,
  type RecordView,
  type RestoreRecordInput,
} from '../../machines/record';
import {
  connectRecordForm,
  recordFormMachine,
  type FormDraft,
  type FormErrors,
  type LoadedDraft,
  type LoadDraftInput,
  type RecordFormView,
  type SavedRecord,
  type SaveDraftInput,
} from '../../machines/recordForm';
import { AppError, isAppError } from '../domain/errors';
import { draftKeyOf } from './drafts';
import { type RestoreState, clearRestoreState, restoredFields, useRestoreState } from './restore-values';
import { useServices, type AppServices } from './services';
import { useScreenActor } from './use-screen-actor';
import { useView } from './use-view';

export interface RecordScreenOptions<Row> {
  id: string;
  /**
   * Breadcrumb and title label of the record's page: `path` is the detail's path, `label` names a loaded
   * record, `missing` is shown when it is not found or fails to load (e.g. 'Customer not found'; absent:
   * the route's own title stays).
   */
  label?: { path: string; of: (record: Row) => string; missing?: string };
  /** A visit to remember in 'Recent records' once the record has loaded. */
  recentView?: (record: Row) => RecentDetailViewInput;
  load: (services: AppServices, id: string, signal: AbortSignal) => Promise<Row>;
  remove?: (services: AppServices, id: string, signal: AbortSignal) => Promise<void>;
  /** After a removal: usually a toast and back to the list. */
  onRemoved?: (services: AppServices) => void;
  /**
   * Makes an archived record active again (a catalogue's Restore), given the record as shown (its
   * version goes with the call); the record is then read again.
   */
  restore?: (services: AppServices, record: Row, signal: AbortSignal) => Promise<unknown>;
  /** After a restore: usually a toast. */
  onRestored?: (services: AppServices) => void;
}

/** A detail screen's view (see connectRecord): the record by id from the live backend, reload, removal and restore. */
export function useRecordScreen<Row>(options: RecordScreenOptions<Row>): RecordView<Row> {
  const actor = useScreenActor(
    recordMachine,
    (services) => ({
      actors: {
        loadRecord: fromPromise<unknown, LoadRecordInput>(({ input, signal }) =>
          options.load(services, input.id, signal),
        ),
        removeRecord: fromPromise<void, LoadRecordInput>(async ({ input, signal }) => {
          if (!options.remove) throw new Error('This record cannot be removed.');
          await options.remove(services, input.id, signal);
        }),
        restoreRecord: fromPromise<void, RestoreRecordInput>(async ({ input, signal }) => {
          if (!options.restore) throw new Error('This record cannot be restored.');
          await options.restore(services, input.record as Row, signal);
        }),
      },
      actions: {
        removed: () => options.onRemoved?.(services),
        restored: () => options.onRestored?.(services),
      },
    }),
    { input: { id: options.id } },
  );
  useRecordVisit(actor, options);
  return useView(actor, connectRecord<Row>);
}

/** Sets a record's breadcrumb and title label; kept after the screen goes, so the next page's crumb for
 * the same record (detail → edit) still reads its name. */
function useRecordLabel(path: string | undefined, text: string | null) {
  const services = useServices();
  useEffect(() => {
    if (path && text !== null) services.setRecordLabel(path, text);
  }, [services, path, text]);
}

/**
 * Names the record in the breadcrumbs and page title, and remembers the visit in 'Recent records', as
 * soon as it loads (or names it missing).
 */
function useRecordVisit<Row>(
  actor: ActorRefFrom<typeof recordMachine>,
  { label, recentView }: Pick<RecordScreenOptions<Row>, 'label' | 'recentView'>,
) {
  const services = useServices();
  const { record, missing } = useView(actor, connectRecord<Row>, (view) => ({
    record: view.record,
    missing: view.notFound || view.error !== null,
  }));
  const text = record ? (label?.of(record) ?? null) : missing ? (label?.missing ?? null) : null;
  useRecordLabel(label?.path, text);
  const view = record && recentView ? recentView(record) : null;
  const viewKey = view ? JSON.stringify(view) : null;
  useEffect(() => {
    if (viewKey)
      services.preferences.trigger.recordView({ view: JSON.parse(viewKey) as RecentDetailViewInput });
  }, [services, viewKey]);
}

/**
 * `Values` is any object of named fields: a screen's values are usually an interface (which TypeScript
 * does not let satisfy an index signature), so the constraint is `object` and the draft is read as one.
 */
export interface RecordFormScreenOptions<Values extends object> {
  /**
   * The form's kind ('customer', 'cardGrade', 'settings'): with the record id and the user, where its
   * unsaved draft is kept between visits.
   */
  draftKind: string;
  /** null for a new record. */
  recordId: string | null;
  blank: Values;
  /** The domain's form rules (e.g. validateCustomerForm). */
  validate: (values: Values) => FormErrors;
  load?: (services: AppServices, id: string, signal: AbortSignal) => Promise<Values>;
  /**
   * Instead of `load`: the values with the record's version, so a save over a newer version is refused
   * and the form offers theirs or saving over it (decision 0232).
   */
  loadWithVersion?: (
    services: AppServices,
    id: string,
    signal: AbortSignal,
  ) => Promise<{ values: Values; version: number | undefined }>;
  /** `write` goes to the backend call: a create's Idempotency-Key, an update's version. */
  save: (
    services: AppServices,
    recordId: string | null,
    values: Values,
    signal: AbortSignal,
    write: FormWrite,
  ) => Promise<SavedRecord>;
  /** Breadcrumb label of the record being edited, from its loaded values (as on the detail screen). */
  label?: { path: string; of: (values: Values) => string; missing: string };
  /** The message of a failed save that carries none of its own (seed A §8's customer text, say). */
  saveFailure?: string;
  /** After a save: usually a toast and the record's detail, replacing the form in the history. */
  onSaved: (services: AppServices, id: string) => void;
  /** Cancel (to is null) or a confirmed link out of the form. */
  onLeave: (services: AppServices, to: string | null) => void;
  /** Stay open after a save with the saved values as the clean state (Settings); default: finish. */
  stayAfterSave?: boolean;
  /** Ask 'Leave without saving?' when a link or a reload would drop unsaved changes (default: true). */
  guardLeaving?: boolean;
  /** The save stays in the browser (Settings): being offline does not stop it. */
  savesLocally?: boolean;
}

/** The browser's online and offline events, as the form's `network.*` events. */
const browserConnectivity = fromCallback(({ sendBack }) => {
  const online = () => sendBack({ type: 'network.online' });
  const offline = () => sendBack({ type: 'network.offline' });
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
  };
});
/** What a save passes to the backend's write (see WriteOptions). */
export interface FormWrite {
  idempotencyKey: string;
  version?: number;
}

/** Focuses the first control of a field, found by its name (inputs) or its data-field (groups). */
function focusField(field: string) {
  const target = document.querySelector<HTMLElement>(
    `[name="${CSS.escape(field)}"], [data-field="${CSS.escape(field)}"] :is(input, button, textarea, [tabindex])`,
  );
  target?.focus();
}

/**
 * A form screen's view (see connectRecordForm): a blank or loaded draft, the domain's rules, save, and
 * the unsaved-changes check. While the draft is dirty, reloading or closing the tab asks the browser's
 * own question, and a click on a link out of the form asks 'Leave without saving?' first. Every change
 * is kept in the browser (services.drafts) until saved or discarded, and offered back on the next
 * visit; offline, a save fails at once (unless it `savesLocally`).
 */
export function useRecordFormScreen<Values extends object>(
  options: RecordFormScreenOptions<Values>,
): RecordFormView<Values> {
  const services = useServices();
  const key = draftKeyOf(services, options.draftKind, options.recordId);
  // read once per form and record: the machine's input is taken on the first render only
  const storedDraft = useMemo(() => services.drafts.read(key), [services, key]);
  const actor = useScreenActor(
    recordFormMachine,
    (services) => ({
      actors: {
        loadDraft: fromPromise<LoadedDraft, LoadDraftInput>(async ({ input, signal }) => {
          if (options.loadWithVersion) {
            const { values, version } = await options.loadWithVersion(services, input.recordId, signal);
            return { draft: values as FormDraft, version: version ?? null };
          }
          const values = options.load ? await options.load(services, input.recordId, signal) : options.blank;
          return { draft: values as FormDraft, version: null };
        }),
        saveDraft: fromPromise<SavedRecord, SaveDraftInput>(({ input, signal }) => {
          const write: FormWrite = {
            idempotencyKey: input.idempotencyKey,
            ...(input.version === null ? {} : { version: input.version }),
          };
          return options
            .save(services, input.recordId, input.draft as Values, signal, write)
            .catch((error: unknown) => {
              throw options.saveFailure && !isAppError(error)
                ? new AppError('HTTP_ERROR', options.saveFailure)
                : error;
            });
        }),
        ...(options.savesLocally ? {} : { connectivity: browserConnectivity }),
      },
      actions: {
        storeDraft: (_, params) => services.drafts.write(key, params.draft),
        focusField: (_, params) => focusField(params.field),
        saved: (_, params) => {
          clearRestoreState();
          options.onSaved(services, params.id);
        },
        left: (_, params) => options.onLeave(services, params.to),
      },
    }),
    {
      input: {
        recordId: options.recordId,
        blank: options.blank as FormDraft,
        validate: (draft) => options.validate(draft as Values),
        stayAfterSave: options.stayAfterSave,
        storedDraft,
        online: options.savesLocally ? true : window.navigator.onLine,
      },
    },
  );
  const guardLeaving = options.guardLeaving ?? true;
  const labelText = useView(actor, connectRecordForm<Values>, (view) => {
    const { label } = options;
    if (!label || view.isNew) return null;
    if (view.notFound || view.loadError) return label.missing;
    if (view.loading) return null;
    return label.of(view.initial);
  });
  useRecordLabel(options.label?.path, labelText);
  useRestoredValues(actor, options.recordId);
  const dirty = useView(
    actor,
    connectRecordForm<Values>,
    (view) => guardLeaving && view.editing && view.dirty,
  );
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented || link.target === '_blank') return;
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const url = new URL(link.href, window.location.origin);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      event.stopPropagation();
      actor.send({ type: 'form.leave', to: `${url.pathname}${url.search}` });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [actor, dirty]);
  return useView(actor, connectRecordForm<Values>);
}

/**
 * When an admin's Restore on a History entry opened this edit form (decision 0433), puts the entry's
 * previous values over the record once it has loaded; the admin then saves them as any edit, with the
 * record's version.
 */
function useRestoredValues(actor: ActorRefFrom<typeof recordFormMachine>, recordId: string | null) {
  const restore = useRestoreState();
  const ready = useView(actor, connectRecordForm, (view) => view.editing && !view.loading);
  // Each Restore once: the form may be edited after it, and a Restore on the page's own History
  // brings a new one (decision 0442).
  const applied = useRef<RestoreState | null>(null);
  useEffect(() => {
    if (!recordId || !restore || !ready || applied.current === restore) return;
    applied.current = restore;
    actor.send({ type: 'form.set', values: restoredFields(restore, actor.getSnapshot().context.draft) });
  }, [actor, recordId, restore, ready]);
}
