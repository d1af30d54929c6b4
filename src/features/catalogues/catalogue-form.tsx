import {
  ChangedElsewhere,
  draftFormProps,
  RestoreDraftBanner,
  TheirVersionLoaded,
} from '../../kit/form-screen';
import { isAppError } from '../../domain/errors';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { useRecordFormScreen } from '../../kit/screen-actor';
import type { CatalogueKind } from '../../domain/catalogue';
import { Alert, Button, LeaveFormDialog, LoadingState, PageHeader } from '../../ui';
import type { CatalogueConfig } from './catalogue-config';
import { toastFailed, toastSaved } from './catalogue-toasts';

const pageStyle = css({ display: 'flex', flexDirection: 'column', gap: '6', maxW: '3xl' });
const formStyle = css({ display: 'flex', flexDirection: 'column', gap: '6' });
const fieldsStyle = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' },
  gap: '4',
  alignItems: 'start',
  p: '5',
  bg: 'bg.surface',
  borderWidth: 'thin',
  borderStyle: 'solid',
  borderColor: 'border.default',
  borderRadius: 'lg',
});
const buttonsStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'flex-end' });

function BackLink({ path }: { path: string }) {
  return (
    <Button asChild variant="ghost" size="sm">
      <Link href={path}>
        <ArrowLeft size={16} aria-hidden />
        Back
      </Link>
    </Button>
  );
}

/**
 * One catalogue's create or edit form (seed B §2, §5): Back, the kind's fields, Cancel and
 * 'Save changes' or the kind's create label; a save shows 'Saved' and returns to the list, a failure
 * shows 'Something went wrong' and keeps every typed value.
 */
export function CatalogueForm<Kind extends CatalogueKind, Values extends object>({
  config,
  recordId,
}: {
  config: CatalogueConfig<Kind, Values>;
  recordId: string | null;
}) {
  const { texts, Fields } = config;
  const form = useRecordFormScreen<Values>({
    draftKind: config.kind,
    recordId,
    blank: config.blank,
    validate: config.validate,
    loadWithVersion: (services, id, signal) =>
      services
        .backend()
        .catalogues[config.kind].get(id, { signal })
        .then((record) => ({ values: config.toValues(record), version: record.version })),
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

  if (form.loading) return <LoadingState message={texts.formLoading} />;
  if (form.notFound || form.loadError) {
    return (
      <div className={pageStyle}>
        <BackLink path={config.path} />
        <Alert tone="error" title={texts.formLoadFailed}>
          <p>{form.loadError?.error.message || 'Please try again shortly.'}</p>
          {form.loadError && (
            <Button size="sm" onClick={form.loadError.onRetry}>
              Try again
            </Button>
          )}
        </Alert>
      </div>
    );
  }

  return (
    <div className={pageStyle}>
      <div>
        <BackLink path={config.path} />
      </div>
      <PageHeader title={form.isNew ? texts.createTitle : texts.editTitle} />
      <RestoreDraftBanner offer={form.restoreOffer} />
      <form noValidate onSubmit={form.submit} className={formStyle} {...draftFormProps(form)}>
        <div className={fieldsStyle}>
          <Fields form={form} />
        </div>
        <div className={buttonsStyle}>
          <Button onClick={() => form.leave()} disabled={form.saving}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" loading={form.saving}>
            {form.isNew ? texts.createLabel : 'Save changes'}
          </Button>
        </div>
        <TheirVersionLoaded form={form} />
      </form>
      <LeaveFormDialog confirmLeave={form.confirmLeave} message="Your changes will be lost." />
      <ChangedElsewhere form={form} />
    </div>
  );
}
