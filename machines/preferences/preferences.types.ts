export type ThemePreference = 'system' | 'light' | 'dark';

/** A detail screen the user opened, for the 'Recent records' strip. */
export interface RecentDetailView {
  /** Identity for de-duplication, e.g. 'customer-detail:12'. */
  key: string;
  /** Route name. */
  name: string;
  params: Readonly<Record<string, string>>;
  label: string;
  description: string | null;
  category: string | null;
  meta: Readonly<Record<string, unknown>> | null;
  /** ISO timestamp of the visit. */
  visitedAt: string;
}

/** What `recordView` accepts: visitedAt defaults to now, the optional fields to null. */
export interface RecentDetailViewInput {
  key: string;
  name: string;
  label: string;
  params?: Readonly<Record<string, string | number>> | null;
  description?: string | null;
  category?: string | null;
  meta?: Readonly<Record<string, unknown>> | null;
  visitedAt?: string;
}

export interface Preferences {
  sidebarCollapsed: boolean;
  theme: ThemePreference;
  /** Off by default: the strip is an opt-in extra in the header. */
  showRecentRecords: boolean;
  /** Newest first, unique by key, at most five. */
  recentDetailViews: RecentDetailView[];
  /** Open flags of the submission detail's sections, by non-empty trimmed section key. */
  submissionDetailSections: Readonly<Record<string, boolean>>;
}

/** The storage the store loads from and saves to (localStorage fits). */
export interface PreferencesStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}
