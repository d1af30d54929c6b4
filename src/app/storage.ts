/**
 * Local storage for what the app keeps between visits (seed A §9): the session (demo token), the
 * data mode and demo persona, and the preferences. Reads never throw: storage can be disabled or full.
 */
export const STORAGE_KEYS = {
  demoSession: 'cgbo.session',
  dataMode: 'cgbo.dataMode',
  persona: 'cgbo.persona',
  preferences: 'cgbo.preferences',
  /** The demo's records between visits (decision 0241); 'Reset demo data' removes it. */
  demoData: 'cgbo.demoData',
  /** 'none' once the app was opened with `?latency=off` (src/app/demo-latency.ts). */
  demoLatency: 'cgbo.demoLatency',
  /** The dismissed update notice: `{ versionKey, at }` (seed B §3). */
  updateDismissal: 'cgbo.updateDismissal',
} as const;

export interface KeyValueStorage {
  read(key: string): string | null;
  write(key: string, value: string | null): void;
}

export function browserStorage(storage: Storage | undefined = globalThis.localStorage): KeyValueStorage {
  return {
    read(key) {
      try {
        return storage?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    write(key, value) {
      try {
        if (value === null) storage?.removeItem(key);
        else storage?.setItem(key, value);
      } catch {
        // Private windows and full quotas refuse writes; the app keeps working for this visit.
      }
    },
  };
}

export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const values = new Map(Object.entries(initial));
  return {
    read: (key) => values.get(key) ?? null,
    write: (key, value) => {
      if (value === null) values.delete(key);
      else values.set(key, value);
    },
  };
}
