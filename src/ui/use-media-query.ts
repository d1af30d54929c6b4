import { useSyncExternalStore } from 'react';

/** Seed A §9: the mobile breakpoint is 768 px; below it the sidebar becomes a drawer. */
export const MOBILE_QUERY = '(max-width: 767.98px)';

/** Whether a media query matches, re-rendering when it changes. False where matchMedia is missing. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = window.matchMedia?.(query);
      media?.addEventListener('change', onChange);
      return () => media?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}
