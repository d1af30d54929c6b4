import type { ActorRefFrom } from 'xstate';
import { connectSession, type sessionMachine } from '../../machines/session';
import { preloadDashboard } from './screens';

const importUpdateHost = () => import('./update-host');
let updateHost: ReturnType<typeof importUpdateHost> | null = null;
/**
 * The update check's chunk, fetched once with the signed-in frame, not when the check is due (decision
 * 0352): a signed-in tab must still be able to say 'Update available' after a deploy, when a chunk of
 * its build may be gone. The sign-in page does not carry it (its JavaScript budget).
 */
export const loadUpdateHost = () => (updateHost ??= importUpdateHost());

/** The signed-in frame's chunk (with the update check's); the shell renders it lazily, this loads it ahead. */
export const loadAuthenticatedFrame = () => {
  void loadUpdateHost().catch(() => undefined);
  return import('./layout/authenticated-frame');
};

type IdleWindow = Window & {
  requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number;
};

/** Runs `work` when the browser has nothing better to do (soon, where idle callbacks are missing). */
function whenIdle(work: () => void, win: IdleWindow = window): void {
  if (win.requestIdleCallback) win.requestIdleCallback(work, { timeout: 2000 });
  else win.setTimeout(work, 200);
}

/**
 * Once a sign-in is under way, fetches what it will land on (the signed-in frame and the dashboard)
 * while the browser is idle, so the dashboard paints as soon as the session is authenticated instead
 * of waiting a round trip for its chunks. Nothing is fetched for visitors who never sign in.
 */
export function preloadWhileSigningIn(session: ActorRefFrom<typeof sessionMachine>): () => void {
  const subscription = session.subscribe((snapshot) => {
    if (!connectSession(snapshot, session.send).signingIn) return;
    subscription.unsubscribe();
    whenIdle(() => {
      void loadAuthenticatedFrame().catch(() => undefined);
      preloadDashboard();
    });
  });
  return () => subscription.unsubscribe();
}
