/**
 * Opt-in live inspection of the running machines on stately.ai (for analysts): `?inspect` in the URL,
 * or localStorage 'inspect' = 'true' in development. The inspector is loaded on demand, so it is not
 * part of the main bundle, and customer and user data is masked (masking.ts, loaded with it)
 * before anything leaves the page.
 */
import type { createBrowserInspector } from '@statelyai/inspect';
import type { InspectionEvent } from 'xstate';

interface InspectModule {
  createBrowserInspector: typeof createBrowserInspector;
}

export interface InspectionOptions {
  /** Where the development flag is read ('inspect' === 'true'); localStorage by default. */
  storage?: Pick<Storage, 'getItem'> | null;
  /** Development build; the stored flag is ignored otherwise. */
  dev?: boolean;
  /** Loads the inspector; a dynamic import by default, so it stays out of the main bundle. */
  load?: () => Promise<InspectModule>;
  /** Events kept while the inspector loads (oldest dropped first). */
  maxBuffered?: number;
}

function readFlag(storage: Pick<Storage, 'getItem'> | null | undefined): boolean {
  try {
    return storage?.getItem('inspect') === 'true';
  } catch {
    return false;
  }
}

const defaultStorage = (): Pick<Storage, 'getItem'> | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

/** `?inspect` (any value but false/0), or the stored flag in development. */
export function isInspectionRequested(search: string, options: InspectionOptions = {}): boolean {
  const params = new URLSearchParams(search);
  if (params.has('inspect')) return !['false', '0'].includes(params.get('inspect') ?? '');
  const dev = options.dev ?? import.meta.env.DEV;
  return dev === true && readFlag(options.storage === undefined ? defaultStorage() : options.storage);
}

/**
 * The `inspect` option for createActor, or undefined when inspection was not asked for. Events
 * are buffered until the inspector has loaded; if it cannot load, inspection quietly stops.
 */
export function createInspection(
  search: string,
  options: InspectionOptions = {},
): ((event: InspectionEvent) => void) | undefined {
  if (!isInspectionRequested(search, options)) return undefined;
  const maxBuffered = options.maxBuffered ?? 500;
  const load = options.load ?? (() => import('@statelyai/inspect'));
  let buffer: InspectionEvent[] | null = [];
  let forward: ((event: InspectionEvent) => void) | null = null;

  Promise.all([load(), import('./masking')])
    .then(([{ createBrowserInspector }, { maskingInspectorOptions }]) => {
      const inspector = createBrowserInspector(maskingInspectorOptions());
      forward = (event) => inspector.inspect.next?.(event);
      const pending = buffer ?? [];
      buffer = null;
      for (const event of pending) forward(event);
    })
    .catch((error: unknown) => {
      buffer = null;
      console.warn('The state machine inspector could not be loaded.', error);
    });

  return (event) => {
    if (forward) forward(event);
    else if (buffer) {
      buffer.push(event);
      if (buffer.length > maxBuffered) buffer.shift();
    }
  };
}

/**
 * Whether the external Stately inspector is wanted: `?inspect=stately`, or the stored development
 * flag. A bare `?inspect` opens only the in-app statechart page, which needs no outside service.
 */
export function wantsStatelyInspector(search: string, options: InspectionOptions = {}): boolean {
  const value = new URLSearchParams(search).get('inspect');
  if (value !== null) return value === 'stately';
  return isInspectionRequested(search, options);
}
