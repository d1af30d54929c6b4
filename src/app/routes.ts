import type { Role } from '../domain/session';

/**
 * Every route both seeds name, in one table. Pure data: the guard, breadcrumbs, page titles, the
 * sidebar and the screen loader all read it, so a route added here is routed, guarded and titled at once.
 */
export type RouteName =
  | 'login'
  | 'reset-password'
  | 'sign-up'
  | 'dashboard'
  | 'customers'
  | 'customer-create'
  | 'customer-detail'
  | 'customer-edit'
  | 'advanced-search'
  | 'employees'
  | 'employee-create'
  | 'employee-detail'
  | 'employee-edit'
  | 'consignments'
  | 'submissions'
  | 'submission-create'
  | 'submission-detail'
  | 'submission-edit'
  | 'prescreen'
  | 'prescreen-review'
  | 'grading'
  | 'workflows'
  | 'workflow-type-detail'
  | 'reports'
  | 'settings'
  | 'configurations'
  | 'configurations-card-grades'
  | 'card-grade-create'
  | 'card-grade-edit'
  | 'configurations-card-grade-errors'
  | 'card-grade-error-create'
  | 'card-grade-error-edit'
  | 'configurations-card-qualifiers'
  | 'card-qualifier-create'
  | 'card-qualifier-edit'
  | 'configurations-prescreen-recommendations'
  | 'prescreen-recommendation-create'
  | 'prescreen-recommendation-edit';

export interface RouteDef {
  name: RouteName;
  /** History-style pattern; `:name` matches one path segment. */
  path: string;
  /** Page title (document title and placeholder heading); `{param}` is filled from the URL. */
  title: string;
  /** Breadcrumb label when it differs from the title ('New', 'Edit', 'Customer {id}'). */
  crumb?: string;
  /** Only for signed-out visitors; a signed-in visitor is sent on (redirect query or dashboard). */
  guestOnly?: boolean;
  /** Any one of these roles (case-insensitive) is enough; absent means any signed-in user. */
  roles?: readonly Role[];
  /** Where a signed-in user lacking the roles goes; the dashboard when absent. */
  unauthorizedTarget?: RouteName;
  /** False when a signed-out visitor should go to sign-in without a redirect query. */
  keepRedirect?: boolean;
  /** A route that only forwards (replace) to another path. */
  redirectTo?: string;
}

const EMPLOYEE: readonly Role[] = ['employee', 'admin'];
const ADMIN: readonly Role[] = ['admin'];

/** One list, list/new/{id}/edit, for each configuration catalogue. */
function catalogueRoutes(
  segment: string,
  listName: RouteName,
  createName: RouteName,
  editName: RouteName,
  titles: { list: string; create: string; edit: string },
): RouteDef[] {
  const base = `/configurations/${segment}`;
  return [
    { name: listName, path: base, title: titles.list, roles: ADMIN },
    { name: createName, path: `${base}/new`, title: titles.create, crumb: 'New', roles: ADMIN },
    { name: editName, path: `${base}/:id/edit`, title: titles.edit, crumb: 'Edit', roles: ADMIN },
  ];
}

