import { resolveTheme, type ThemePreference } from '../../machines/preferences';

export { resolveTheme, type ThemePreference };
/** The theme applied to <html data-theme>. */
export type AppliedTheme = 'light' | 'dark';

export const DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * Keeps <html data-theme> in step with the preference; with 'system' it follows the OS while the
 * preference stays 'system'. Returns a function that stops following.
 */
export function followTheme(
  getPreference: () => ThemePreference,
  subscribe: (listener: () => void) => () => void,
  win: Window = window,
): () => void {
  const media = win.matchMedia?.(DARK_QUERY);
  const apply = () => {
    const theme = resolveTheme(getPreference(), media?.matches ?? false);
    win.document.documentElement.dataset.theme = theme;
  };
  apply();
  const unsubscribe = subscribe(apply);
  media?.addEventListener('change', apply);
  return () => {
    unsubscribe();
    media?.removeEventListener('change', apply);
  };
}
