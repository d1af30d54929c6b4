import { listScreen, pageRequest } from '../../kit/list-screen';
import type { WorkflowType } from '../../domain/workflow';
import { NewWorkflowTypeDialog } from './new-workflow-type-dialog';
import { WORKFLOW_COLUMNS } from './workflow-columns';

/** Workflows library (seed B §2, admin only): workflow types searched by name and description. */
export default listScreen<WorkflowType>({
  title: 'Workflows',
  fetch: ({ backend }, query, signal) => backend().workflows.searchTypes(pageRequest(query), { signal }),
  columns: WORKFLOW_COLUMNS,
  rowHref: (type) => `/workflows/${type.id}`,
  search: { label: 'Search workflows', placeholder: 'Search by name or description' },
  actions: NewWorkflowTypeDialog,
  texts: {
    error: 'We hit a snag loading workflows.',
    empty: 'No workflows match',
    emptyDescription: 'Try a different search, or create a new workflow type.',
  },
});
