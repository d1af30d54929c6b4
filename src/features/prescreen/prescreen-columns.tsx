import { formatDate, formatNumber } from '../../domain/format';
import { UNASSIGNED_CUSTOMER } from '../../domain/names';
import type { PrescreenQueueRow } from '../../domain/prescreen';
import { TextLink, type DataTableColumn } from '../../ui';

/** Seed B §2: Submission, Customer, Cards, Requested, each sortable (the keys are the API's sort fields). */
export const PRESCREEN_COLUMNS: readonly DataTableColumn<PrescreenQueueRow>[] = [
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
        // as the submissions list and detail name it (issue 37: a bare '—' read as a missing record)
        row.customerName || UNASSIGNED_CUSTOMER
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
