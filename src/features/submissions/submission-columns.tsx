import { formatDate, formatNumber } from '../../domain/format';
import { TextLink, type DataTableColumn } from '../../ui';
import { SubmissionStatusBadge } from './status-badge';
import type { SubmissionRow } from './submission-rows';

/** Seed A §2: ID, Customer, Date, Status, Total count, all sortable (the keys are the API's sort fields). */
export const SUBMISSION_COLUMNS: readonly DataTableColumn<SubmissionRow>[] = [
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
    // The status, and where its cards are once they have left the shop ('In progress · At PSA').
    cell: (row) => <SubmissionStatusBadge submission={row} journey={row.journey} />,
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
