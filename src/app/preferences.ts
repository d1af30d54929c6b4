import { createStore } from '@xstate/store';
import { STORAGE_KEYS, type KeyValueStorage } from './storage';
import type { ThemePreference } from './theme';

/**
 * Thin adapter until machines/preferences lands: the local preferences of seed A §3 as an
 * @xstate/store (plain shared data, no finite states), persisted in local storage and validated on
 * load so a bad stored value falls back to its default instead of crashing.
 */
export interface RecentDetailView {
  key: string;
  name: string;
  params: Readonly<Record<string, string>>;
  label: string;
  description: string | null;
  category: string | null;
  meta: Readonly<Record<string, unknown>> | null;
  visitedAt: string;
}

export interface Preferences {
  sidebarCollapsed: boolean;
  theme: ThemePreference;
  showRecentRecords: boolean;
  recentDetailViews: RecentDetailView[];
  submissionDetailSections: Readonly<Record<string, boolean>>;
}

export const DEFAULT_PREFERENCES: Preferences = {
  sidebarCollapsed: false,
  theme: 'light',
  showRecentRecords: false,
  recentDetailViews: [],
  submissionDetailSections: {},
};

export const MAX_RECENT_VIEWS = 5;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function readView(value: unknown): RecentDetailView | null {
  if (!isRecord(value) || !nonEmpty(value.key) || !nonEmpty(value.name) || !nonEmpty(value.label))
    return null;
  const params: Record<string, string> = {};
  if (isRecord(value.params)) {
    for (const [key, param] of Object.entries(value.params))
      if (typeof param === 'string') params[key] = param;
  }
  return {
    key: value.key,
    name: value.name,
    params,
    label: value.label,
    description: typeof value.description === 'string' ? value.description : null,
    category: typeof value.category === 'string' ? value.category : null,
    meta: isRecord(value.meta) ? value.meta : null,
    visitedAt: typeof value.visitedAt === 'string' ? value.visitedAt : new Date(0).toISOString(),
  };
}

/** Reads stored preferences field by field; anything unreadable takes its default. */
export function parsePreferences(raw: string | null): Preferences {
  let stored: unknown;
  try {
    stored = raw ? JSON.parse(raw) : null;
  } catch {
    stored = null;
  }
  if (!isRecord(stored)) return DEFAULT_PREFERENCES;
  const theme = stored.theme;
  const sections: Record<string, boolean> = {};
  if (isRecord(stored.submissionDetailSections)) {
    for (const [key, open] of Object.entries(stored.submissionDetailSections)) {
      if (key.trim() !== '' && typeof open === 'boolean') sections[key.trim()] = open;
    }
  }
  return {
    sidebarCollapsed:
      typeof stored.sidebarCollapsed === 'boolean'
        ? stored.sidebarCollapsed
        : DEFAULT_PREFERENCES.sidebarCollapsed,
    theme: theme === 'system' || theme === 'light' || theme === 'dark' ? theme : DEFAULT_PREFERENCES.theme,
    showRecentRecords:
      typeof stored.showRecentRecords === 'boolean'
        ? stored.showRecentRecords
        : DEFAULT_PREFERENCES.showRecentRecords,
    recentDetailViews: (Array.isArray(stored.recentDetailViews) ? stored.recentDetailViews : [])
      .map(readView)
      .filter((view): view is RecentDetailView => view !== null)
      .slice(0, MAX_RECENT_VIEWS),
    submissionDetailSections: sections,
  };
}

export function createPreferencesStore(storage: KeyValueStorage) {
  const store = createStore({
    context: parsePreferences(storage.read(STORAGE_KEYS.preferences)),
    on: {
      toggleSidebar: (context) => ({ ...context, sidebarCollapsed: !context.sidebarCollapsed }),
      setTheme: (context, event: { theme: ThemePreference }) => ({ ...context, theme: event.theme }),
      setShowRecentRecords: (context, event: { show: boolean }) => ({
        ...context,
        showRecentRecords: event.show,
      }),
      /** Newest first, one entry per key, at most five. */
      recordView: (context, event: { view: RecentDetailView }) => {
        const view = readView(event.view);
        if (!view) return context;
        const others = context.recentDetailViews.filter((existing) => existing.key !== view.key);
        return { ...context, recentDetailViews: [view, ...others].slice(0, MAX_RECENT_VIEWS) };
      },
      setSectionOpen: (context, event: { section: string; open: boolean }) => {
        const section = event.section.trim();
        if (section === '') return context;
        return {
          ...context,
          submissionDetailSections: { ...context.submissionDetailSections, [section]: event.open },
        };
      },
    },
  });
  store.subscribe((snapshot) => storage.write(STORAGE_KEYS.preferences, JSON.stringify(snapshot.context)));
  return store;
}

export type PreferencesStore = ReturnType<typeof createPreferencesStore>;
