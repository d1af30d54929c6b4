import { matchRoute, pathFor, ROUTES, routeByName, titleFor } from '../../src/app/routes';

const named = (pathname: string) => matchRoute(pathname)?.route.name ?? null;

describe('route table', () => {
  test.each([
    ['/', 'login', 'Sign in'],
    ['/reset-password', 'reset-password', 'Reset password'],
    ['/sign-up', 'sign-up', 'New account'],
    ['/dashboard', 'dashboard', 'Dashboard'],
    ['/customers', 'customers', 'Customers'],
    ['/customers/new', 'customer-create', 'New customer'],
    ['/customers/42', 'customer-detail', 'Customer 42'],
    ['/customers/42/edit', 'customer-edit', 'Edit customer'],
    ['/advanced-search', 'advanced-search', 'Advanced Search'],
    ['/employees', 'employees', 'Employees'],
    ['/employees/new', 'employee-create', 'Add a new employee'],
    ['/employees/7', 'employee-detail', 'Employee 7'],
    ['/employees/7/edit', 'employee-edit', 'Update employee profile'],
    ['/consignments', 'consignments', 'Consignments'],
    ['/submissions', 'submissions', 'Submission'],
    ['/submissions/new', 'submission-create', 'New submission'],
    ['/submissions/9', 'submission-detail', 'Submission 9'],
    ['/submissions/9/edit', 'submission-edit', 'Edit submission'],
    ['/prescreen', 'prescreen', 'Prescreening'],
    ['/prescreen/9', 'prescreen-review', 'Prescreen review'],
    ['/grading', 'grading', 'Grading & Returns'],
    ['/grading/new', 'grader-order-create', 'New grader order'],
    ['/grading/5', 'grader-order-detail', 'Grader order 5'],
    ['/grading/5/edit', 'grader-order-edit', 'Edit grader order'],
    ['/workflows', 'workflows', 'Workflows'],
    ['/workflows/101', 'workflow-type-detail', 'Workflow 101'],
    ['/reports', 'reports', 'Reports & Insights'],
    ['/settings', 'settings', 'Settings'],
    ['/configurations', 'configurations', 'Configurations'],
    ['/configurations/card-grades', 'configurations-card-grades', 'Card grades'],
    ['/configurations/card-grades/new', 'card-grade-create', 'New card grade'],
    ['/configurations/card-grades/3/edit', 'card-grade-edit', 'Edit card grade'],
    ['/configurations/card-grade-errors', 'configurations-card-grade-errors', 'Grade errors'],
    ['/configurations/card-grade-errors/new', 'card-grade-error-create', 'New grade error'],
    ['/configurations/card-grade-errors/3/edit', 'card-grade-error-edit', 'Edit grade error'],
    ['/configurations/card-qualifiers', 'configurations-card-qualifiers', 'Card qualifiers'],
    ['/configurations/card-qualifiers/new', 'card-qualifier-create', 'New qualifier'],
    ['/configurations/card-qualifiers/3/edit', 'card-qualifier-edit', 'Edit qualifier'],
    [
      '/configurations/prescreen-recommendations',
      'configurations-prescreen-recommendations',
      'Prescreen recommendations',
    ],
    [
      '/configurations/prescreen-recommendations/new',
      'prescreen-recommendation-create',
      'New recommendation',
    ],
    [
      '/configurations/prescreen-recommendations/3/edit',
      'prescreen-recommendation-edit',
      'Edit recommendation',
    ],
  ])('%s is the %s route titled %s', (pathname, name, title) => {
    const match = matchRoute(pathname);
    expect(match?.route.name).toBe(name);
    expect(match && titleFor(match)).toBe(title);
  });

  test('only the three account pages are guest-only', () => {
    expect(ROUTES.filter((route) => route.guestOnly).map((route) => route.path)).toEqual([
      '/',
      '/reset-password',
      '/sign-up',
    ]);
  });

  test('staff sections need employee or admin, admin sections need admin', () => {
    expect(routeByName('customer-edit').roles).toEqual(['employee', 'admin']);
    expect(routeByName('submission-detail').roles).toEqual(['employee', 'admin']);
    expect(routeByName('workflow-type-detail').roles).toEqual(['admin']);
    expect(routeByName('prescreen-recommendation-edit').roles).toEqual(['admin']);
    expect(routeByName('employees').roles).toEqual(['admin']);
    for (const staff of ['prescreen', 'grading', 'consignments', 'reports', 'advanced-search'] as const) {
      expect(routeByName(staff).roles).toEqual(['employee', 'admin']);
    }
    for (const own of ['my-submissions', 'my-submission', 'my-details'] as const) {
      expect(routeByName(own).roles).toEqual(['customer']);
    }
    for (const open of ['dashboard', 'settings'] as const) {
      expect(routeByName(open).roles).toBeUndefined();
    }
  });

  test('/configurations forwards to card grades', () => {
    expect(routeByName('configurations').redirectTo).toBe('/configurations/card-grades');
  });

  test('params are decoded, trailing slashes accepted, deeper or unknown paths do not match', () => {
    expect(matchRoute('/customers/a%20b')?.params).toEqual({ id: 'a b' });
    expect(named('/customers/')).toBe('customers');
    expect(named('/customers/1/edit/more')).toBeNull();
    expect(named('/nowhere')).toBeNull();
    expect(named('/login')).toBeNull();
  });

  test('pathFor fills and encodes params', () => {
    expect(pathFor('submission-edit', { id: '5' })).toBe('/submissions/5/edit');
    expect(pathFor('customer-detail', { id: 'a/b' })).toBe('/customers/a%2Fb');
  });

  test('every route name is unique', () => {
    const names = ROUTES.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
