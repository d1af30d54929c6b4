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
  | 'outbox'
  | 'outbox-message'
  | 'activity'
  | 'consignments'
  | 'submissions'
  | 'submission-create'
  | 'submission-detail'
  | 'submission-edit'
  | 'submission-invoice'
  | 'prescreen'
  | 'prescreen-review'
  | 'grading'
  | 'grader-order-packing-slip'
  | 'grader-order-labels'
  | 'grader-order-create'
  | 'grader-order-detail'
  | 'grader-order-edit'
  | 'workflows'
  | 'workflow-type-detail'
  | 'reports'
  | 'statecharts'
  | 'settings'
  | 'configurations'
  | 'business-profile'
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
  | 'prescreen-recommendation-edit'
  | 'my-submissions'
  | 'my-submission'
  | 'my-details'
  | 'my-invoice'
  | 'submission-link';

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
  /**
   * A query parameter that opens a guest-only page to signed-in visitors too: a reset or invitation
   * link (`?token=`) works whoever this browser is signed in as (issue 38).
   */
  alsoSignedInWith?: string;
  /** Any one of these roles (case-insensitive) is enough; absent means any signed-in user. */
  roles?: readonly Role[];
  /** Where a signed-in user lacking the roles goes; the dashboard when absent. */
  unauthorizedTarget?: RouteName;
  /** False when a signed-out visitor should go to sign-in without a redirect query. */
  keepRedirect?: boolean;
  /** A route that only forwards (replace) to another path. */
  redirectTo?: string;
  /**
   * A route that only forwards (replace) by role: to the first entry the user's roles allow, its
   * `:param` segments filled from the URL; the dashboard when none does.
   */
  forwardByRole?: readonly { roles: readonly Role[]; to: string }[];
}

const EMPLOYEE: readonly Role[] = ['employee', 'admin'];
const ADMIN: readonly Role[] = ['admin'];
const CUSTOMER: readonly Role[] = ['customer'];

type Titled = readonly [name: RouteName, title: string];

/**
 * A resource's routes in matching order: the list at `base`, `base/new`, `base/:id` (when it has a detail
 * page) and `base/:id/edit`, all behind the same roles. 'new' comes before ':id' so it is not read as an id.
 */
function recordRoutes(
  base: string,
  roles: readonly Role[],
  routes: { list: Titled; create: Titled; detail?: Titled; edit: Titled },
): RouteDef[] {
  const { list, create, detail, edit } = routes;
  return [
    { name: list[0], path: base, title: list[1], roles },
    { name: create[0], path: `${base}/new`, title: create[1], crumb: 'New', roles },
    ...(detail ? [{ name: detail[0], path: `${base}/:id`, title: detail[1], roles }] : []),
    { name: edit[0], path: `${base}/:id/edit`, title: edit[1], crumb: 'Edit', roles },
  ];
}

