import { css } from 'styled-system/css';
import { fromPromise } from 'xstate';
import {
  collectionMachine,
  connectCollection,
  type CollectionQuery,
  type FetchedPage,
  type FetchPageInput,
  type QueryCodec,
} from '../../../machines/collection';
import { useCollectionUrl, useScreenActor } from '../../kit/screen-actor';
import { useView } from '../../kit/use-view';
import { slicePage } from '../../domain/paging';
import {
  Badge,
  Button,
  DataTable,
  EmptyState,
  LoadingState,
  Pagination,
  SearchField,
  sortRows,
  type DataTableColumn,
} from '../../ui';
import { GallerySection } from './layout';
import { submissions, type SubmissionRow } from './sample-data';

const columns: DataTableColumn<SubmissionRow>[] = [
  { key: 'number', header: 'Submission', cell: (row) => row.number, sortable: true },
  { key: 'customer', header: 'Customer', cell: (row) => row.customer, sortable: true },
  { key: 'service', header: 'Service', cell: (row) => row.service },
  { key: 'cards', header: 'Cards', cell: (row) => row.cards, sortable: true, align: 'end' },
  { key: 'status', header: 'Status', cell: (row) => <Badge status={row.status} /> },
];

const valueOf = (row: SubmissionRow, key: string): string | number =>
  key === 'cards' ? row.cards : key === 'customer' ? row.customer : row.number;

export const GALLERY_TABLE_DEFAULTS: CollectionQuery = {
  search: '',
  filters: {},
  sort: [],
  page: 1,
  pageSize: 8,
};
const codec: QueryCodec = { sortFields: ['number', 'customer', 'cards'] };

/** The gallery's sample rows answered like a backend would: search, sort, one page. */
async function fetchSamplePage({ input: { query } }: { input: FetchPageInput }): Promise<FetchedPage> {
  const term = query.search.toLowerCase();
  const matching = submissions.filter(
    (row) => row.number.toLowerCase().includes(term) || row.customer.toLowerCase().includes(term),
  );
  return slicePage(sortRows(matching, query.sort[0] ?? null, valueOf), query.page, query.pageSize);
}

const sampleActors = { actors: { fetchPage: fromPromise(fetchSamplePage) } };

/** The kit's list in miniature: a collection machine, its query in the URL, and connect() for the view. */
export function DataSection({ onNotify }: { onNotify: (title: string) => void }) {
  const actor = useScreenActor(collectionMachine, sampleActors, {
    input: { defaults: GALLERY_TABLE_DEFAULTS },
  });
  useCollectionUrl(actor, GALLERY_TABLE_DEFAULTS, codec);
  const list = useView(actor, connectCollection<SubmissionRow>);
  return (
    <GallerySection title="Data">
      <SearchField
        label="Search submissions"
        placeholder="Search by number or customer"
        {...list.search}
        className={css({ maxW: 'sm' })}
      />
      {list.loading ? (
        <LoadingState message="Loading submissions…" />
      ) : (
        <DataTable
          caption="Submissions"
          columns={columns}
          getRowId={(row) => row.id}
          {...list.table}
          onRowClick={(row) => onNotify(`Opened ${row.number}`)}
          empty={
            list.empty && (
              <EmptyState
                title="No submissions match"
                description="Try another search."
                action={<Button onClick={list.empty.onReset}>Reset search</Button>}
              />
            )
          }
        />
      )}
      <Pagination {...list.pagination} label="Submissions pages" />
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
