export { createPreferencesStore, resolveTheme, PREFERENCES_STORAGE_KEY } from './preferences.store';
export type { PreferencesStore, PreferencesStoreOptions } from './preferences.store';
export {
  DEFAULT_PREFERENCES,
  MAX_RECENT_VIEWS,
  parsePreferences,
  validatePreferences,
  preferencesSchema,
} from './preferences.schema';
export type * from './preferences.types';
