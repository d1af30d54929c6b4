import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createPreferencesStore,
  DEFAULT_PREFERENCES,
  MAX_RECENT_VIEWS,
  parsePreferences,
  resolveTheme,
  type Preferences,
  type PreferencesStorage,
  type RecentDetailViewInput,
} from '../../machines/preferences';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const storage: PreferencesStorage & { values: Map<string, string> } = {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
  return storage;
}

const view = (key: string, extra: Partial<RecentDetailViewInput> = {}): RecentDetailViewInput => ({
  key,
  name: 'customer-detail',
  label: `Customer ${key}`,
  params: { id: key },
  ...extra,
});

/** Every invariant the app relies on when it reads the preferences. */
function expectValid(preferences: Preferences) {
  expect(Object.keys(preferences).sort()).toEqual(Object.keys(DEFAULT_PREFERENCES).sort());
  expect(typeof preferences.sidebarCollapsed).toBe('boolean');
  expect(['system', 'light', 'dark']).toContain(preferences.theme);
  expect(typeof preferences.showRecentRecords).toBe('boolean');
  expect(Array.isArray(preferences.recentDetailViews)).toBe(true);
  expect(preferences.recentDetailViews.length).toBeLessThanOrEqual(MAX_RECENT_VIEWS);
  const keys = preferences.recentDetailViews.map((entry) => entry.key);
  expect(new Set(keys).size).toBe(keys.length);
  for (const entry of preferences.recentDetailViews) {
    expect(entry.key.trim()).not.toBe('');
    expect(entry.name.trim()).not.toBe('');
    expect(entry.label.trim()).not.toBe('');
    expect(Number.isNaN(Date.parse(entry.visitedAt))).toBe(false);
    for (const param of Object.values(entry.params)) expect(typeof param).toBe('string');
  }
  for (const [key, open] of Object.entries(preferences.submissionDetailSections)) {
    expect(key).toBe(key.trim());
    expect(key).not.toBe('');
    expect(typeof open).toBe('boolean');
  }
}

describe('preferences: loading', () => {
  it('starts from the defaults when nothing is stored (theme light, recent records off)', () => {
    const store = createPreferencesStore({ storage: memoryStorage() });
    expect(store.getSnapshot().context).toEqual({
      sidebarCollapsed: false,
      theme: 'light',
      showRecentRecords: false,
      recentDetailViews: [],
      submissionDetailSections: {},
    });
  });

  it('keeps valid fields and replaces each bad one with its default', () => {
    const stored = {
      sidebarCollapsed: true,
      theme: 'purple',
      showRecentRecords: 'yes',
      recentDetailViews: [
        view('1', { visitedAt: '2026-01-02T00:00:00.000Z' }),
        { key: '2', name: '', label: 'No route' },
        { key: '3', name: 'submission-detail', label: '   ' },
        view('1', { label: 'Duplicate, older' }),
        'not a view',
      ],
      submissionDetailSections: { ' cards ': true, '': true, notes: 'open', pricing: false },
    };
    const preferences = parsePreferences(JSON.stringify(stored));
    expect(preferences).toEqual({
      sidebarCollapsed: true,
      theme: 'light',
      showRecentRecords: false,
      recentDetailViews: [
        {
          key: '1',
          name: 'customer-detail',
          label: 'Customer 1',
          params: { id: '1' },
          description: null,
          category: null,
          meta: null,
          visitedAt: '2026-01-02T00:00:00.000Z',
        },
      ],
      submissionDetailSections: { cards: true, pricing: false },
    });
  });

  it.each([null, '', 'not json', '[]', '42', 'null', '"light"', '{"theme":'])(
    'falls back to defaults for %j',
    (raw) => {
      expect(parsePreferences(raw)).toEqual(DEFAULT_PREFERENCES);
    },
  );

  it('reads from the injected storage under the given key, and survives a throwing storage', () => {
    const storage = memoryStorage({ 'cgbo.preferences': JSON.stringify({ theme: 'dark' }) });
    expect(createPreferencesStore({ storage, key: 'cgbo.preferences' }).getSnapshot().context.theme).toBe(
      'dark',
    );
    const broken: PreferencesStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    const store = createPreferencesStore({ storage: broken });
    expect(() => store.trigger.toggleSidebar()).not.toThrow();
    expect(store.getSnapshot().context.sidebarCollapsed).toBe(true);
  });
});

