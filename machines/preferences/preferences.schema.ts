import * as v from 'valibot';
import type { Preferences, RecentDetailView } from './preferences.types';

export const MAX_RECENT_VIEWS = 5;

export const DEFAULT_PREFERENCES: Preferences = Object.freeze({
  sidebarCollapsed: false,
  theme: 'light',
  showRecentRecords: false,
  recentDetailViews: [],
  submissionDetailSections: {},
}) as Preferences;

// Keys that could reach Object.prototype when a stored object is rebuilt, so neither load nor save keeps them.
const UNSAFE_KEYS = new Set(['__proto__', 'prototype', 'constructor']);

/** A section key the store keeps and a load accepts: not empty once trimmed and not a prototype key. */
export const isSectionKey = (name: string): boolean => name !== '' && !UNSAFE_KEYS.has(name);
const isPlainRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function toJsonRecord(value: unknown): Readonly<Record<string, unknown>> | null {
  try {
    const copy: unknown = JSON.parse(JSON.stringify(value));
    return isPlainRecord(copy) ? copy : null;
  } catch {
    return null;
  }
}

const nonEmptyText = v.pipe(
  v.string(),
  v.check((value) => value.trim() !== ''),
);
const optionalText = v.fallback(v.nullish(v.string(), null), null);

/** Route params keep string and number values (as strings); anything else is left out. */
const paramsSchema = v.fallback(
  v.pipe(
    v.unknown(),
    v.transform((value): Record<string, string> => {
      const params: Record<string, string> = {};
      if (!isPlainRecord(value)) return params;
      for (const [key, param] of Object.entries(value)) {
        if (UNSAFE_KEYS.has(key)) continue;
        if (typeof param === 'string' || (typeof param === 'number' && Number.isFinite(param))) {
          params[key] = String(param);
        }
      }
      return params;
    }),
  ),
  {},
);

export const recentDetailViewSchema = v.object({
  key: nonEmptyText,
  name: nonEmptyText,
  label: nonEmptyText,
  params: paramsSchema,
  description: optionalText,
  category: optionalText,
  meta: v.fallback(
    v.nullish(
      v.pipe(
        v.unknown(),
        v.check(isPlainRecord),
        // kept as JSON data, so what is saved is what loads back
        v.transform((value) => toJsonRecord(value)),
      ),
      null,
    ),
    null,
  ),
  visitedAt: v.fallback(
    v.pipe(
      v.string(),
      v.check((value) => !Number.isNaN(Date.parse(value))),
    ),
    new Date(0).toISOString(),
  ),
});

/** Newest first, one entry per key (the first wins), at most five. */
export function normaliseRecentViews(views: readonly RecentDetailView[]): RecentDetailView[] {
  const seen = new Set<string>();
  const result: RecentDetailView[] = [];
  for (const view of views) {
    if (seen.has(view.key)) continue;
    seen.add(view.key);
    result.push(view);
    if (result.length === MAX_RECENT_VIEWS) break;
  }
  return result;
}

/** Entries that are not valid views are dropped; the rest are kept in order. */
const recentViewsSchema = v.fallback(
  v.pipe(
    v.array(v.unknown()),
    v.transform((entries) =>
      normaliseRecentViews(
        entries.flatMap((entry) => {
          const parsed = v.safeParse(recentDetailViewSchema, entry);
          return parsed.success ? [parsed.output as RecentDetailView] : [];
        }),
      ),
    ),
  ),
  [],
);

const sectionsSchema = v.fallback(
  v.pipe(
    v.unknown(),
    v.check(isPlainRecord),
    v.transform((value) => {
      const sections: Record<string, boolean> = {};
      for (const [key, open] of Object.entries(value as Record<string, unknown>)) {
        const name = key.trim();
        if (!isSectionKey(name) || typeof open !== 'boolean') continue;
        sections[name] = open;
      }
      return sections;
    }),
  ),
  {},
);

/** Validates stored preferences field by field: a bad field takes its default, the rest is kept. */
export const preferencesSchema = v.object({
  sidebarCollapsed: v.fallback(v.boolean(), DEFAULT_PREFERENCES.sidebarCollapsed),
  theme: v.fallback(v.picklist(['system', 'light', 'dark']), DEFAULT_PREFERENCES.theme),
  showRecentRecords: v.fallback(v.boolean(), DEFAULT_PREFERENCES.showRecentRecords),
  recentDetailViews: recentViewsSchema,
  submissionDetailSections: sectionsSchema,
});

/** Any stored text (or none) to valid preferences; never throws. */
export function parsePreferences(raw: string | null | undefined): Preferences {
  if (raw === null || raw === undefined) return copyDefaults();
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return copyDefaults();
  }
  return validatePreferences(stored);
}

export function validatePreferences(stored: unknown): Preferences {
  if (!isPlainRecord(stored)) return copyDefaults();
  const parsed = v.safeParse(preferencesSchema, stored);
  return parsed.success ? (parsed.output as Preferences) : copyDefaults();
}

const copyDefaults = (): Preferences => ({
  ...DEFAULT_PREFERENCES,
  recentDetailViews: [],
  submissionDetailSections: {},
});
