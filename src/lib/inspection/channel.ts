/**
 * The names a window's statechart sharing goes by (decision 0454), apart from share.ts so the app's
 * first script can listen for a Statecharts page in another window without loading the masking code.
 */
export const STATECHARTS_CHANNEL = 'statecharts';

/** This window of the app: the id its shared actors are filed under. */
export const WINDOW_ID = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** Whether a channel message is a Statecharts page asking the windows for their actors. */
export const isHelloFromAnotherWindow = (data: unknown): boolean =>
  typeof data === 'object' &&
  data !== null &&
  (data as { kind?: unknown }).kind === 'hello' &&
  (data as { from?: unknown }).from !== WINDOW_ID;