export const ROUTES: readonly RouteDef[] = [
  { name: 'login', path: '/', title: 'Sign in', guestOnly: true },
  { name: 'reset-password', path: '/reset-password', title: 'Reset password', guestOnly: true },
  { name: 'sign-up', path: '/sign-up', title: 'New account', guestOnly: true },

  { name: 'dashboard', path: '/dashboard', title: 'Dashboard' },

  { name: 'customers', path: '/customers', title: 'Customers', roles: EMPLOYEE },
  { name: 'customer-create', path: '/customers/new', title: 'New customer', crumb: 'New', roles: EMPLOYEE },
  { name: 'customer-detail', path: '/customers/:id', title: 'Customer {id}', roles: EMPLOYEE },
  {
    name: 'customer-edit',
    path: '/customers/:id/edit',
    title: 'Edit customer',
    crumb: 'Edit',
    roles: EMPLOYEE,
  },

  { name: 'advanced-search', path: '/advanced-search', title: 'Advanced Search' },

  { name: 'employees', path: '/employees', title: 'Employees', roles: ADMIN },
  {
    name: 'employee-create',
    path: '/employees/new',
    title: 'Add a new employee',
    crumb: 'New',
    roles: ADMIN,
  },
  { name: 'employee-detail', path: '/employees/:id', title: 'Employee {id}', roles: ADMIN },
  {
    name: 'employee-edit',
    path: '/employees/:id/edit',
    title: 'Update employee profile',
    crumb: 'Edit',
    roles: ADMIN,
  },

  { name: 'consignments', path: '/consignments', title: 'Consignments' },

  // Seed A names this route's title 'Submission' (singular); the sidebar item reads 'Submissions'.
  { name: 'submissions', path: '/submissions', title: 'Submission', roles: EMPLOYEE },
  {
    name: 'submission-create',
    path: '/submissions/new',
    title: 'New submission',
    crumb: 'New',
    roles: EMPLOYEE,
  },
  { name: 'submission-detail', path: '/submissions/:id', title: 'Submission {id}', roles: EMPLOYEE },
  {
    name: 'submission-edit',
    path: '/submissions/:id/edit',
    title: 'Edit submission',
    crumb: 'Edit',
    roles: EMPLOYEE,
  },

  { name: 'prescreen', path: '/prescreen', title: 'Prescreening' },
  {
    name: 'prescreen-review',
    path: '/prescreen/:submissionId',
    title: 'Prescreen review',
    crumb: 'Submission {submissionId}',
  },

  { name: 'grading', path: '/grading', title: 'Grading & Returns' },

  { name: 'workflows', path: '/workflows', title: 'Workflows', roles: ADMIN },
  { name: 'workflow-type-detail', path: '/workflows/:id', title: 'Workflow {id}', roles: ADMIN },

  { name: 'reports', path: '/reports', title: 'Reports & Insights' },
  { name: 'settings', path: '/settings', title: 'Settings' },

  {
    name: 'configurations',
    path: '/configurations',
    title: 'Configurations',
    roles: ADMIN,
    redirectTo: '/configurations/card-grades',
  },
  ...catalogueRoutes('card-grades', 'configurations-card-grades', 'card-grade-create', 'card-grade-edit', {
    list: 'Card grades',
    create: 'New card grade',
    edit: 'Edit card grade',
  }),
  ...catalogueRoutes(
    'card-grade-errors',
    'configurations-card-grade-errors',
    'card-grade-error-create',
    'card-grade-error-edit',
    { list: 'Grade errors', create: 'New grade error', edit: 'Edit grade error' },
  ),
  ...catalogueRoutes(
    'card-qualifiers',
    'configurations-card-qualifiers',
    'card-qualifier-create',
    'card-qualifier-edit',
    { list: 'Card qualifiers', create: 'New qualifier', edit: 'Edit qualifier' },
  ),
  // The seed gives no names for these two; they follow the other catalogues' pattern.
  ...catalogueRoutes(
    'prescreen-recommendations',
    'configurations-prescreen-recommendations',
    'prescreen-recommendation-create',
    'prescreen-recommendation-edit',
    { list: 'Prescreen recommendations', create: 'New recommendation', edit: 'Edit recommendation' },
  ),
];

/** Paths that are not routes of their own but forward somewhere (replace), keeping the query. */
export const ALIASES: Readonly<Record<string, string>> = {
  // Seed A's sign-up and reset screens link to /login, which the route table does not name.
  '/login': '/',
};

const byName = new Map(ROUTES.map((route) => [route.name, route]));

export function routeByName(name: RouteName): RouteDef {
  const route = byName.get(name);
  if (!route) throw new Error(`No route named ${name}`);
  return route;
}

export type RouteParams = Readonly<Record<string, string>>;

export interface RouteMatch {
  route: RouteDef;
  params: RouteParams;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(pattern: string): { regex: RegExp; keys: string[] } {
  const keys: string[] = [];
  const source = pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return escapeRegExp(segment);
      keys.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { regex: new RegExp(`^${source}/?$`), keys };
}

const compiled = ROUTES.map((route) => ({ route, ...compile(route.path) }));

/**
 * The route a pathname shows. Static segments win over parameters ('/customers/new' is the create
 * screen, not customer 'new') because the table lists them first.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  for (const { route, regex, keys } of compiled) {
    const found = regex.exec(pathname);
    if (!found) continue;
    const params: Record<string, string> = {};
    keys.forEach((key, index) => {
      params[key] = decodeURIComponent(found[index + 1] ?? '');
    });
    return { route, params };
  }
  return null;
}

/** Fills `{param}` placeholders from the matched params. */
export function fillTemplate(template: string, params: RouteParams): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => params[key] ?? '');
}

/** The path of a named route, with `:param` segments filled (encoded). */
export function pathFor(name: RouteName, params: RouteParams = {}): string {
  return routeByName(name).path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
}

export function titleFor(match: RouteMatch): string {
  return fillTemplate(match.route.title, match.params);
}
