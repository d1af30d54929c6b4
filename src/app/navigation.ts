import { hasAnyRole, type Role } from '../domain/session';
import { pathFor, ROUTES, type RouteName } from './routes';

/** A sidebar entry: a link to a named route, or a group of them. */
export interface NavLink {
  kind: 'link';
  label: string;
  route: RouteName;
  /** Any one is enough; absent means every signed-in user. */
  roles?: readonly Role[];
}

export interface NavGroup {
  kind: 'group';
  /** Names the group the way a route name names a link (e.g. for its icon). */
  id: string;
  label: string;
  roles?: readonly Role[];
  children: readonly NavLink[];
}

export type NavItem = NavLink | NavGroup;

const STAFF: readonly Role[] = ['employee', 'admin'];
const ADMIN: readonly Role[] = ['admin'];
const CUSTOMER: readonly Role[] = ['customer'];

/** Seed A §1 and §6: the sidebar's items in order, with who may see each. */
export const NAV_ITEMS: readonly NavItem[] = [
  { kind: 'link', label: 'Dashboard', route: 'dashboard' },
  { kind: 'link', label: 'Submissions', route: 'submissions', roles: STAFF },
  // Issue 40: a customer's sidebar holds only what is theirs (decision 0410).
  { kind: 'link', label: 'My submissions', route: 'my-submissions', roles: CUSTOMER },
  { kind: 'link', label: 'My details', route: 'my-details', roles: CUSTOMER },
  { kind: 'link', label: 'Prescreening', route: 'prescreen', roles: STAFF },
  { kind: 'link', label: 'Grading', route: 'grading', roles: STAFF },
  { kind: 'link', label: 'Consignments', route: 'consignments', roles: STAFF },
  { kind: 'link', label: 'Customers', route: 'customers', roles: STAFF },
  { kind: 'link', label: 'Advanced Search', route: 'advanced-search', roles: STAFF },
  { kind: 'link', label: 'Employees', route: 'employees', roles: ADMIN },
  // Issue 38: the mail the product sent or kept, read by admins.
  { kind: 'link', label: 'Outbox', route: 'outbox', roles: ADMIN },
  { kind: 'link', label: 'Activity', route: 'activity', roles: ADMIN },
  {
    kind: 'group',
    id: 'configurations',
    label: 'Configurations',
    roles: ADMIN,
    children: [
      { kind: 'link', label: 'Workflows', route: 'workflows', roles: ADMIN },
      { kind: 'link', label: 'Card grades', route: 'configurations-card-grades', roles: ADMIN },
      { kind: 'link', label: 'Grade errors', route: 'configurations-card-grade-errors', roles: ADMIN },
      { kind: 'link', label: 'Card qualifiers', route: 'configurations-card-qualifiers', roles: ADMIN },
      {
        kind: 'link',
        label: 'Prescreen recommendations',
        route: 'configurations-prescreen-recommendations',
        roles: ADMIN,
      },
      // Issue 40: the business on every invoice.
      { kind: 'link', label: 'Business profile', route: 'business-profile', roles: ADMIN },
    ],
  },
  { kind: 'link', label: 'Reports', route: 'reports', roles: ADMIN },
  { kind: 'link', label: 'Statecharts', route: 'statecharts', roles: ADMIN },
];

/** Pinned at the bottom of the sidebar. Sign out is an action, not a route. */
export const SETTINGS_ITEM: NavLink = { kind: 'link', label: 'Settings', route: 'settings' };

export interface VisibleLink {
  kind: 'link';
  /** The route name (or the group id): what the shell keys its icons by. */
  id: string;
  label: string;
  href: string;
}
export interface VisibleGroup {
  kind: 'group';
  id: string;
  label: string;
  children: VisibleLink[];
}
export type VisibleItem = VisibleLink | VisibleGroup;

/**
 * The items a user sees: those their roles allow whose route exists in the table (seed: "navigation
 * items whose route does not exist are hidden"); a group with no visible child is hidden too.
 */
export function visibleNavItems(
  roles: readonly string[],
  items: readonly NavItem[] = NAV_ITEMS,
  known: ReadonlySet<string> = new Set(ROUTES.map((route) => route.name)),
): VisibleItem[] {
  const allowed = (item: { roles?: readonly Role[] }) => !item.roles || hasAnyRole(roles, item.roles);
  const link = (item: NavLink): VisibleLink[] =>
    known.has(item.route) && allowed(item)
      ? [{ kind: 'link', id: item.route, label: item.label, href: pathFor(item.route) }]
      : [];
  return items.flatMap((item): VisibleItem[] => {
    if (item.kind === 'link') return link(item);
    if (!allowed(item)) return [];
    const children = item.children.flatMap(link);
    return children.length > 0 ? [{ kind: 'group', id: item.id, label: item.label, children }] : [];
  });
}

/** True when `pathname` is the item's page or one of its sub-pages (for aria-current and highlighting). */
export function isActivePath(href: string, pathname: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}
