import { useSelector } from '@xstate/react';
import { autoRefreshMachine, selectRefreshLine } from '../../machines/autoRefresh';
import { useScreenActor } from './screen-actor';

/**
 * A static page's 5-minute auto-refresh (Grading & Returns, Consignments): starts the page's
 * autoRefresh actor and returns the line it shows, 'Last refreshed {time} · Auto refresh every 5m'.
 */
export function useAutoRefreshLine(): string {
  const actor = useScreenActor(autoRefreshMachine, () => ({}), {
    input: { openedAt: new Date().toISOString() },
  });
  return useSelector(actor, (snapshot) => selectRefreshLine(snapshot));
}
