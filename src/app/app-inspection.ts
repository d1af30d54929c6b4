/**
 * The one inspection recorder of the running app: main.tsx hands its observer to every actor, and the
 * services hand the recorder to the statechart page. Always on (its memory is bounded) so an admin needs
 * no special URL; it loads after start-up (see createLazyInspection).
 */
import { shareWhenAsked, STATECHARTS_CHANNEL } from '../lib/inspection/channel';
import { isInspectionRequested } from '../lib/inspection/inspect';
import { createLazyInspection } from '../lib/inspection/lazy';

/** When the recorder loads by itself: well after the first page has painted. */
const LOAD_AFTER_MS = 20_000;

export const appInspection = createLazyInspection(
  () => import('../lib/inspection/recorder').then((module) => module.createInspectionRecorder),
  typeof window !== 'undefined' && isInspectionRequested(window.location.search),
);

if (typeof window !== 'undefined') window.setTimeout(() => void appInspection.ready(), LOAD_AFTER_MS);

/**
 * A Statecharts page in another window asks for this window's actors (decision 0454): from then on
 * they are shared, masked, until this window closes. Nothing is loaded or shared before one asks.
 */
if (typeof window !== 'undefined' && typeof BroadcastChannel !== 'undefined') {
  const channel = new BroadcastChannel(STATECHARTS_CHANNEL);
  shareWhenAsked(channel, () => {
    void Promise.all([appInspection.ready(), import('../lib/inspection/share')]).then(([, share]) => {
      const stop = share.shareActors(appInspection, channel);
      window.addEventListener('pagehide', stop, { once: true });
    });
  });
}
