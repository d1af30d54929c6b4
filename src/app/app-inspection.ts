/**
 * The one inspection recorder of the running app: main.tsx hands its observer to every actor, the
 * statechart page reads it. Always on (its memory is bounded) so an admin needs no special URL.
 */
import { isInspectionRequested } from './inspect';
import { createInspectionRecorder } from './inspect-recorder';

export const appInspection = createInspectionRecorder({
  requestedByUrl: typeof window !== 'undefined' && isInspectionRequested(window.location.search),
});
