import { useEffect, useRef } from 'react';
import { RefreshCw } from 'lucide-react';
import { css } from 'styled-system/css';
import { pushToast, useCollectionScreen } from '../../kit/screen-actor';
import { ListScreen } from '../../kit/list-screen';
import { StaffOnly } from './staff-only';
import { useServices, type ScreenProps } from '../../kit/services';
import { formatDate, formatNumber } from '../../domain/format';
import type { PrescreenQueueRow } from '../../domain/prescreen';
import type { AppError } from '../../domain/errors';
import { Button, DataTable, SearchField, TextLink, type DataTableColumn } from '../../ui';
import {
  fetchPrescreenQueue,
  filterQueueRows,
  PRESCREEN_QUEUE_CODEC,
  PRESCREEN_QUEUE_DEFAULTS,
  PRESCREEN_REFRESH_MS,
  queueErrorText,
  queueRangeText,
  queueTotals,
  reviewHref,
} from './prescreen-queue';

const COLUMNS: readonly DataTableColumn<PrescreenQueueRow>[] = [
  {
    key: 'submissionId',
    header: 'Submission',
    cell: (row) => <TextLink href={`/submissions/${row.submissionId}`}>{`#${row.submissionId}`}</TextLink>,
    sortable: true,
  },
  {
    key: 'customerName',
    header: 'Customer',
    cell: (row) =>
      row.customerId ? (
        <TextLink href={`/customers/${row.customerId}`}>
          {row.customerName || `Customer #${row.customerId}`}
        </TextLink>
      ) : (
        row.customerName || '—'
      ),
    sortable: true,
  },
  {
    key: 'numberOfCards',
    header: 'Cards',
    cell: (row) => formatNumber(row.numberOfCards),
    sortable: true,
    align: 'end',
  },
  {
    key: 'stepCreatedDate',
    header: 'Requested',
    cell: (row) => formatDate(row.stepCreatedDate),
    sortable: true,
  },
];

/** What the user last asked the list for: a failure toast names it (seed B §8). */
type Intent = 'refresh' | 'previous' | 'next' | 'sort';
const FAILURE_TEXT: Record<Intent, string> = {
  refresh: 'Unable to refresh the prescreen queue.',
  previous: 'Unable to load the previous page.',
  next: 'Unable to load the next page.',
  sort: 'Unable to sort the prescreen queue.',
};

const toolbarStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
});
const summaryStyle = css({ color: 'fg.muted', fontSize: 'sm', display: 'flex', gap: '4', flexWrap: 'wrap' });

/** Seed B §2 'Prescreen queue': submissions waiting for prescreening, newest request first. */
function StaffPrescreenQueue({ search }: ScreenProps) {
  const services = useServices();
  const list = useCollectionScreen<PrescreenQueueRow>({
    defaults: PRESCREEN_QUEUE_DEFAULTS,
    codec: PRESCREEN_QUEUE_CODEC,
    fetchPage: fetchPrescreenQueue,
    autoRefreshMs: PRESCREEN_REFRESH_MS,
  });
  const intent = useRef<Intent>('refresh');
  useFailureToast(list.error?.hasRows ? list.error.error : null, () => {
    const text = FAILURE_TEXT[intent.current];
    intent.current = 'refresh';
    return text;
  });
  const rows = filterQueueRows(list.rows, list.search.value);
  const totals = queueTotals(rows);
  const open = (row: PrescreenQueueRow) => services.navigate(reviewHref(row.submissionId, search));
  return (
    <ListScreen
      list={list}
      title="Prescreening"
      actions={
        <Button
          variant="secondary"
          onClick={() => {
            intent.current = 'refresh';
            list.refresh();
          }}
          disabled={list.refreshing}
        >
          <RefreshCw aria-hidden="true" size="1em" />
          Refresh
        </Button>
      }
      toolbar={
        <div className={toolbarStyle}>
          <SearchField
            label="Search by submission or customer"
            placeholder="Search by submission or customer"
            {...list.search}
            className={css({ flex: '1', minW: '0', maxW: 'lg' })}
          />
          {!list.loading && (
            <p className={summaryStyle} aria-live="polite">
              <span>{queueRangeText(list.range, list.total)}</span>
              <span>{`${formatNumber(totals.submissions)} submissions · ${formatNumber(totals.cards)} cards on this page`}</span>
            </p>
          )}
        </div>
      }
      texts={{
        loading: 'Loading prescreen queue…',
        error: 'Unable to load the prescreen queue.',
        empty: 'No submissions match your filters.',
        pages: 'Prescreen queue pages',
        back: 'Previous',
      }}
      errorDetail={queueErrorText}
      // A failed refresh keeps its rows and says so in a toast (seed B §8), not in the banner.
      refreshErrorBanner={false}
      rows={rows}
      pagesOnlyWithRows
      onPageRequest={(page) => {
        intent.current = page < list.pagination.page ? 'previous' : 'next';
      }}
    >
      {(table) => (
        <DataTable
          caption="Prescreen queue"
          columns={COLUMNS}
          getRowId={(row) => row.submissionId}
          {...table}
          onSortChange={(sort) => {
            intent.current = 'sort';
            table.onSortChange(sort);
          }}
          onRowClick={open}
        />
      )}
    </ListScreen>
  );
}

/** A 'Something went wrong' toast each time a request fails while rows stay on screen. */
function useFailureToast(error: AppError | null, message: () => string) {
  const { notifications } = useServices();
  const shown = useRef<AppError | null>(null);
  useEffect(() => {
    if (!error || shown.current === error) return;
    shown.current = error;
    pushToast(notifications, { type: 'error', title: 'Something went wrong', message: message() });
  }, [error, message, notifications]);
}

/** The queue (staff only: a customer reads why there is nothing to do here). */
export default function PrescreenQueueScreen(props: ScreenProps) {
  return (
    <StaffOnly>
      <StaffPrescreenQueue {...props} />
    </StaffOnly>
  );
}
