import { lazy } from 'react';

/**
 * A tab opened before a rebuild or deploy asks for chunks by the names its build gave them (issue 37
 * item 4, decision 0352). The server keeps the last builds' chunks, but one older than that is gone:
 * the page then reloads once, onto the new build. Every form keeps its draft in the browser as it is
 * typed, so the reload offers it back ('Restore unsaved changes?'). A second failure soon after a
 * reload is not retried: the error view shows, so a chunk that is truly missing never loops.
 */

/** How long after a recovery reload another failure is left to the error view. */
export const RELOAD_GUARD_MS = 30_000;
export const RELOADED_AT_KEY = 'cgbo.chunkReloadAt';

export interface RecoveryEnv {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  now: () => number;
}

const browserEnv = (): RecoveryEnv => ({
  storage: window.sessionStorage,
  reload: () => window.location.reload(),
  now: () => Date.now(),
});

/** The browsers' words for a dynamic import or its preload that could not be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to fetch module/i.test(
    message,
  );
}

/** `load`, reloading the page once when its chunk cannot be fetched. */
export function recoverChunks<T>(load: () => Promise<T>, env: () => RecoveryEnv = browserEnv) {
  return () =>
    load().catch((error: unknown) => {
      if (!isChunkLoadError(error)) throw error;
      const { storage, reload, now } = env();
      const reloadedAt = Number(storage.getItem(RELOADED_AT_KEY));
      if (reloadedAt > 0 && now() - reloadedAt < RELOAD_GUARD_MS) throw error;
      storage.setItem(RELOADED_AT_KEY, String(now()));
      reload();
      // the page is going away: nothing renders meanwhile
      return new Promise<T>(() => {});
    });
}

/** React.lazy over a chunk that recovers from a deploy (above). */
export const lazyRecovering: typeof lazy = (load) => lazy(recoverChunks(load));
