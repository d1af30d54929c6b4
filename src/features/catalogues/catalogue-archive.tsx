import { Archive } from 'lucide-react';
import { useRecordScreen } from '../../kit/screen-actor';
import type { CatalogueKind, CatalogueKinds } from '../../domain/catalogue';
import { Button, ConfirmDialog } from '../../ui';
import { toastFailed, toastSaved } from './catalogue-toasts';

type RecordOf<Kind extends CatalogueKind> = CatalogueKinds[Kind]['record'];

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
