import { fillTemplate, matchRoute } from './routes';

export interface Crumb {
  label: string;
  /** Where the crumb links; null for the current page. */
  href: string | null;
}

/** Labels screens set for their own records (a customer's name instead of 'Customer 12'), by path. */
export type CrumbOverrides = Readonly<Record<string, string>>;

const DASHBOARD: Crumb = { label: 'Dashboard', href: '/dashboard' };
/** Configurations has no page of its own (it forwards to card grades), so its crumb is dropped. */
const DROPPED_LABELS = new Set(['Configurations']);

/**
 * Breadcrumbs for a pathname: 'Dashboard' first, then one crumb per path prefix that is a route
 * (its breadcrumb label, else its title), a screen's per-record override winning. Adjacent duplicate
 * labels collapse. Empty on the dashboard itself, on guest pages and on unknown paths.
 */
export function breadcrumbs(pathname: string, overrides: CrumbOverrides = {}): Crumb[] {
  const current = matchRoute(pathname);
  if (!current || current.route.guestOnly || current.route.name === 'dashboard') return [];

  const segments = pathname.split('/').filter(Boolean);
  const trail: Crumb[] = [DASHBOARD];
  segments.forEach((_, index) => {
    const prefix = `/${segments.slice(0, index + 1).join('/')}`;
    const match = matchRoute(prefix);
    if (!match) return;
    const label = overrides[prefix] ?? fillTemplate(match.route.crumb ?? match.route.title, match.params);
    if (DROPPED_LABELS.has(label)) return;
    const isLast = index === segments.length - 1;
    const previous = trail[trail.length - 1];
    if (previous && previous.label === label) {
      // Keep one crumb; it becomes the current page when the duplicate was the last segment.
      if (isLast) trail[trail.length - 1] = { label, href: null };
      return;
    }
    trail.push({ label, href: isLast ? null : prefix });
  });
  return trail;
}

/** The document title after a navigation: the page's record override, else its route title. */
export function pageTitle(pathname: string, overrides: CrumbOverrides = {}): string | null {
  const match = matchRoute(pathname);
  if (!match) return null;
  return overrides[pathname] ?? fillTemplate(match.route.title, match.params);
}
