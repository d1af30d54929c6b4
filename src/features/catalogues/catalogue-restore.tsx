import { Fragment } from 'react';
import { ArchiveRestore } from 'lucide-react';
import { css, cx } from 'styled-system/css';
import { BackLink } from '../../kit/form-screen';
import { useRecordScreen } from '../../kit/screen-actor';
import type { AppServices } from '../../kit/services';
import type { CatalogueKind, CatalogueKinds } from '../../domain/catalogue';
import { archivedRecordMessage, catalogueStatusLabel } from '../../domain/catalogueRules';
import { Alert, Badge, Button, Card, factsStyle, LoadingState, PageHeader, pageStyle } from '../../ui';
import { HistoryPanel } from '../../kit/history-panel';
import { CATALOGUE_AUDIT_TYPES } from '../../domain/audit';
import type { CatalogueConfig } from './catalogue-config';
import { CatalogueForm, CatalogueLoadFailed } from './catalogue-form';
import { toastFailed, toastSaved } from './catalogue-toasts';

type RecordOf<Kind extends CatalogueKind> = CatalogueKinds[Kind]['record'];

const narrowStyle = css({ maxW: '3xl' });
const historyStyle = css({ mt: '6' });
const noticeActionsStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: '2' });

/**
 * The restore call (decision 0335) with the version the screen showed; a failure is the catalogues'
 * 'Something went wrong' toast with the server's words (another active record has its code, say).
 */
export function restoreRecord<Kind extends CatalogueKind>(
  services: AppServices,
  kind: Kind,
  record: RecordOf<Kind>,
  signal: AbortSignal,
  failed: string,
): Promise<RecordOf<Kind>> {
  return services
    .backend()
    .catalogues[kind].restore(record.id, {
      signal,
      ...(record.version === undefined ? {} : { version: record.version }),
    })
    .catch((error: unknown) => {
      toastFailed(services, error, failed);
      throw error;
    });
}

/** 'Restore', named by the record it brings back ('Restore Near mint-mint'). */
export function RestoreButton({
  name,
  onClick,
  pending,
  disabled = false,
  variant = 'ghost',
}: {
  name: string;
  onClick: () => void;
  pending: boolean;
  disabled?: boolean;
  variant?: 'ghost' | 'primary';
}) {
  return (
    <Button
      size="sm"
      variant={variant}
      onClick={onClick}
      loading={pending}
      disabled={disabled || pending}
      aria-label={`Restore ${name}`}
    >
      {!pending && <ArchiveRestore size={16} aria-hidden />}
      Restore
    </Button>
  );
}

/**
 * A catalogue record's edit route (seed B §2 '/{id}/edit'). An active record opens its form; an
 * archived one is kept as it was (the server refuses changes to it, decision 0335): its values are
 * shown read-only under a note saying so, with Restore, which makes it active and opens the form.
 */
export function CatalogueEdit<Kind extends CatalogueKind, Values extends object>({
  config,
  recordId,
}: {
  config: CatalogueConfig<Kind, Values>;
  recordId: string;
}) {
  const { texts } = config;
  const view = useRecordScreen<RecordOf<Kind>>({
    id: recordId,
    load: ({ backend }, id, signal) => backend().catalogues[config.kind].get(id, { signal }),
    restore: (services, record, signal) =>
      restoreRecord(services, config.kind, record, signal, texts.restoreFailed),
    onRestored: (services) => toastSaved(services, texts.restored),
  });
  const { record } = view;
  if (view.loading) return <LoadingState message={texts.formLoading} />;
  if (record === null || view.notFound || view.error)
    return (
      <div className={cx(pageStyle, narrowStyle)}>
        <BackLink href={config.path} />
        <CatalogueLoadFailed title={texts.formLoadFailed} failure={view.error} />
      </div>
    );
  // The form reads the record this page already holds (no second call), at the version it was read.
  // An active record's Restore puts an update's earlier values into the form above (decision 0442);
  // an archived one is restored as a whole first.
  const history = (
    <HistoryPanel
      key={record.version}
      recordType={CATALOGUE_AUDIT_TYPES[config.kind]}
      recordId={recordId}
      {...(record.isActive ? { restoreHref: `${config.path}/${recordId}/edit` } : {})}
    />
  );
  if (record.isActive)
    return (
      <>
        <CatalogueForm config={config} recordId={recordId} preloaded={record} />
        <div className={cx(pageStyle, narrowStyle, historyStyle)}>{history}</div>
      </>
    );
  const name = config.archiveName(record);
  return (
    <div className={cx(pageStyle, narrowStyle)}>
      <BackLink href={config.path} />
      <PageHeader title={texts.editTitle} />
      <Alert tone="warning" title={archivedRecordMessage(config.kind)}>
        <p>Restoring it puts it back in the active list and everywhere it is offered.</p>
        <div className={noticeActionsStyle}>
          <RestoreButton
            name={name}
            variant="primary"
            onClick={view.restore.run}
            pending={view.restore.pending || view.reloading}
          />
        </div>
      </Alert>
      <Card title={name} headingLevel={2}>
        <dl className={factsStyle} aria-label={`${name}, archived`}>
          {config.columns.map((column) => (
            <Fragment key={column.key}>
              <dt>{column.header}</dt>
              <dd>{column.cell(record)}</dd>
            </Fragment>
          ))}
          <dt>Status</dt>
          <dd>
            <Badge status="cancelled">{catalogueStatusLabel(record.isActive)}</Badge>
          </dd>
        </dl>
      </Card>
      {history}
    </div>
  );
}