export const ROUTES: readonly RouteDef[] = [
  { name: 'login', path: '/', title: 'Sign in', guestOnly: true },
  {
    name: 'reset-password',
    path: '/reset-password',
    title: 'Reset password',
    guestOnly: true,
    alsoSignedInWith: 'token',
  },
  { name: 'sign-up', path: '/sign-up', title: 'New account', guestOnly: true },

  { name: 'dashboard', path: '/dashboard', title: 'Dashboard' },

  ...recordRoutes('/customers', EMPLOYEE, {
    list: ['customers', 'Customers'],
    create: ['customer-create', 'New customer'],
    detail: ['customer-detail', 'Customer {id}'],
    edit: ['customer-edit', 'Edit customer'],
  }),

  { name: 'advanced-search', path: '/advanced-search', title: 'Advanced Search', roles: EMPLOYEE },

  ...recordRoutes('/employees', ADMIN, {
    list: ['employees', 'Employees'],
    create: ['employee-create', 'Add a new employee'],
    detail: ['employee-detail', 'Employee {id}'],
    edit: ['employee-edit', 'Update employee profile'],
  }),

  // Issue 38: every message the product sends, for admins (the messages hold people's links).
  { name: 'outbox', path: '/outbox', title: 'Outbox', roles: ADMIN },
  { name: 'outbox-message', path: '/outbox/:id', title: 'Message {id}', roles: ADMIN },
  { name: 'activity', path: '/activity', title: 'Activity', roles: ADMIN },

  { name: 'consignments', path: '/consignments', title: 'Consignments', roles: EMPLOYEE },

  // Seed A names this route's title 'Submission' (singular); the sidebar item reads 'Submissions'.
  ...recordRoutes('/submissions', EMPLOYEE, {
    list: ['submissions', 'Submission'],
    create: ['submission-create', 'New submission'],
    detail: ['submission-detail', 'Submission {id}'],
    edit: ['submission-edit', 'Edit submission'],
  }),
  // Issue 40: the issued invoice 'Print receipt' opens (decision 0415).
  {
    name: 'submission-invoice',
    path: '/submissions/:id/invoice',
    title: 'Invoice for submission {id}',
    crumb: 'Invoice',
    roles: EMPLOYEE,
  },

  // Issue 40: the staff's work pages and their samples (other consignors by name) are not for customers
  // (decision 0410).
  { name: 'prescreen', path: '/prescreen', title: 'Prescreening', roles: EMPLOYEE },
  {
    name: 'prescreen-review',
    path: '/prescreen/:submissionId',
    title: 'Prescreen review',
    crumb: 'Submission {submissionId}',
    roles: EMPLOYEE,
  },

  // Issue 39: grader orders are staff work (customers see their own cards through their portal).
  ...recordRoutes('/grading', EMPLOYEE, {
    list: ['grading', 'Grading & Returns'],
    create: ['grader-order-create', 'New grader order'],
    detail: ['grader-order-detail', 'Grader order {id}'],
    edit: ['grader-order-edit', 'Edit grader order'],
  }),
  // Issue 39 item 9: the paper that travels with the cards.
  {
    name: 'grader-order-packing-slip',
    path: '/grading/:id/packing-slip',
    title: 'Packing slip for grader order {id}',
    crumb: 'Packing slip',
    roles: EMPLOYEE,
  },
  {
    name: 'grader-order-labels',
    path: '/grading/:id/labels',
    title: 'Card labels for grader order {id}',
    crumb: 'Card labels',
    roles: EMPLOYEE,
  },

  { name: 'workflows', path: '/workflows', title: 'Workflows', roles: ADMIN },
  { name: 'workflow-type-detail', path: '/workflows/:id', title: 'Workflow {id}', roles: ADMIN },

  { name: 'reports', path: '/reports', title: 'Reports & Insights', roles: EMPLOYEE },
  // Issue 26: the live statechart view for analysts. Any signed-in user may open it (the page itself
  // asks for the admin role or `?inspect`); the sidebar shows it to admins.
  { name: 'statecharts', path: '/statecharts', title: 'Statecharts' },
  { name: 'settings', path: '/settings', title: 'Settings' },

  // Issue 40: the customer's own pages.
  { name: 'my-submissions', path: '/my/submissions', title: 'My submissions', roles: CUSTOMER },
  { name: 'my-submission', path: '/my/submissions/:id', title: 'Submission {id}', roles: CUSTOMER },
  {
    name: 'my-invoice',
    path: '/my/submissions/:id/invoice',
    title: 'Invoice for submission {id}',
    crumb: 'Invoice',
    roles: CUSTOMER,
  },
  { name: 'my-details', path: '/my/details', title: 'My details', roles: CUSTOMER },
  // Issue 40: one address per submission (the invoice's QR code): staff to its detail, its customer to
  // their own page of it.
  {
    name: 'submission-link',
    path: '/s/:id',
    title: 'Submission {id}',
    forwardByRole: [
      { roles: EMPLOYEE, to: '/submissions/:id' },
      { roles: CUSTOMER, to: '/my/submissions/:id' },
    ],
  },

  {
    name: 'configurations',
    path: '/configurations',
    title: 'Configurations',
    roles: ADMIN,
    redirectTo: '/configurations/card-grades',
  },
  // Issue 40: the business on every invoice.
  {
    name: 'business-profile',
    path: '/configurations/business-profile',
    title: 'Business profile',
    roles: ADMIN,
  },
  ...recordRoutes('/configurations/card-grades', ADMIN, {
    list: ['configurations-card-grades', 'Card grades'],
    create: ['card-grade-create', 'New card grade'],
    edit: ['card-grade-edit', 'Edit card grade'],
  }),
  ...recordRoutes('/configurations/card-grade-errors', ADMIN, {
    list: ['configurations-card-grade-errors', 'Grade errors'],
    create: ['card-grade-error-create', 'New grade error'],
    edit: ['card-grade-error-edit', 'Edit grade error'],
  }),
  ...recordRoutes('/configurations/card-qualifiers', ADMIN, {
    list: ['configurations-card-qualifiers', 'Card qualifiers'],
    create: ['card-qualifier-create', 'New qualifier'],
    edit: ['card-qualifier-edit', 'Edit qualifier'],
  }),
  // The seed gives no names for these two; they follow the other catalogues' pattern.
  ...recordRoutes('/configurations/prescreen-recommendations', ADMIN, {
    list: ['configurations-prescreen-recommendations', 'Prescreen recommendations'],
    create: ['prescreen-recommendation-create', 'New recommendation'],
    edit: ['prescreen-recommendation-edit', 'Edit recommendation'],
  }),
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

/** A path pattern with its `:param` segments filled (encoded). */
export const fillPath = (pattern: string, params: RouteParams): string =>
  pattern.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));

/** The path of a named route, with `:param` segments filled (encoded). */
export function pathFor(name: RouteName, params: RouteParams = {}): string {
  return fillPath(routeByName(name).path, params);
}

export function titleFor(match: RouteMatch): string {
  return fillTemplate(match.route.title, match.params);
}
