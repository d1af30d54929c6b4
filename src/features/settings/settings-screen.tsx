import { useSelector } from '@xstate/store-react';
import { useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { useServices } from '../../app/services';
import { DARK_QUERY, resolveTheme, type AppliedTheme } from '../../app/theme';
import { useMediaQuery } from '../../app/layout/use-media-query';
import { Button, Checkbox, Select } from '../../ui';

const THEME_OPTIONS = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
] as const;

/** Settings (seed B §2): theme light or dark and 'Show recent records'; Save applies both. */
export default function SettingsScreen() {
  const { preferences } = useServices();
  const storedTheme = useSelector(preferences, (snapshot) => snapshot.context.theme);
  const storedShowRecent = useSelector(preferences, (snapshot) => snapshot.context.showRecentRecords);
  const prefersDark = useMediaQuery(DARK_QUERY);
  // 'system' is offered as what it currently resolves to.
  const savedTheme = resolveTheme(storedTheme, prefersDark);

  // The unsaved choices: a draft the person edits, null while it equals what is saved.
  const [draftTheme, setDraftTheme] = useState<AppliedTheme | null>(null);
  const [draftShowRecent, setDraftShowRecent] = useState<boolean | null>(null);
  const theme = draftTheme ?? savedTheme;
  const showRecent = draftShowRecent ?? storedShowRecent;
  const changed = theme !== savedTheme || showRecent !== storedShowRecent;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!changed) return;
    // Only a changed theme is written: saving the strip alone must not pin a 'system' theme to
    // whatever the OS shows today.
    if (theme !== savedTheme) preferences.trigger.setTheme({ theme });
    if (showRecent !== storedShowRecent) preferences.trigger.setShowRecentRecords({ show: showRecent });
    setDraftTheme(null);
    setDraftShowRecent(null);
  };

  return (
    <section aria-labelledby="page-heading" className={css({ maxW: 'xl' })}>
      <h1 id="page-heading" className={css({ fontSize: '2xl', fontWeight: 'semibold', mb: '6' })}>
        Settings
      </h1>
      <form onSubmit={onSubmit} className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
        <Select
          label="Theme"
          options={THEME_OPTIONS}
          value={theme}
          searchable={false}
          clearable={false}
          onValueChange={(value) => {
            if (value === 'light' || value === 'dark') setDraftTheme(value);
          }}
        />
        <Checkbox
          label="Show recent records"
          checked={showRecent}
          onCheckedChange={(checked) => setDraftShowRecent(checked)}
        />
        <div>
          <Button type="submit" variant="primary" disabled={!changed}>
            Save changes
          </Button>
        </div>
      </form>
    </section>
  );
}
