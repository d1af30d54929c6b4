import { createStore } from '@xstate/store';
import * as v from 'valibot';
import {
  isSectionKey,
  normaliseRecentViews,
  parsePreferences,
  recentDetailViewSchema,
} from './preferences.schema';
import type {
  Preferences,
  PreferencesStorage,
  RecentDetailView,
  RecentDetailViewInput,
  ThemePreference,
} from './preferences.types';

export const PREFERENCES_STORAGE_KEY = 'preferences';

const THEMES: readonly ThemePreference[] = ['system', 'light', 'dark'];

export interface PreferencesStoreOptions {
  storage: PreferencesStorage;
  /** Storage key; 'preferences' unless the app namespaces its keys. */
  key?: string;
  /** The visit time of a recorded view when it carries none. */
  now?: () => Date;
}

function read(storage: PreferencesStorage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The user's local preferences as an @xstate/store: plain shared data with no finite states.
 * Loaded (and validated) from the injected storage once, saved on every change; storage that
 * refuses reads or writes only loses persistence, never the app.
 */
export function createPreferencesStore({
  storage,
  key = PREFERENCES_STORAGE_KEY,
  now = () => new Date(),
}: PreferencesStoreOptions) {
  const store = createStore({
    context: parsePreferences(read(storage, key)),
    on: {
      toggleSidebar: (context) => ({ ...context, sidebarCollapsed: !context.sidebarCollapsed }),
      setSidebarCollapsed: (context, event: { collapsed: boolean }) => ({
        ...context,
        sidebarCollapsed: event.collapsed === true,
      }),
      setTheme: (context, event: { theme: ThemePreference }) =>
        THEMES.includes(event.theme) ? { ...context, theme: event.theme } : context,
      setShowRecentRecords: (context, event: { show: boolean }) => ({
        ...context,
        showRecentRecords: event.show === true,
      }),
      /** Newest first, one entry per key, at most five; a view without name or label is ignored. */
      recordView: (context, event: { view: RecentDetailViewInput }) => {
        const parsed = v.safeParse(recentDetailViewSchema, {
          ...event.view,
          visitedAt: event.view.visitedAt ?? now().toISOString(),
        });
        if (!parsed.success) return context;
        const view = parsed.output as RecentDetailView;
        return { ...context, recentDetailViews: normaliseRecentViews([view, ...context.recentDetailViews]) };
      },
      clearRecentViews: (context) => ({ ...context, recentDetailViews: [] }),
      /** Section keys are trimmed; a key a load would drop (empty, prototype keys) is ignored. */
      setSectionOpen: (context, event: { section: string; open: boolean }) => {
        const section = typeof event.section === 'string' ? event.section.trim() : '';
        if (!isSectionKey(section) || typeof event.open !== 'boolean') return context;
        return {
          ...context,
          submissionDetailSections: { ...context.submissionDetailSections, [section]: event.open },
        };
      },
    },
  });

  let saved = JSON.stringify(store.getSnapshot().context);
  store.subscribe((snapshot) => {
    const text = JSON.stringify(snapshot.context satisfies Preferences);
    if (text === saved) return;
    saved = text;
    try {
      storage.setItem(key, text);
    } catch {
      // private windows and full quotas refuse writes: the preferences last for this visit
    }
  });
  return store;
}

export type PreferencesStore = ReturnType<typeof createPreferencesStore>;

/** The theme to paint: 'system' follows the operating system's dark preference. */
export const resolveTheme = (theme: ThemePreference, systemPrefersDark: boolean): 'light' | 'dark' =>
  theme === 'system' ? (systemPrefersDark ? 'dark' : 'light') : theme;
