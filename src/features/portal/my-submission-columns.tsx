import { formatCurrency, formatDate, formatNumber } from '../../domain/format';
import type { MySubmissionRow } from '../../domain/portal';
import type { DataTableColumn } from '../../ui';
import { MyStatusBadge } from './my-submission-status';

/** 'My submissions' (issue 40): number, date, status, cards and total due. */
export const MY_SUBMISSION_COLUMNS: readonly DataTableColumn<MySubmissionRow>[] = [
  { key: 'id', header: 'Number', cell: (row) => `#${row.id}` },
  { key: 'createdAt', header: 'Date', cell: (row) => formatDate(row.createdAt) },
  { key: 'status', header: 'Status', cell: (row) => <MyStatusBadge {...row} /> },
  { key: 'totalCards', header: 'Cards', cell: (row) => formatNumber(row.totalCards), align: 'end' },
  { key: 'totalDue', header: 'Total due', cell: (row) => formatCurrency(row.totalDue), align: 'end' },
];
