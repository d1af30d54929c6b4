import { listScreen } from '../../kit/list-screen';
import type { MySubmissionRow } from '../../domain/portal';
import { MY_SUBMISSION_COLUMNS } from './my-submission-columns';
import { mySubmissionHref } from './portal-links';

/** 'My submissions' (issue 40): the customer's own submissions, newest first, found by number. */
export default listScreen<MySubmissionRow>({
  title: 'My submissions',
  noun: 'submissions',
  fetch: ({ backend }, query, signal) => {
    const search = query.search.trim();
    return backend().portal.searchSubmissions(
      { pageNumber: query.page, pageSize: query.pageSize, ...(search ? { search } : {}) },
      { signal },
    );
  },
  columns: MY_SUBMISSION_COLUMNS,
  rowHref: (row) => mySubmissionHref(row.id),
  search: { label: 'Search by submission number', placeholder: 'Submission number, e.g. 121' },
  texts: {
    empty: 'No submissions to show',
    emptyDescription: 'Submissions you send us appear here; the search finds one by its number.',
  },
});
