import type { SnapshotFrom } from 'xstate';
import { formatTime, type DateFormatOptions } from '../../src/domain/format';
import type { autoRefreshMachine } from './autoRefresh.machine';

/** 'Last refreshed 9:05 AM · Auto refresh every 5m', under a static page's title. */
export function selectRefreshLine(
  snapshot: SnapshotFrom<typeof autoRefreshMachine>,
  options: DateFormatOptions = {},
): string {
  return `Last refreshed ${formatTime(snapshot.context.refreshedAt, options)} · Auto refresh every 5m`;
}
