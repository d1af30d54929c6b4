import { Archive, Pencil } from 'lucide-react';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { useCurrentList } from '../../kit/list-screen';
import { useRecordScreen } from '../../kit/screen-actor';
import type { CatalogueKind, CatalogueKinds } from '../../domain/catalogue';
import { catalogueStatusLabel } from '../../domain/catalogueRules';
import { Badge, Button, Checkbox, ConfirmDialog } from '../../ui';
import type { CatalogueConfig, CatalogueTexts } from './catalogue-config';
import { RestoreButton, restoreRecord } from './catalogue-restore';
import { toastFailed, toastSaved } from './catalogue-toasts';

type RecordOf<Kind extends CatalogueKind> = CatalogueKinds[Kind]['record'];

const actionsStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '1' });

export interface ArchiveAndRestoreProps<Kind extends CatalogueKind> {
  kind: Kind;
  record: RecordOf<Kind>;
  /** 'Card grade 10' or 'recommendation #4': the confirmation reads 'Archive {name}?'. */
  name: string;
  texts: Pick<CatalogueTexts, 'archived' | 'archiveFailed' | 'restored' | 'restoreFailed'>;
  /** Reload the list once the record is archived or restored. */
  onChanged: () => void;
}

/**
 * A row's Archive (seed B §2, §4): confirm, then the delete call that archives it; and on an archived
 * row, Restore (issue 37: a mistaken archive is undone in one press, nothing to confirm). The row's
 * record actor holds the confirm / pending / failed states; Archive is disabled for an archived row and
 * while the archive runs (the confirmation stays open and modal until it ends, so no second one starts).
 */
export function ArchiveAndRestore<Kind extends CatalogueKind>({
  kind,
  record,
  name,
  texts,
  onChanged,
}: ArchiveAndRestoreProps<Kind>) {
  const view = useRecordScreen<RecordOf<Kind>>({
    id: record.id,
    // The row is already on screen: the record actor only needs it for its remove and restore flows.
    load: () => Promise.resolve(record),
    remove: (services, id, signal) =>
      services
        .backend()
        .catalogues[kind].archive(id, { signal })
        .catch((error: unknown) => {
          toastFailed(services, error, texts.archiveFailed);
          throw error;
        }),
    onRemoved: (services) => {
      toastSaved(services, texts.archived);
      onChanged();
    },
    restore: (services, shown, signal) => restoreRecord(services, kind, shown, signal, texts.restoreFailed),
    onRestored: (services) => {
      toastSaved(services, texts.restored);
      onChanged();
    },
  });
  const disabled = !record.isActive || view.record === null || view.remove.pending;
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        onClick={view.remove.request}
        disabled={disabled}
        aria-label={`Archive ${name}`}
      >
        <Archive size={16} aria-hidden />
        Archive
      </Button>
      {!record.isActive && (
        <RestoreButton
          name={name}
          onClick={view.restore.run}
          pending={view.restore.pending || view.reloading}
          disabled={view.record === null}
        />
      )}
      <ConfirmDialog
        open={view.remove.confirmOpen}
        onOpenChange={(open) => {
          if (!open && !view.remove.pending) view.remove.cancel();
        }}
        title={`Archive ${name}?`}
        message="Archived records leave the active list. They stay listed while archived records are shown."
        confirmLabel="Archive"
        tone="danger"
        busy={view.remove.pending}
        onConfirm={view.remove.confirm}
        onCancel={view.remove.cancel}
      />
    </>
  );
}

/** A row's Edit and Archive (and Restore when archived); a done archive or restore reloads the list. */
export function RowActions<Kind extends CatalogueKind, Values extends object>({
  config,
  row,
}: {
  config: CatalogueConfig<Kind, Values>;
  row: RecordOf<Kind>;
}) {
  const list = useCurrentList();
  const name = config.archiveName(row);
  return (
    <div className={actionsStyle}>
      <Button asChild size="sm" variant="ghost">
        <Link href={`${config.path}/${encodeURIComponent(row.id)}/edit`} aria-label={`Edit ${name}`}>
          <Pencil size={16} aria-hidden />
          Edit
        </Link>
      </Button>
      <ArchiveAndRestore
        // a row read again with another version or status starts a fresh record actor
        key={`${row.version ?? ''}:${String(row.isActive)}`}
        kind={config.kind}
        record={row}
        name={name}
        texts={config.texts}
        onChanged={list.refresh}
      />
    </div>
  );
}

/** 'Show archived …', held in the URL (?archived=yes); ticking it reloads the list (seed B §7). */
export function ShowArchived({ label }: { label: string }) {
  const list = useCurrentList();
  return (
    <Checkbox
      label={label}
      checked={list.query.filters.archived === 'yes'}
      onCheckedChange={(checked) => list.filters.apply({ archived: checked ? 'yes' : 'no' })}
    />
  );
}

/** A record's Active or Archived badge. */
export const STATUS_COLUMN = {
  key: 'status',
  header: 'Status',
  cell: (row: { isActive: boolean }) => (
    <Badge status={row.isActive ? 'completed' : 'cancelled'}>{catalogueStatusLabel(row.isActive)}</Badge>
  ),
};
