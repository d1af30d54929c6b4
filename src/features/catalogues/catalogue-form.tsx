import { useRef } from 'react';
import type { RecordFormView } from '../../../machines/recordForm';
import { FormScreen } from '../../kit/form-screen';
import { useRecordFormScreen } from '../../kit/screen-actor';
import type { CatalogueKind, CatalogueKinds } from '../../domain/catalogue';
import { isAppError } from '../../domain/errors';
import { Alert, Button, FormSection } from '../../ui';
import type { CatalogueConfig } from './catalogue-config';
import { toastFailed, toastSaved } from './catalogue-toasts';

/**
 * One catalogue's create or edit form (seed B §2, §5): Back, the kind's fields, Cancel and
 * 'Save changes' or the kind's create label; a save shows 'Saved' and returns to the list, a failure
 * shows 'Something went wrong' and keeps every typed value.
 */
export function CatalogueForm<Kind extends CatalogueKind, Values extends object>({
  config,
  recordId,
  preloaded,
}: {
  config: CatalogueConfig<Kind, Values>;
  recordId: string | null;
  /** The record as its edit page just read it (see CatalogueEdit): the form's first load takes it. */
  preloaded?: CatalogueKinds[Kind]['record'];
}) {
  const { texts, Fields } = config;
  // Taken once: a later load (Try again, 'Load their version') reads the server again.
  const firstLoad = useRef(preloaded);
  const form = useRecordFormScreen<Values>({
    draftKind: config.kind,
    recordId,
    blank: config.blank,
    validate: config.validate,
    loadWithVersion: (services, id, signal) => {
      const held = firstLoad.current;
      firstLoad.current = undefined;
      return (
        held ? Promise.resolve(held) : services.backend().catalogues[config.kind].get(id, { signal })
      ).then((record) => ({ values: config.toValues(record), version: record.version }));
    },
    save: (services, id, values, signal, write) => {
      const api = services.backend().catalogues[config.kind];
      const input = config.toInput(values);
      return (
        id ? api.update(id, input, { signal, ...write }) : api.create(input, { signal, ...write })
      ).catch((error: unknown) => {
        // A stale version asks 'Changed since you opened it' instead (decision 0232).
        if (!isAppError(error) || error.code !== 'VERSION_CONFLICT')
          toastFailed(services, error, texts.saveFailed);
        throw error;
      });
    },
    onSaved: (services) => {
      toastSaved(services, recordId ? texts.updated : texts.created);
      services.navigate(config.path, { replace: true });
    },
    onLeave: ({ navigate }, to) => navigate(to ?? config.path),
  });

  return (
    <FormScreen
      form={form}
      title={form.isNew ? texts.createTitle : texts.editTitle}
      back={config.path}
      texts={{
        loading: texts.formLoading,
        create: texts.createLabel,
        save: 'Save changes',
        leave: 'Your changes will be lost.',
      }}
      missing={(failure) => <CatalogueLoadFailed title={texts.formLoadFailed} failure={failure} />}
    >
      <FormSection>
        <Fields form={form} />
      </FormSection>
    </FormScreen>
  );
}

/** 'We couldn’t load that card grade.' with the failure's message and Try again (none when it is missing). */
export function CatalogueLoadFailed({
  title,
  failure,
}: {
  title: string;
  failure: RecordFormView<object>['loadError'];
}) {
  return (
    <Alert tone="error" title={title}>
      <p>{failure?.error.message || 'Please try again shortly.'}</p>
      {failure && (
        <Button size="sm" onClick={failure.onRetry}>
          Try again
        </Button>
      )}
    </Alert>
  );
}
