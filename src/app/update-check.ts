/**
 * The update check's I/O and triggers (seed B §4, §7, §9): its own long-lived actor, started once at
 * start-up next to the root actor. It reads the version file, keeps a dismissal in local storage,
 * clears caches and old service workers, and reloads.
 */
import * as v from 'valibot';
import { createActor, fromPromise, type ActorRefFrom, type InspectionEvent } from 'xstate';
import {
  updateCheckMachine,
  type CheckReason,
  type UpdateDismissal,
  type VersionCheck,
} from '../../machines/updateCheck';
import { parseVersion } from '../backend/http/schemas/version';
import type { AppVersion } from '../domain/version';
import type { DemoFaults } from '../backend/demo/faults';
import { clearOldCaches } from './old-caches';
import { STORAGE_KEYS, type KeyValueStorage } from './storage';

export { clearOldCaches };

export type UpdateCheckRef = ActorRefFrom<typeof updateCheckMachine>;

export interface UpdateCheckOptions {
  /** The build this page runs; null (development) takes the first version file read as it. */
  running: AppVersion | null;
  storage: KeyValueStorage;
  win?: Window;
  versionUrl?: string;
  fetch?: typeof fetch;
  now?: () => number;
  log?: (message: string, error: unknown) => void;
  inspect?: (event: InspectionEvent) => void;
  /** The demo's switches `version.read` (the read fails) and `version.newer` (it names another build). */
  faults?: DemoFaults;
  /** Aborting stops the actor and removes the listeners. */
  signal?: AbortSignal;
}

const DismissalRecord = v.object({ versionKey: v.string(), at: v.pipe(v.number(), v.finite()) });

/** The dismissal kept in the browser; anything unreadable counts as none. */
export function readDismissal(storage: KeyValueStorage): UpdateDismissal | null {
  const raw = storage.read(STORAGE_KEYS.updateDismissal);
  if (!raw) return null;
  try {
    const parsed = v.safeParse(DismissalRecord, JSON.parse(raw));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/** GET the version file with a timestamp query and no caching (seed B §7). */
export async function readVersionFile(
  url: string,
  options: { fetch: typeof fetch; now: () => number; signal: AbortSignal; origin: string },
): Promise<VersionCheck> {
  const checkedAt = options.now();
  const target = new URL(url, options.origin);
  target.searchParams.set('t', String(checkedAt));
  const response = await options.fetch(target, {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
    signal: options.signal,
  });
  if (!response.ok) throw new Error(`Failed to load version: HTTP ${response.status}`);
  return { version: parseVersion(await response.json()), checkedAt };
}

/** The same read naming another build, for the demo's `version.newer` switch. */
const newerBuild = (read: VersionCheck): VersionCheck => ({
  ...read,
  version: { ...read.version, commit: 'f'.repeat(40), builtAt: new Date(read.checkedAt).toISOString() },
});

/** Starts the update check and its triggers; returns the actor the notice reads. */
export function startUpdateCheck(options: UpdateCheckOptions): UpdateCheckRef {
  const win = options.win ?? window;
  const now = options.now ?? Date.now;
  const doFetch = options.fetch ?? win.fetch.bind(win);
  const log = options.log ?? ((message, error) => console.warn(message, error));
  const versionUrl = options.versionUrl ?? '/version.json';

  const machine = updateCheckMachine.provide({
    actors: {
      fetchVersion: fromPromise<VersionCheck>(async ({ signal }) => {
        if (options.faults?.take('version.read')) throw new Error('Failed to load version: a demo fault');
        const read = await readVersionFile(versionUrl, {
          fetch: doFetch,
          now,
          signal,
          origin: win.location.origin,
        });
        return options.faults?.take('version.newer') ? newerBuild(read) : read;
      }),
      refreshApp: fromPromise<void>(async () => {
        await clearOldCaches(win);
        win.location.reload();
      }),
    },
    actions: {
      rememberDismissal: (_, dismissal) =>
        options.storage.write(STORAGE_KEYS.updateDismissal, JSON.stringify(dismissal)),
      logFailure: (_, failure) =>
        log(
          failure.step === 'check'
            ? '[update check] reading the version file failed'
            : '[update check] refresh failed',
          failure.error,
        ),
    },
  });
  const actor = createActor(machine, {
    input: { running: options.running, dismissal: readDismissal(options.storage) },
    ...(options.inspect ? { inspect: options.inspect } : {}),
  });

  const check = (reason: CheckReason) => actor.send({ type: 'update.check', reason });
  const listen = { signal: options.signal };
  win.addEventListener('focus', () => check('focus'), listen);
  win.document.addEventListener(
    'visibilitychange',
    () => {
      if (win.document.visibilityState === 'visible') check('visible');
    },
    listen,
  );
  // A navigation is a new path: popstate, or the pushState/replaceState events wouter dispatches. A
  // list rewriting its query string as the user types is not one.
  let path = win.location.pathname;
  const navigated = () => {
    if (win.location.pathname === path) return;
    path = win.location.pathname;
    check('navigation');
  };
  for (const type of ['popstate', 'pushState', 'replaceState']) win.addEventListener(type, navigated, listen);
  options.signal?.addEventListener('abort', () => actor.stop());

  actor.start();
  return actor;
}
