/**
 * The one inspection recorder of the running app: main.tsx hands its observer to every actor, and the
 * services hand the recorder to the statechart page. Always on (its memory is bounded) so an admin needs
 * no special URL; it loads after start-up (see createLazyInspection).
 */
import { isInspectionRequested } from '../lib/inspection/inspect';
import { createLazyInspection } from '../lib/inspection/lazy';

/** When the recorder loads by itself: well after the first page has painted. */
const LOAD_AFTER_MS = 20_000;

export const appInspection = createLazyInspection(
  () => import('../lib/inspection/recorder').then((module) => module.createInspectionRecorder),
  typeof window !== 'undefined' && isInspectionRequested(window.location.search),
);

if (typeof window !== 'undefined') window.setTimeout(() => void appInspection.ready(), LOAD_AFTER_MS);