describe('preferences: changes', () => {
  it('saves every change under the key', () => {
    const storage = memoryStorage();
    const store = createPreferencesStore({ storage });
    store.trigger.toggleSidebar();
    store.trigger.setTheme({ theme: 'dark' });
    store.trigger.setShowRecentRecords({ show: true });
    store.trigger.setSectionOpen({ section: '  cards ', open: true });
    expect(JSON.parse(storage.values.get('preferences')!)).toEqual({
      sidebarCollapsed: true,
      theme: 'dark',
      showRecentRecords: true,
      recentDetailViews: [],
      submissionDetailSections: { cards: true },
    });
    expect(parsePreferences(storage.values.get('preferences')!)).toEqual(store.getSnapshot().context);
  });

  it('ignores an unknown theme, an empty section key and prototype keys', () => {
    const store = createPreferencesStore({ storage: memoryStorage() });
    store.trigger.setTheme({ theme: 'sepia' as 'dark' });
    store.trigger.setSectionOpen({ section: '   ', open: true });
    // A load drops these keys, so keeping them would make the saved and the loaded state differ.
    for (const section of ['__proto__', 'prototype', ' constructor ']) {
      store.trigger.setSectionOpen({ section, open: false });
    }
    expect(store.getSnapshot().context).toEqual(DEFAULT_PREFERENCES);
  });

  it('keeps recent views newest first, unique by key, at most five, with a visit time', () => {
    const store = createPreferencesStore({
      storage: memoryStorage(),
      now: () => new Date('2026-03-01T12:00:00.000Z'),
    });
    for (const key of ['1', '2', '3', '4', '5', '6']) store.trigger.recordView({ view: view(key) });
    store.trigger.recordView({ view: view('4', { label: 'Customer 4 (renamed)' }) });
    store.trigger.recordView({ view: view('7', { name: '  ' }) });
    store.trigger.recordView({ view: view('8', { label: '' }) });
    const views = store.getSnapshot().context.recentDetailViews;
    expect(views.map((entry) => entry.key)).toEqual(['4', '6', '5', '3', '2']);
    expect(views[0]).toMatchObject({ label: 'Customer 4 (renamed)', visitedAt: '2026-03-01T12:00:00.000Z' });
    store.trigger.clearRecentViews();
    expect(store.getSnapshot().context.recentDetailViews).toEqual([]);
  });

  it("resolves 'system' with the operating system's preference", () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });
});

describe('preferences: properties', () => {
  const nearlyValidView = fc.record(
    {
      key: fc.oneof(fc.string(), fc.constantFrom('1', '2', '3'), fc.integer()),
      name: fc.oneof(fc.string(), fc.constant('customer-detail')),
      label: fc.oneof(fc.string(), fc.constant('Customer')),
      params: fc.oneof(
        fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer(), fc.boolean())),
        fc.anything(),
      ),
      description: fc.oneof(fc.string(), fc.constant(null), fc.integer()),
      category: fc.oneof(fc.string(), fc.constant(undefined)),
      meta: fc.oneof(fc.object(), fc.constant(null), fc.string()),
      visitedAt: fc.oneof(
        fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
        fc.string(),
        fc.integer(),
      ),
    },
    { requiredKeys: [] },
  );
  const nearlyValidPreferences = fc.record(
    {
      sidebarCollapsed: fc.oneof(fc.boolean(), fc.anything()),
      theme: fc.oneof(fc.constantFrom('system', 'light', 'dark', 'Dark', ''), fc.anything()),
      showRecentRecords: fc.oneof(fc.boolean(), fc.anything()),
      recentDetailViews: fc.oneof(
        fc.array(fc.oneof(nearlyValidView, fc.anything()), { maxLength: 12 }),
        fc.anything(),
      ),
      submissionDetailSections: fc.oneof(
        fc.dictionary(
          fc.oneof(fc.string(), fc.constantFrom(' a ', '', '__proto__')),
          fc.oneof(fc.boolean(), fc.anything()),
        ),
        fc.anything(),
      ),
    },
    { requiredKeys: [] },
  );

  it('any stored JSON loads into valid preferences without throwing', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), nearlyValidPreferences), (stored) => {
        let raw: string;
        try {
          raw = JSON.stringify(stored) ?? 'undefined';
        } catch {
          return;
        }
        expectValid(parsePreferences(raw));
      }),
      { numRuns: 300 },
    );
  });

  it('any text loads into valid preferences without throwing', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => expectValid(parsePreferences(raw))),
      { numRuns: 200 },
    );
  });

  it('what is saved loads back unchanged, whatever the changes', () => {
    const command = fc.oneof(
      fc.constant({ type: 'toggleSidebar' as const }),
      fc.record({
        type: fc.constant('setTheme' as const),
        theme: fc.constantFrom('system', 'light', 'dark', 'x'),
      }),
      fc.record({ type: fc.constant('setShowRecentRecords' as const), show: fc.boolean() }),
      fc.record({ type: fc.constant('recordView' as const), view: nearlyValidView }),
      fc.record({ type: fc.constant('setSectionOpen' as const), section: fc.string(), open: fc.boolean() }),
    );
    fc.assert(
      fc.property(fc.array(command, { maxLength: 25 }), (commands) => {
        const storage = memoryStorage();
        const store = createPreferencesStore({ storage, now: () => new Date('2026-01-01T00:00:00.000Z') });
        for (const event of commands) store.send(event as never);
        const context = store.getSnapshot().context;
        expectValid(context);
        expect(parsePreferences(storage.values.get('preferences') ?? null)).toEqual(context);
      }),
      { numRuns: 150 },
    );
  });
});
