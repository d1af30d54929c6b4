import { autoRefreshMachine, connectAutoRefresh } from '../../machines/autoRefresh';
import { useScreenActor } from './use-screen-actor';
import { useView } from './use-view';

/**
 * A static page's 5-minute auto-refresh (Grading & Returns, Consignments): starts the page's
 * autoRefresh actor and returns the line it shows, 'Last refreshed {time} · Auto refresh every 5m'.
 */
export function useAutoRefreshLine(): string {
  const actor = useScreenActor(autoRefreshMachine, () => ({}), {
    input: { openedAt: new Date().toISOString() },
  });
  return useView(actor, connectAutoRefresh, (view) => view.refreshLine);
}
