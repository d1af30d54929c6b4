import type { Backend } from '../backend/backend';
import type { DataMode } from '../domain/session';

/** Loads (once) and returns the backend of a data mode. */
export type BackendLoader = (mode: DataMode) => Promise<Backend>;

/**
 * One Backend that always talks to the current data mode's implementation, loading that
 * implementation's code on first use so the sign-in page does not download both. Every Backend method
 * is async, so a call (at any depth: `catalogues.cardGrades.list()`) awaits the module and delegates;
 * `mode` is read synchronously.
 */
export function createLiveBackend(currentMode: () => DataMode, load: BackendLoader): Backend {
  const call = async (path: readonly string[], args: unknown[]) => {
    let owner: unknown = await load(currentMode());
    let target: unknown = owner;
    for (const key of path) {
      owner = target;
      target = (target as Record<string, unknown> | undefined)?.[key];
    }
    if (typeof target !== 'function') throw new TypeError(`Backend has no ${path.join('.')}`);
    return (target as (...a: unknown[]) => unknown).apply(owner, args);
  };
  const at = (path: readonly string[]): unknown =>
    new Proxy(() => undefined, {
      get: (_, key) => {
        if (path.length === 0 && key === 'mode') return currentMode();
        // Not a thenable: `await backend.session` must not try to call it.
        if (typeof key !== 'string' || key === 'then') return undefined;
        return at([...path, key]);
      },
      apply: (_, __, args: unknown[]) => call(path, args),
    });
  return at([]) as Backend;
}

/** Caches one backend per mode, created from its module on first use. */
export function cachedLoader(create: BackendLoader): BackendLoader {
  const loaded = new Map<DataMode, Promise<Backend>>();
  return (mode) => {
    let backend = loaded.get(mode);
    if (!backend) {
      backend = create(mode);
      // A failed chunk load (offline) may be retried later.
      backend.catch(() => loaded.delete(mode));
      loaded.set(mode, backend);
    }
    return backend;
  };
}
