import { css } from 'styled-system/css';
import { useCollectionScreen } from '../../kit/screen-actor';
import { useServices } from '../../kit/services';
import { formatDate, formatNumber } from '../../domain/format';
import {
  Alert,
  Button,
  DataTable,
  EmptyState,
  LoadingState,
  PageHeader,
  Pagination,
  SearchField,
  TextLink,
  type DataTableColumn,
} from '../../ui';
import { PlusIcon } from '../../ui/icons';
import { SubmissionStatusBadge } from './status-badge';
import {
  cardsOnPage,
  fetchSubmissionRows,
  SUBMISSION_LIST_CODEC,
  SUBMISSION_LIST_DEFAULTS,
  SUBMISSIONS_REFRESH_MS,
  submissionsSummary,
  type SubmissionRow,
} from './submission-rows';

const COLUMNS: readonly DataTableColumn<SubmissionRow>[] = [
  { key: 'id', header: 'ID', cell: (row) => `#${row.id}`, sortable: true },
  {
    key: 'customer',
    header: 'Customer',
    cell: (row) =>
      row.customerId ? (
        <TextLink href={`/customers/${row.customerId}`}>{row.customerLabel}</TextLink>
      ) : (
        row.customerLabel
      ),
    sortable: true,
  },
  { key: 'createdAt', header: 'Date', cell: (row) => formatDate(row.createdAt), sortable: true },
  {
    key: 'status',
    header: 'Status',
    cell: (row) => <SubmissionStatusBadge submission={row} />,
    sortable: true,
  },
  {
    key: 'totalCount',
    header: 'Total count',
    cell: (row) => formatNumber(row.totalCards),
    sortable: true,
    align: 'end',
  },
];

const toolbarStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  mb: '4',
});
const summaryStyle = css({ color: 'fg.muted', fontSize: 'sm', display: 'flex', gap: '4', flexWrap: 'wrap' });

/** Seed A §2 'Submissions list': search, sortable table (cards on small screens), pages, 5-minute refresh. */
export default function SubmissionsScreen() {
  const { navigate } = useServices();
  const list = useCollectionScreen<SubmissionRow>({
    defaults: SUBMISSION_LIST_DEFAULTS,
    codec: SUBMISSION_LIST_CODEC,
    fetchPage: fetchSubmissionRows,
    autoRefreshMs: SUBMISSIONS_REFRESH_MS,
  });
  const searching = list.query.search.trim() !== '';
  const error = list.error && (
    <Alert tone="error" title="Unable to load submissions right now.">
      {list.error.error.messages.length > 0 && <p>{list.error.error.messages.join('; ')}</p>}
      <Button variant="secondary" size="sm" onClick={list.error.onRetry} className={css({ mt: '2' })}>
        Try again
      </Button>
    </Alert>
  );
  return (
    <section>
      <PageHeader
        title="Submissions"
        actions={
          <Button variant="primary" onClick={() => navigate('/submissions/new')}>
            <PlusIcon aria-hidden="true" />
            New submission
          </Button>
        }
      />
      <div className={toolbarStyle}>
        <SearchField
          label="Search by submission ID, customer, or notes"
          placeholder="Search by submission ID, customer, or notes"
          {...list.search}
          className={css({ flex: '1', minW: '0', maxW: 'lg' })}
        />
        {!list.loading && list.rows.length > 0 && (
          <p className={summaryStyle} aria-live="polite">
            <span>{submissionsSummary(list.range, list.total, searching, list.rows.length)}</span>
            <span>{`${formatNumber(cardsOnPage(list.rows))} cards on this page`}</span>
          </p>
        )}
      </div>
      {error}
      {list.loading ? (
        <LoadingState message="Loading submissions…" />
      ) : list.error && !list.error.hasRows ? null : (
        <DataTable
          caption="Submissions"
          columns={COLUMNS}
          getRowId={(row) => row.id}
          {...list.table}
          onRowClick={(row) => navigate(`/submissions/${row.id}`)}
          empty={
            list.empty && (
              <EmptyState
                title="No submissions match that search."
                description="Adjust the query or reset to see every submission."
                action={<Button onClick={list.empty.onReset}>Reset search</Button>}
              />
            )
          }
        />
      )}
      {list.rows.length > 0 && <Pagination {...list.pagination} label="Submissions pages" />}
    </section>
  );
}
