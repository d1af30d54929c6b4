/**
 * The statechart page beside the working screen (issue 42, decision 0454): opening the page as a route
 * in the same tab stops the screen's actor, so each window of the app shares its recorded actors,
 * masked, over a BroadcastChannel with a Statecharts page open in another window. A window says it is
 * `here` as it starts, shares only once a page has asked (`hello`), and says `bye` as it closes. The
 * channel never leaves the browser, and what crosses it is masked as the page would show it.
 */
import { WINDOW_ID } from './channel';
import { maskEvent, maskValue } from './masking';
import type { RecordedActor } from './recorder';

export type ShareMessage =
  | { kind: 'here'; from: string }
  | { kind: 'hello'; from: string }
  | { kind: 'actors'; from: string; actors: readonly RecordedActor[] }
  | { kind: 'bye'; from: string };

/** What the sharing needs of a BroadcastChannel (a fake in tests). */
export interface ShareChannel {
  postMessage(message: ShareMessage): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

interface ActorStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly RecordedActor[];
}

const isMessage = (data: unknown): data is ShareMessage =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as { from?: unknown }).from === 'string' &&
  ['here', 'hello', 'actors', 'bye'].includes((data as { kind?: unknown }).kind as string);

/** The actors as they may leave the window: context and events masked, and marked so. */
export function maskedActors(actors: readonly RecordedActor[]): RecordedActor[] {
  return actors.map((actor) => ({
    ...actor,
    context: maskValue(actor.context),
    events: actor.events.map((recorded) => ({ ...recorded, event: maskEvent(recorded.event) })),
    masked: true,
  }));
}

/**
 * Shares a window's recorded actors on the channel: at once (a page asked), on every change after,
 * and to every page that asks later. Returns what stops it (and says bye).
 */
export function shareActors(store: ActorStore, channel: ShareChannel, from = WINDOW_ID): () => void {
  const post = () => channel.postMessage({ kind: 'actors', from, actors: maskedActors(store.getSnapshot()) });
  const onMessage = (event: { data: unknown }) => {
    if (isMessage(event.data) && event.data.kind === 'hello' && event.data.from !== from) post();
  };
  channel.addEventListener('message', onMessage);
  const unsubscribe = store.subscribe(post);
  post();
  return () => {
    unsubscribe();
    channel.removeEventListener('message', onMessage);
    channel.postMessage({ kind: 'bye', from });
  };
}

/**
 * The actors other windows share, as an external store for the statechart page: asks them
 * (`hello`) whenever the page starts listening, and keeps the latest list of each, filed under its
 * window so two windows' actors never mix. `stop` ends the watching.
 */
export function watchOtherWindows(
  channel: ShareChannel,
  from = WINDOW_ID,
): ActorStore & { stop: () => void } {
  const windows = new Map<string, readonly RecordedActor[]>();
  const listeners = new Set<() => void>();
  let snapshot: readonly RecordedActor[] = [];
  const onMessage = (event: { data: unknown }) => {
    const message = event.data;
    if (!isMessage(message) || message.from === from || message.kind === 'hello') return;
    // a window started (or reloaded) while this page watches: ask it too
    if (message.kind === 'here') {
      if (listeners.size > 0) channel.postMessage({ kind: 'hello', from });
      return;
    }
    if (message.kind === 'bye') windows.delete(message.from);
    else {
      windows.set(
        message.from,
        message.actors.map((actor) => ({
          ...actor,
          sessionId: `${message.from}/${actor.sessionId}`,
          otherWindow: true,
          masked: true,
        })),
      );
    }
    snapshot = [...windows.values()].flat().sort((a, b) => b.updatedAt - a.updatedAt);
    for (const listener of listeners) listener();
  };
  channel.addEventListener('message', onMessage);
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      // a window opened since the last visit starts sharing when asked
      if (listeners.size === 1) channel.postMessage({ kind: 'hello', from });
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    stop: () => channel.removeEventListener('message', onMessage),
  };
}
