import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { RecordView } from '../../machines/record';
import { Alert, ConfirmDialog, LoadingState } from '../ui';
import { PanelBoundary } from './panel-boundary';

const pageStyle = css({ display: 'flex', flexDirection: 'column', gap: '6', minW: '0' });

/** The texts of a detail screen's removal: its confirmation and the banner of a failed removal. */
export interface RemovalTexts {
  /** e.g. 'Remove Ada Lovelace from customers?' */
  title: string;
  message: string;
  /** The confirm button, e.g. 'Delete'. */
  confirm: string;
  /** The confirm button while the removal runs, e.g. 'Removing…' (absent: `confirm`, shown busy). */
  pending?: string;
  /**
   * The banner's title when a removal failed, e.g. 'Failed to delete customer' (absent: no banner, for a
   * screen whose failed removal is only logged and leaves the record as it was).
   */
  failed?: string;
}

export interface DetailScreenProps<Row> {
  /** The screen's record (useRecordScreen). */
  view: RecordView<Row>;
  /** e.g. 'Loading customer profile…' */
  loading: string;
  /**
   * What shows instead of the record: `error` is null when it does not exist, and the load failure
   * (with its retry) when it could not be read.
   */
  missing: (error: RecordView<Row>['error']) => ReactNode;
  /** The page header with its actions (open the removal with `view.remove.request`). */
  header: (record: Row) => ReactNode;
  /** Set when the record can be removed: the confirmation and the failed-removal banner are wired here. */
  removal?: (record: Row) => RemovalTexts;
  /** The page under the header. */
  children: (record: Row) => ReactNode;
}

/**
 * A detail screen's layout with the record's states wired once: the loading text, the missing state
 * (not found or failed), then header, the failed-removal banner, the body and the removal confirmation.
 */
export function DetailScreen<Row>({
  view,
  loading,
  missing,
  header,
  removal,
  children,
}: DetailScreenProps<Row>) {
  if (view.loading) return <LoadingState message={loading} />;
  if (view.notFound || view.error || !view.record) return <>{missing(view.notFound ? null : view.error)}</>;
  const record = view.record;
  const texts = removal?.(record);
  const { remove } = view;
  return (
    <div className={pageStyle}>
      {header(record)}
      {texts?.failed && remove.error && (
        <Alert tone="error" title={texts.failed}>
          {remove.error.message}
        </Alert>
      )}
      <PanelBoundary name="detail">{children(record)}</PanelBoundary>
      {texts && (
        <ConfirmDialog
          open={remove.confirmOpen}
          onOpenChange={(open) => {
            if (!open && !remove.pending) remove.cancel();
          }}
          title={texts.title}
          message={texts.message}
          confirmLabel={remove.pending && texts.pending ? texts.pending : texts.confirm}
          tone="danger"
          busy={remove.pending}
          onConfirm={remove.confirm}
          onCancel={remove.cancel}
        />
      )}
    </div>
  );
}
