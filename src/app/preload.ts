import type { ActorRefFrom } from 'xstate';
import type { sessionMachine } from '../../machines/session';
import { preloadDashboard } from './screens';

/** The signed-in frame's chunk; the shell renders it lazily, this loads it ahead of time. */
export const loadAuthenticatedFrame = () => import('./layout/authenticated-frame');

type IdleWindow = Window & {
  requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number;
};

/** Runs `work` when the browser has nothing better to do (soon, where idle callbacks are missing). */
export function whenIdle(work: () => void, win: IdleWindow = window): void {
  if (win.requestIdleCallback) win.requestIdleCallback(work, { timeout: 2000 });
  else win.setTimeout(work, 200);
}

/**
 * Resolves once the page has painted and the browser is idle: parts that are not needed for the first
 * paint (the data-source switch, the toast region) load after it, so they neither compete with the
 * page's own scripts for the network nor delay its largest paint.
 */
export function afterFirstPaint(win: IdleWindow = window): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => whenIdle(resolve, win);
    if (win.document.readyState === 'complete') idle();
    else win.addEventListener('load', idle, { once: true });
  });
}

/** A lazy component's loader that waits for `afterFirstPaint` before fetching its chunk. */
export const afterFirstPaintThen =
  <T>(load: () => Promise<T>) =>
  (): Promise<T> =>
    afterFirstPaint().then(load);

/**
 * Once a sign-in is under way, fetches what it will land on (the signed-in frame and the dashboard)
 * while the browser is idle, so the dashboard paints as soon as the session is authenticated instead
 * of waiting a round trip for its chunks. Nothing is fetched for visitors who never sign in.
 */
export function preloadWhileSigningIn(session: ActorRefFrom<typeof sessionMachine>): () => void {
  const subscription = session.subscribe((snapshot) => {
    if (!snapshot.matches('authenticating')) return;
    subscription.unsubscribe();
    whenIdle(() => {
      void loadAuthenticatedFrame().catch(() => undefined);
      preloadDashboard();
    });
  });
  return () => subscription.unsubscribe();
}
