import { css } from 'styled-system/css';
import { ListScreen } from '../../kit/list-screen';
import { useCollectionScreen } from '../../kit/screen-actor';
import { useServices } from '../../kit/services';
import { formatDate, formatNumber } from '../../domain/format';
import { Button, DataTable, SearchField, TextLink, type DataTableColumn } from '../../ui';
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
  return (
    <ListScreen
      list={list}
      title="Submissions"
      actions={
        <Button variant="primary" onClick={() => navigate('/submissions/new')}>
          <PlusIcon aria-hidden="true" />
          New submission
        </Button>
      }
      toolbar={
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
      }
      texts={{
        loading: 'Loading submissions…',
        error: 'Unable to load submissions right now.',
        empty: 'No submissions match that search.',
        emptyDescription: 'Adjust the query or reset to see every submission.',
        reset: 'Reset search',
        pages: 'Submissions pages',
      }}
      errorMessages
      pagesOnlyWithRows
    >
      {(rows) => (
        <DataTable
          caption="Submissions"
          columns={COLUMNS}
          getRowId={(row) => row.id}
          {...rows}
          onRowClick={(row) => navigate(`/submissions/${row.id}`)}
        />
      )}
    </ListScreen>
  );
}
