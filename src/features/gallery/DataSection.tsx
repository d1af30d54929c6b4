import { useMemo, useState } from 'react';
import {
  Badge,
  DataTable,
  EmptyState,
  Button,
  Pagination,
  sortRows,
  type DataTableColumn,
  type SortState,
} from '../../ui';
import { GallerySection } from './layout';
import { submissions, type SubmissionRow } from './sample-data';

const pageSize = 8;

const columns: DataTableColumn<SubmissionRow>[] = [
  { key: 'number', header: 'Submission', cell: (row) => row.number, sortable: true },
  { key: 'customer', header: 'Customer', cell: (row) => row.customer, sortable: true },
  { key: 'service', header: 'Service', cell: (row) => row.service },
  { key: 'cards', header: 'Cards', cell: (row) => row.cards, sortable: true, align: 'end' },
  { key: 'status', header: 'Status', cell: (row) => <Badge status={row.status} /> },
];

const valueOf = (row: SubmissionRow, key: string): string | number =>
  key === 'cards' ? row.cards : key === 'customer' ? row.customer : row.number;

export function DataSection({ onNotify }: { onNotify: (title: string) => void }) {
  const [sort, setSort] = useState<SortState | null>(null);
  const [page, setPage] = useState(1);
  const sorted = useMemo(() => sortRows(submissions, sort, valueOf), [sort]);
  const pageCount = Math.ceil(sorted.length / pageSize);
  const rows = sorted.slice((page - 1) * pageSize, page * pageSize);
  return (
    <GallerySection title="Data">
      <DataTable
        caption="Submissions"
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        sort={sort}
        onSortChange={setSort}
        onRowClick={(row) => onNotify(`Opened ${row.number}`)}
      />
      <Pagination page={page} pageCount={pageCount} onPageChange={setPage} label="Submissions pages" />
      <DataTable
        caption="Archived submissions"
        columns={columns}
        rows={[]}
        getRowId={(row) => row.id}
        empty={
          <EmptyState
            title="No archived submissions"
            description="Submissions you archive appear here."
            action={<Button>Show active submissions</Button>}
          />
        }
      />
    </GallerySection>
  );
}
