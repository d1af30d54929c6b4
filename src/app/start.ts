import { navigate } from 'wouter/use-browser-location';
import type { InspectionEvent } from 'xstate';
import { createPreferencesStore } from '../../machines/preferences';
import { createDraftStore } from '../kit/drafts';
import { createRecordLabels } from '../kit/record-labels';
import { createAppRoot, whenHydrated, type AppEnvironment } from './root';
import type { AppServices, InspectionStore } from '../kit/services';
import { browserStorage, STORAGE_KEYS, type KeyValueStorage } from './storage';
import { startScrollTracking } from './navigation-effects';
import { followTheme } from '../lib/theme';
import { clearOldCaches } from './old-caches';
import { createDemoDataKeeper } from './demo-data';
import { applyDataSourceFlag, applyLatencyFlag } from './demo-latency';
import { applyFaultFlag, demoFaults } from './demo-faults';
import type { DemoFaults } from '../backend/demo/faults';
import { reportError } from './reporting';

export interface StartOptions {
  storage?: KeyValueStorage;
  forceApi?: boolean;
  apiBaseUrl?: string;
  createBackend?: AppEnvironment['createBackend'];
  inspect?: (event: InspectionEvent) => void;
  /** The recorder the statechart page reads (main.tsx's appInspection). */
  inspection?: InspectionStore;
  win?: Window;
  /** Aborting stops the actors and removes the window listeners (tests start many apps). */
  signal?: AbortSignal;
  /** Clears old service workers and caches at start-up (seed B §9); not in tests or the gallery. */
  clearOldCaches?: boolean;
  /** The demo's fault switches (the app's own by default; `?fault=` arms them). */
  faults?: DemoFaults;
}

/**
 * Starts everything that lives as long as the page: the root actor (session, data mode,
 * notifications), the preferences store, the theme on <html>, and the offline/online listeners.
 * Session recovery starts at once; `hydrated` resolves once it has ended, whatever its outcome.
 */
export function launchApp(options: StartOptions = {}): {
  services: AppServices;
  hydrated: Promise<void>;
} {
  const win = options.win ?? window;
  const storage = options.storage ?? browserStorage();
  applyLatencyFlag(win.location.search, storage);
  applyDataSourceFlag(win.location.search, storage);
  const faults = options.faults ?? demoFaults;
  applyFaultFlag(win.location.search, faults);
  const demoData = createDemoDataKeeper(storage, win, options.signal);
  const root = createAppRoot({
    demoData,
    storage,
    forceApi: options.forceApi ?? false,
    apiBaseUrl: options.apiBaseUrl ?? '/api',
    createBackend: options.createBackend,
    browserOnline: () => win.navigator.onLine,
    cookies: win.document,
    inspect: options.inspect,
    faults,
  });

  const preferences = createPreferencesStore({
    key: STORAGE_KEYS.preferences,
    storage: {
      getItem: (key) => storage.read(key),
      setItem: (key, value) => storage.write(key, value),
    },
  });
  const stopTheme = followTheme(
    () => preferences.getSnapshot().context.theme,
    (listener) => preferences.subscribe(listener).unsubscribe,
    win,
  );

  const connectivity = () =>
    root.notifications.send({ type: win.navigator.onLine ? 'network.online' : 'network.offline' });
  win.addEventListener('offline', connectivity, { signal: options.signal });
  win.addEventListener('online', connectivity, { signal: options.signal });
  if (!win.navigator.onLine) connectivity();

  const stopScrollTracking = startScrollTracking(win);
  options.signal?.addEventListener('abort', () => {
    stopScrollTracking();
    stopTheme();
    root.actor.stop();
  });

  const recordLabels = createRecordLabels();
  let faultSwitches: Promise<Readonly<Record<string, string>>> | null = null;
  const services: AppServices = {
    session: root.session,
    dataMode: root.dataMode,
    notifications: root.notifications,
    preferences,
    drafts: createDraftStore(storage),
    recordLabels,
    backend: () => root.backend,
    navigate: (to, navigateOptions) => navigate(to, navigateOptions),
    setRecordLabel: (path, label) => recordLabels.trigger.set({ path, label }),
    // A fresh start is the one way every screen, cache and actor forgets the old records at once.
    resetDemoData: () => {
      demoData.reset();
      win.location.reload();
    },
    inspect: options.inspect,
    inspection: options.inspection,
    demoFaults: {
      switches: () =>
        (faultSwitches ??= import('../backend/demo/fault-switches').then((m) => m.FAULT_SWITCHES)),
      arm: (fault) => faults.arm(fault),
      clear: () => faults.clear(),
      armed: () => faults.armed(),
      subscribe: (listener) => faults.subscribe(listener),
    },
    reportError: (error, context) =>
      reportError(error, { route: `panel ${context.panel}`, componentStack: context.componentStack }),
  };
  if (options.clearOldCaches)
    clearOldCaches(win).catch((error: unknown) =>
      console.warn('[update check] clearing old caches failed', error),
    );
  return { services, hydrated: whenHydrated(root) };
}

/** Starts the app and resolves once the stored session has been recovered or given up on. */
export async function startApp(options: StartOptions = {}): Promise<AppServices> {
  const { services, hydrated } = launchApp(options);
  await hydrated;
  return services;
}
