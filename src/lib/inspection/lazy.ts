/**
 * An inspection recorder that loads later: the recorder itself is not needed to paint the first page, so it loads after start-up (or as soon as
 * the statechart page asks): until then the events wait in a bounded buffer and are replayed into it,
 * so the page still shows every actor from its start.
 */
import type { InspectionEvent } from 'xstate';
import type { InspectionRecorder, RecordedActor } from './recorder';

/** Events kept before the recorder loads (oldest dropped first: only old history is lost). */
const MAX_EARLY_EVENTS = 2000;

const NOTHING: readonly RecordedActor[] = [];

export function createLazyInspection(
  load: () => Promise<(options: { requestedByUrl: boolean }) => InspectionRecorder>,
  requestedByUrl: boolean,
): InspectionRecorder & { ready: () => Promise<InspectionRecorder> } {
  let recorder: InspectionRecorder | null = null;
  let early: InspectionEvent[] = [];
  let loading: Promise<InspectionRecorder> | null = null;

  const ready = () => {
    loading ??= load().then((create) => {
      const loaded = create({ requestedByUrl });
      for (const event of early) loaded.inspect(event);
      early = [];
      recorder = loaded;
      return loaded;
    });
    return loading;
  };

  return {
    inspect: (event) => {
      if (recorder) return recorder.inspect(event);
      early.push(event);
      if (early.length > MAX_EARLY_EVENTS) early.shift();
    },
    subscribe: (listener) => {
      if (recorder) return recorder.subscribe(listener);
      let unsubscribe: (() => void) | null = null;
      let gone = false;
      void ready().then((loaded) => {
        if (gone) return;
        unsubscribe = loaded.subscribe(listener);
        listener();
      });
      return () => {
        gone = true;
        unsubscribe?.();
      };
    },
    getSnapshot: () => recorder?.getSnapshot() ?? NOTHING,
    requestedByUrl,
    ready,
  };
}
