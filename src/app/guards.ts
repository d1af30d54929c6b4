import { hasAnyRole } from '../domain/session';
import { ALIASES, fillPath, matchRoute, pathFor, type RouteMatch } from './routes';

/** What the guard needs to know about the session, independent of the session machine's shape. */
export interface GuardSession {
  /**
   * 'pending' while the stored session is being recovered (start-up or a data-mode change);
   * 'signedIn' with a user; 'signedOut' otherwise (including while signing out).
   */
  phase: 'pending' | 'signedIn' | 'signedOut';
  roles: readonly string[];
}

export interface GuardLocation {
  pathname: string;
  /** The query string with or without its leading '?'. */
  search: string;
  origin: string;
}

export type GuardDecision =
  | { kind: 'allow'; match: RouteMatch }
  /** Recovery is still running: show a loading state and decide again when it ends. */
  | { kind: 'wait'; match: RouteMatch }
  /** Guard redirects always replace the history entry, so Back does not bounce. */
  | { kind: 'redirect'; to: string };

export const DASHBOARD_PATH = '/dashboard';
export const SIGN_IN_PATH = '/';

/**
 * A `?redirect=` value is followed only when it resolves to this origin. Resolving with `URL` (rather
 * than checking for a leading '/') catches `//evil.example` and `/\evil.example`, which browsers treat
 * as other hosts. Anything else, or nothing, goes to the dashboard.
 */
export function safeRedirect(value: string | null | undefined, origin: string): string {
  if (!value) return DASHBOARD_PATH;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return DASHBOARD_PATH;
  }
  if (url.origin !== origin) return DASHBOARD_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}

const withQuery = (search: string) =>
  search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';

/** Where a signed-out visitor is sent, remembering where they were heading. */
export function signInPathFor(location: Pick<GuardLocation, 'pathname' | 'search'>): string {
  const original = `${location.pathname}${withQuery(location.search)}`;
  return `${SIGN_IN_PATH}?${new URLSearchParams({ redirect: original }).toString()}`;
}

/**
 * The route guard: runs after every navigation and every session change (sign-in, sign-out, data-mode
 * or persona switch), so a user who loses a role on the current page is moved on at once.
 */
export function guard(location: GuardLocation, session: GuardSession): GuardDecision {
  const alias = ALIASES[location.pathname];
  if (alias !== undefined) return { kind: 'redirect', to: `${alias}${withQuery(location.search)}` };

  const match = matchRoute(location.pathname);
  if (!match) return { kind: 'redirect', to: SIGN_IN_PATH };
  const { route } = match;

  if (route.guestOnly) {
    const openToAll =
      route.alsoSignedInWith !== undefined &&
      new URLSearchParams(location.search).has(route.alsoSignedInWith);
    if (session.phase !== 'signedIn' || openToAll) return { kind: 'allow', match };
    const redirect = new URLSearchParams(location.search).get('redirect');
    return { kind: 'redirect', to: safeRedirect(redirect, location.origin) };
  }

  if (session.phase === 'pending') return { kind: 'wait', match };
  if (session.phase === 'signedOut') {
    return { kind: 'redirect', to: route.keepRedirect === false ? SIGN_IN_PATH : signInPathFor(location) };
  }

  if (route.roles && !hasAnyRole(session.roles, route.roles)) {
    return {
      kind: 'redirect',
      to: route.unauthorizedTarget ? pathFor(route.unauthorizedTarget) : DASHBOARD_PATH,
    };
  }
  if (route.redirectTo) return { kind: 'redirect', to: route.redirectTo };
  if (route.forwardByRole) {
    const forward = route.forwardByRole.find((entry) => hasAnyRole(session.roles, entry.roles));
    return { kind: 'redirect', to: forward ? fillPath(forward.to, match.params) : DASHBOARD_PATH };
  }
  return { kind: 'allow', match };
}
