import { listScreen } from '../../kit/list-screen';
import { NewSubmissionButton } from './new-submission-button';
import { SUBMISSION_COLUMNS } from './submission-columns';
import * as rows from './submission-rows';
import { SubmissionFilterLine } from './submission-filter-line';

/** Seed A §2 'Submissions list': search, sortable table (cards on small screens), pages, 5-minute refresh. */
export default listScreen<rows.SubmissionRow>({
  title: 'Submissions',
  fetch: rows.fetchSubmissionRows,
  query: { defaults: rows.SUBMISSION_LIST_DEFAULTS, codec: rows.SUBMISSION_LIST_CODEC },
  columns: SUBMISSION_COLUMNS,
  rowHref: (row) => `/submissions/${row.id}`,
  actions: NewSubmissionButton,
  search: { label: 'Search by submission ID, customer, or notes' },
  summary: rows.submissionsStatus,
  filterPanel: SubmissionFilterLine,
  autoRefreshMs: rows.SUBMISSIONS_REFRESH_MS,
  texts: {
    empty: 'No submissions match that search.',
    emptyDescription: 'Adjust the query or reset to see every submission.',
  },
});
