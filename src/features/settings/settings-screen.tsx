import { css } from 'styled-system/css';
import { FormScreen, type FormScreenTexts } from '../../kit/form-screen';
import { useRecordFormScreen } from '../../kit/screen-actor';
import { ChangePassword } from './change-password';
import { ResetDemoData } from './reset-demo-data';
import { DARK_QUERY, resolveTheme, type AppliedTheme } from '../../lib/theme';
import { Checkbox, Select } from '../../ui';

const THEME_OPTIONS = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
] as const;

interface SettingsValues extends Record<string, unknown> {
  theme: AppliedTheme;
  showRecentRecords: boolean;
}

const BLANK: SettingsValues = { theme: 'light', showRecentRecords: false };
// It stays open after each save with nowhere to leave to: Save changes only (seed B §2).
const TEXTS: FormScreenTexts = { create: 'Save changes', save: 'Save changes', leave: '' };

/**
 * Settings (seed B §2): theme light or dark and 'Show recent records'; Save applies both. Below them,
 * Change password (issue 38). The draft is
 * the kit's recordForm over the preferences store, staying open after each save.
 */
export default function SettingsScreen() {
  const form = useRecordFormScreen<SettingsValues>({
    draftKind: 'settings',
    recordId: 'preferences',
    blank: BLANK,
    validate: () => ({}),
    // 'system' is offered as what it currently resolves to.
    load: async ({ preferences }) => {
      const { theme, showRecentRecords } = preferences.getSnapshot().context;
      return {
        theme: resolveTheme(theme, window.matchMedia?.(DARK_QUERY).matches ?? false),
        showRecentRecords,
      };
    },
    // Only a changed theme is written: saving the strip alone must not pin a 'system' theme to
    // whatever the OS shows today.
    save: async ({ preferences }, _id, values) => {
      const stored = preferences.getSnapshot().context;
      const applied = resolveTheme(stored.theme, window.matchMedia?.(DARK_QUERY).matches ?? false);
      if (values.theme !== applied) preferences.trigger.setTheme({ theme: values.theme });
      if (values.showRecentRecords !== stored.showRecentRecords) {
        preferences.trigger.setShowRecentRecords({ show: values.showRecentRecords });
      }
      return { id: 'preferences' };
    },
    onSaved: () => {},
    onLeave: () => {},
    stayAfterSave: true,
    guardLeaving: false,
    savesLocally: true,
  });
  const theme = form.field('theme');
  const showRecent = form.field('showRecentRecords');

  return (
    <div className={css({ maxW: 'xl' })}>
      <FormScreen form={form} title="Settings" texts={TEXTS}>
        <Select
          label="Theme"
          options={THEME_OPTIONS}
          value={theme.value}
          searchable={false}
          clearable={false}
          onValueChange={(value) => {
            if (value === 'light' || value === 'dark') theme.onChange(value);
          }}
        />
        <Checkbox
          label="Show recent records"
          checked={showRecent.value}
          onCheckedChange={(checked) => showRecent.onChange(checked)}
        />
      </FormScreen>
      <ChangePassword />
      <ResetDemoData />
    </div>
  );
}
