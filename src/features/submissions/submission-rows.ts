import type { CollectionQuery, CollectionView, QueryCodec } from '../../../machines/collection';
import { formatNumber, showingText } from '../../domain/format';
import type { AppServices } from '../../kit/services';
import type { Customer } from '../../domain/customer';
import { DEFAULT_PAGE_SIZE, type Page } from '../../domain/paging';
import { submissionCustomerId, submissionCustomerName } from '../../domain/names';
import { STATUS_TONES } from '../../domain/statuses';
import {
  OPEN_STATUS,
  SUBMISSION_BOUND_FILTERS,
  submissionSearchFilters,
} from '../../domain/submissionFilters';
import type { Submission, SubmissionSortField } from '../../domain/submission';

/** A list row: the submission and its customer's name as the §2 fallback order resolves it. */
export interface SubmissionRow extends Submission {
  customerLabel: string;
}

const SUBMISSION_SORT_FIELDS: readonly SubmissionSortField[] = [
  'createdAt',
  'id',
  'customer',
  'status',
  'totalCount',
];

/** Seed A §9: the list reloads by itself every 5 minutes. */
export const SUBMISSIONS_REFRESH_MS = 5 * 60 * 1000;

/** Seed A §7: newest first, 20 a page. */
export const SUBMISSION_LIST_DEFAULTS: CollectionQuery = {
  search: '',
  filters: {},
  sort: [{ field: 'createdAt', desc: true }],
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
};

/**
 * The list's URL: its sorts, and the filters the dashboard's figures link to (issue 37, decisions
 * 0365 and 0366; src/domain/submissionFilters.ts), e.g. '/submissions?status=in-progress'.
 */
export const SUBMISSION_LIST_CODEC: QueryCodec = {
  filters: {
    status: [...Object.values(STATUS_TONES), OPEN_STATUS],
    prescreening: ['requested'],
    changeRequests: ['yes'],
    ...Object.fromEntries(SUBMISSION_BOUND_FILTERS.map((name) => [name, 'text'] as const)),
  },
  sortFields: SUBMISSION_SORT_FIELDS,
};

const isSortField = (field: string): field is SubmissionSortField =>
  (SUBMISSION_SORT_FIELDS as readonly string[]).includes(field);

/**
 * One page of the list. Rows whose customer name is not in the search answer get it from the customer
 * records, fetched once per id on each load or refresh ("reloading submissions and customers"); a
 * customer that cannot be loaded leaves the row at 'Customer #{id}'.
 */
export async function fetchSubmissionRows(
  { backend }: AppServices,
  query: CollectionQuery,
  signal: AbortSignal,
): Promise<Page<SubmissionRow>> {
  const api = backend();
  const page = await api.submissions.search(
    {
      pageNumber: query.page,
      pageSize: query.pageSize,
      search: query.search.trim() || undefined,
      isActive: true,
      ...submissionSearchFilters(query.filters),
      sort: query.sort.flatMap((key) =>
        isSortField(key.field) ? [{ field: key.field, desc: key.desc }] : [],
      ),
    },
    { signal },
  );
  const missing = new Set(
    page.items.flatMap((row) => {
      const id = submissionCustomerId(row);
      return id !== null && submissionCustomerName(row) === `Customer #${id}` ? [id] : [];
    }),
  );
  const customers = new Map<string, Customer>();
  await Promise.all(
    [...missing].map(async (id) => {
      try {
        customers.set(id, await api.customers.get(id, { signal }));
      } catch (error) {
        if (signal.aborted) throw error;
      }
    }),
  );
  return {
    ...page,
    items: page.items.map((row) => ({ ...row, customerLabel: submissionCustomerName(row, customers) })),
  };
}

/** The status line: 'Showing 1–20 of 240 submissions' (or 'Showing 3 of 240' while searching) and the cards on the page. */
export function submissionsStatus({ query, range, total, rows }: CollectionView<SubmissionRow>): string[] {
  if (rows.length === 0) return [];
  const searching = query.search.trim() !== '';
  return [
    submissionsSummary(range, total, searching, rows.length),
    `${formatNumber(cardsOnPage(rows))} cards on this page`,
  ];
}

/** 'Showing 1–20 of 240 submissions' (decision 0362), or 'Showing 3 of 240' while searching. */
export function submissionsSummary(
  range: { from: number; to: number },
  total: number,
  searching: boolean,
  shown: number,
): string {
  if (searching) return `Showing ${formatNumber(shown)} of ${formatNumber(total)}`;
  return showingText(range, total, { one: 'submission', many: 'submissions' });
}

export const cardsOnPage = (rows: readonly Pick<Submission, 'totalCards'>[]): number =>
  rows.reduce((sum, row) => sum + row.totalCards, 0);
