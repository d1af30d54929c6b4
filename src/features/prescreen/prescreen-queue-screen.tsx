import { listScreen } from '../../kit/list-screen';
import type { PrescreenQueueRow } from '../../domain/prescreen';
import { PRESCREEN_COLUMNS } from './prescreen-columns';
import * as queue from './prescreen-queue';
import { StaffOnly } from './staff-only';

/** Seed B §2 'Prescreen queue': submissions waiting for prescreening, newest request first. */
const StaffPrescreenQueue = listScreen<PrescreenQueueRow>({
  title: 'Prescreening',
  fetch: queue.fetchPrescreenQueue,
  query: { defaults: queue.PRESCREEN_QUEUE_DEFAULTS },
  columns: PRESCREEN_COLUMNS,
  rowId: (row) => row.submissionId,
  rowHref: (row, search) => queue.reviewHref(row.submissionId, search),
  search: { label: 'Search by submission or customer', withinPage: queue.matchesQueueSearch },
  refreshButton: true,
  summary: queue.queueStatus,
  autoRefreshMs: queue.PRESCREEN_REFRESH_MS,
  texts: {
    loading: 'Loading prescreen queue…',
    error: 'Unable to load the prescreen queue.',
    empty: 'No submissions match your filters.',
    caption: 'Prescreen queue',
    previous: 'Previous',
  },
  // Seed B §8: a failed refresh keeps its rows and says so in a toast naming what failed.
  refreshFailures: {
    refresh: 'Unable to refresh the prescreen queue.',
    sort: 'Unable to sort the prescreen queue.',
  },
});

/** The queue (staff only: a customer reads why there is nothing to do here). */
export default function PrescreenQueueScreen() {
  return (
    <StaffOnly>
      <StaffPrescreenQueue />
    </StaffOnly>
  );
}
