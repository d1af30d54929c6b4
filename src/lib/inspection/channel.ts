/**
 * The names a window's statechart sharing goes by (decision 0454), apart from share.ts so the app's
 * first script can listen for a Statecharts page in another window without loading the masking code.
 */
export const STATECHARTS_CHANNEL = 'statecharts';

/** This window of the app: the id its shared actors are filed under. */
export const WINDOW_ID = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** What the first script needs of a BroadcastChannel (a fake or a named test channel in tests). */
interface JoinChannel {
  postMessage(message: { kind: 'here'; from: string }): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

/**
 * Waits for a Statecharts page in another window to ask (`hello`), then starts sharing, once. A window
 * says it is here as it starts (its id, nothing of its actors), so a page already watching asks it at
 * once: a window reloaded or opened at a new address while an analyst watches joins again.
 */
export function shareWhenAsked(channel: JoinChannel, startSharing: () => void, from = WINDOW_ID): void {
  const onHello = (event: { data: unknown }) => {
    const data = event.data as { kind?: unknown; from?: unknown } | null;
    if (typeof data !== 'object' || data === null || data.kind !== 'hello' || data.from === from) return;
    channel.removeEventListener('message', onHello);
    startSharing();
  };
  channel.addEventListener('message', onHello);
  channel.postMessage({ kind: 'here', from });
}
