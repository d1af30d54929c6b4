import { Archive, Pencil } from 'lucide-react';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { useCurrentList } from '../../kit/list-screen';
import { useRecordScreen } from '../../kit/screen-actor';
import type { CatalogueKind, CatalogueKinds } from '../../domain/catalogue';
import { catalogueStatusLabel } from '../../domain/catalogueRules';
import { Badge, Button, Checkbox, ConfirmDialog } from '../../ui';
import type { CatalogueConfig } from './catalogue-config';
import { toastFailed, toastSaved } from './catalogue-toasts';

type RecordOf<Kind extends CatalogueKind> = CatalogueKinds[Kind]['record'];

const actionsStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '1' });

export interface ArchiveButtonProps<Kind extends CatalogueKind> {
  kind: Kind;
  record: RecordOf<Kind>;
  /** 'Card grade 10' or 'recommendation #4': the confirmation reads 'Archive {name}?'. */
  name: string;
  texts: { archived: string; archiveFailed: string };
  /** Reload the list once the record is archived. */
  onArchived: () => void;
}

/**
 * A row's Archive (seed B §2, §4): confirm, then the delete call that archives it. The row's record
 * actor holds the confirm / pending / failed states; the button is disabled for an archived row and
 * while the archive runs (the confirmation stays open and modal until it ends, so no second one starts).
 */
export function ArchiveButton<Kind extends CatalogueKind>({
  kind,
  record,
  name,
  texts,
  onArchived,
}: ArchiveButtonProps<Kind>) {
  const view = useRecordScreen<RecordOf<Kind>>({
    id: record.id,
    // The row is already on screen: the record actor only needs it for its remove flow.
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
      onArchived();
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

/** A row's Edit and Archive; a done archive reloads the list. */
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
      <ArchiveButton
        kind={config.kind}
        record={row}
        name={name}
        texts={config.texts}
        onArchived={list.refresh}
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
