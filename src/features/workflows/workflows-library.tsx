import { css } from 'styled-system/css';
import type { CollectionQuery, QueryCodec } from '../../../machines/collection';
import { useCollectionScreen } from '../../kit/screen-actor';
import { useServices } from '../../kit/services';
import { formatDate } from '../../domain/format';
import { slicePage } from '../../domain/paging';
import type { WorkflowType } from '../../domain/workflow';
import {
  Button,
  DataTable,
  EmptyState,
  LoadingState,
  Pagination,
  SearchField,
  type DataTableColumn,
} from '../../ui';
import { NewWorkflowTypeDialog } from './new-workflow-type-dialog';
import { matchesSearch, stepSummary } from './workflow-type-summary';

const DEFAULTS: CollectionQuery = { search: '', filters: {}, sort: [], page: 1, pageSize: 20 };
const CODEC: QueryCodec = {};
const LOAD_FAILED = 'We hit a snag loading workflows.';

const mutedStyle = css({ color: 'fg.muted', fontSize: 'sm' });
const headerStyle = css({ display: 'flex', alignItems: 'center', gap: '4', flexWrap: 'wrap', mb: '4' });
const titleStyle = css({ flex: '1', fontSize: '2xl', fontWeight: 'bold', m: '0' });

const columns: DataTableColumn<WorkflowType>[] = [
  {
    key: 'name',
    header: 'Workflow',
    cell: (type) => (
      <>
        <div>{type.name}</div>
        <div className={mutedStyle}>#{type.id}</div>
      </>
    ),
  },
  { key: 'summary', header: 'Summary', cell: (type) => type.description || 'Description pending' },
  {
    key: 'steps',
    header: 'Steps',
    cell: (type) => {
      const summary = stepSummary(type);
      return (
        <>
          <div>{summary.count}</div>
          <div className={mutedStyle}>{summary.names}</div>
        </>
      );
    },
  },
  {
    key: 'updated',
    header: 'Last updated',
    cell: (type) => (type.updatedAt ? formatDate(type.updatedAt) : '—'),
  },
];

/** Workflows library (seed B §2, admin only): workflow types searched by name and description. */
export default function WorkflowsLibraryScreen() {
  const services = useServices();
  const list = useCollectionScreen<WorkflowType>({
    defaults: DEFAULTS,
    codec: CODEC,
    // The contract lists every type at once (sorted by name); search and paging happen here.
    fetchPage: async ({ backend }, query, signal) => {
      const matching = (await backend().workflows.listTypes({ signal })).filter((type) =>
        matchesSearch(type, query.search),
      );
      return slicePage(matching, query.page, query.pageSize);
    },
  });
  return (
    <div>
      <div className={headerStyle}>
        <h1 className={titleStyle}>Workflows</h1>
        <NewWorkflowTypeDialog />
      </div>
      <SearchField
        label="Search workflows"
        placeholder="Search by name or description"
        {...list.search}
        className={css({ maxW: 'md', mb: '4' })}
      />
      {list.error && (
        <div role="alert" className={headerStyle}>
          <span className={css({ color: 'fg.danger' })}>{LOAD_FAILED}</span>
          <Button size="sm" onClick={list.error.onRetry}>
            Try again
          </Button>
        </div>
      )}
      {list.loading ? (
        <LoadingState message="Loading workflows…" />
      ) : (
        <DataTable
          caption="Workflows"
          columns={columns}
          getRowId={(type) => type.id}
          {...list.table}
          onRowClick={(type) => services.navigate(`/workflows/${type.id}`)}
          empty={
            list.error && !list.error.hasRows ? null : (
              <EmptyState
                title="No workflows match"
                description="Try a different search, or create a new workflow type."
                action={list.empty && <Button onClick={list.empty.onReset}>Reset search</Button>}
              />
            )
          }
        />
      )}
      <Pagination {...list.pagination} label="Workflows pages" />
    </div>
  );
}
