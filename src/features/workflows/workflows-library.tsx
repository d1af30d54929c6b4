import { css } from 'styled-system/css';
import type { CollectionQuery, QueryCodec } from '../../../machines/collection';
import { ListScreen } from '../../kit/list-screen';
import { useCollectionScreen } from '../../kit/screen-actor';
import { useServices } from '../../kit/services';
import { formatDate } from '../../domain/format';
import { slicePage } from '../../domain/paging';
import type { WorkflowType } from '../../domain/workflow';
import { DataTable, SearchField, type DataTableColumn } from '../../ui';
import { NewWorkflowTypeDialog } from './new-workflow-type-dialog';
import { stepSummary } from './workflow-type-summary';
import { matchesWorkflowTypeSearch as matchesSearch } from '../../domain/workflow';

const DEFAULTS: CollectionQuery = { search: '', filters: {}, sort: [], page: 1, pageSize: 20 };
const CODEC: QueryCodec = {};

const mutedStyle = css({ color: 'fg.muted', fontSize: 'sm' });

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
    <ListScreen
      list={list}
      title="Workflows"
      actions={<NewWorkflowTypeDialog />}
      toolbar={
        <SearchField
          label="Search workflows"
          placeholder="Search by name or description"
          {...list.search}
          className={css({ maxW: 'md' })}
        />
      }
      texts={{
        loading: 'Loading workflows…',
        error: 'We hit a snag loading workflows.',
        empty: 'No workflows match',
        emptyDescription: 'Try a different search, or create a new workflow type.',
        reset: 'Reset search',
        pages: 'Workflows pages',
      }}
    >
      {(rows) => (
        <DataTable
          caption="Workflows"
          columns={columns}
          getRowId={(type) => type.id}
          {...rows}
          onRowClick={(type) => services.navigate(`/workflows/${type.id}`)}
        />
      )}
    </ListScreen>
  );
}
