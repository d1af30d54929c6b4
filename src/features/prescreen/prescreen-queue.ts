import type { CollectionQuery, CollectionView } from '../../../machines/collection';
import type { AppServices } from '../../kit/services';
import { DEFAULT_PAGE_SIZE, type Page } from '../../domain/paging';
import type { PrescreenQueueRow, PrescreenSortField } from '../../domain/prescreen';
import { formatNumber, showingText } from '../../domain/format';

const PRESCREEN_SORT_FIELDS: readonly PrescreenSortField[] = [
  'submissionId',
  'customerName',
  'numberOfCards',
  'stepCreatedDate',
];
/** Seed B §9: 20 a page, oldest waiting last (stepCreatedDate descending), refreshed every 5 minutes. */
export const PRESCREEN_REFRESH_MS = 5 * 60 * 1000;
export const PRESCREEN_QUEUE_DEFAULTS: Partial<CollectionQuery> = {
  sort: [{ field: 'stepCreatedDate', desc: true }],
  pageSize: DEFAULT_PAGE_SIZE,
};

const isSortField = (field: string): field is PrescreenSortField =>
  (PRESCREEN_SORT_FIELDS as readonly string[]).includes(field);

/** One page of the queue, sorted by the server; the search box never reaches the server (seed B §2). */
export async function fetchPrescreenQueue(
  { backend }: AppServices,
  query: CollectionQuery,
  signal: AbortSignal,
): Promise<Page<PrescreenQueueRow>> {
  return backend().prescreening.search(
    {
      pageNumber: query.page,
      pageSize: query.pageSize,
      sort: query.sort.flatMap((key) =>
        isSortField(key.field) ? [{ field: key.field, desc: key.desc }] : [],
      ),
    },
    { signal },
  );
}

/** The search box filters the loaded page only, by submission id ('#' optional) or customer name. */
export function matchesQueueSearch(row: PrescreenQueueRow, search: string): boolean {
  const needle = search.trim().toLowerCase().replace(/^#/, '');
  return (
    needle === '' ||
    row.submissionId.toLowerCase().includes(needle) ||
    row.customerName.toLowerCase().includes(needle)
  );
}

/** The loaded page narrowed by the search box. */
export const filterQueueRows = (
  rows: readonly PrescreenQueueRow[],
  search: string,
): readonly PrescreenQueueRow[] => rows.filter((row) => matchesQueueSearch(row, search));

/** 'Showing a–b of N submissions' (decision 0362), or 'No submissions'. */
export function queueRangeText(range: { from: number; to: number }, total: number): string {
  if (total === 0 || range.to === 0) return 'No submissions';
  return showingText(range, total, { one: 'submission', many: 'submissions' });
}

/** Totals of the rows on screen. */
export function queueTotals(rows: readonly PrescreenQueueRow[]): { submissions: number; cards: number } {
  return { submissions: rows.length, cards: rows.reduce((sum, row) => sum + row.numberOfCards, 0) };
}

/** The status line: the range (or 'No submissions') and the totals of the rows on screen (seed B §2). */
export function queueStatus(list: CollectionView<PrescreenQueueRow>, shown: readonly PrescreenQueueRow[]) {
  const totals = queueTotals(shown);
  return [
    queueRangeText(list.range, list.total),
    `${formatNumber(totals.submissions)} submissions · ${formatNumber(totals.cards)} cards on this page`,
  ];
}

/** The queue's own path: a review's 'Back to queue' may return only here (never to another page). */
export const PRESCREEN_QUEUE_PATH = '/prescreen';

/** The review of a row, remembering the queue's query (search, sort, page) as `from` for the way back. */
export function reviewHref(submissionId: string, queueSearch: string): string {
  const query = queueSearch.replace(/^\?/, '');
  if (query === '') return `${PRESCREEN_QUEUE_PATH}/${submissionId}`;
  const from = `${PRESCREEN_QUEUE_PATH}?${query}`;
  return `${PRESCREEN_QUEUE_PATH}/${submissionId}?${new URLSearchParams({ from }).toString()}`;
}

/**
 * Where 'Back to queue' goes: the queue with the query the review was opened from, when `from` names
 * the queue itself; anything else (another page, another origin, a review) falls back to the bare queue.
 */
export function queueReturnPath(reviewSearch: string): string {
  const from = new URLSearchParams(reviewSearch.replace(/^\?/, '')).get('from') ?? '';
  const ownQueue = from === PRESCREEN_QUEUE_PATH || from.startsWith(`${PRESCREEN_QUEUE_PATH}?`);
  return ownQueue ? from : PRESCREEN_QUEUE_PATH;
}
