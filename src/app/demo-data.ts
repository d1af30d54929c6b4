import type { DemoPersistence } from '../backend/demo/persist';
import { STORAGE_KEYS, type KeyValueStorage } from './storage';

/** How long the demo waits after a write before saving its records (several writes, one save). */
export const DEMO_SAVE_DELAY_MS = 400;

export interface DemoDataKeeper extends DemoPersistence {
  /** Forgets the kept records and stops saving: the next start of the demo uses the sample again. */
  reset(): void;
}

/**
 * The demo's records in local storage (decision 0241): saved a moment after each write, and at once
 * when the page is hidden or unloaded, so a reload right after a save keeps it.
 */
export function createDemoDataKeeper(
  storage: KeyValueStorage,
  win: Pick<Window, 'addEventListener' | 'setTimeout' | 'clearTimeout'> | undefined,
  signal?: AbortSignal,
): DemoDataKeeper {
  let pending: (() => string) | null = null;
  let timer: number | undefined;
  let stopped = false;
  const flush = () => {
    if (timer !== undefined) win?.clearTimeout(timer);
    timer = undefined;
    if (!pending || stopped) return;
    const snapshot = pending;
    pending = null;
    storage.write(STORAGE_KEYS.demoData, snapshot());
  };
  win?.addEventListener('pagehide', flush, { signal });
  return {
    load: () => storage.read(STORAGE_KEYS.demoData),
    changed(snapshot) {
      if (stopped) return;
      pending = snapshot;
      if (!win) return flush();
      if (timer !== undefined) win.clearTimeout(timer);
      timer = win.setTimeout(flush, DEMO_SAVE_DELAY_MS);
    },
    reset() {
      stopped = true;
      pending = null;
      if (timer !== undefined) win?.clearTimeout(timer);
      storage.write(STORAGE_KEYS.demoData, null);
    },
  };
}
