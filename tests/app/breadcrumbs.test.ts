import { breadcrumbs, pageTitle } from '../../src/app/breadcrumbs';

const labels = (pathname: string, overrides = {}) => breadcrumbs(pathname, overrides).map((c) => c.label);

describe('breadcrumbs', () => {
  test('are hidden on the dashboard, on guest pages and on unknown paths', () => {
    expect(breadcrumbs('/dashboard')).toEqual([]);
    expect(breadcrumbs('/')).toEqual([]);
    expect(breadcrumbs('/sign-up')).toEqual([]);
    expect(breadcrumbs('/nowhere')).toEqual([]);
  });

  test('start with Dashboard and use route titles and the record segment labels', () => {
    expect(labels('/settings')).toEqual(['Dashboard', 'Settings']);
    expect(labels('/customers/new')).toEqual(['Dashboard', 'Customers', 'New']);
    expect(labels('/customers/12')).toEqual(['Dashboard', 'Customers', 'Customer 12']);
    expect(labels('/customers/12/edit')).toEqual(['Dashboard', 'Customers', 'Customer 12', 'Edit']);
    expect(labels('/employees/3/edit')).toEqual(['Dashboard', 'Employees', 'Employee 3', 'Edit']);
    expect(labels('/submissions/8')).toEqual(['Dashboard', 'Submission', 'Submission 8']);
    expect(labels('/workflows/101')).toEqual(['Dashboard', 'Workflows', 'Workflow 101']);
    expect(labels('/prescreen/8')).toEqual(['Dashboard', 'Prescreening', 'Submission 8']);
    expect(labels('/grading')).toEqual(['Dashboard', 'Grading & Returns']);
  });

  test('drop the Configurations crumb', () => {
    expect(labels('/configurations/card-grades')).toEqual(['Dashboard', 'Card grades']);
    expect(labels('/configurations/card-qualifiers/4/edit')).toEqual([
      'Dashboard',
      'Card qualifiers',
      'Edit',
    ]);
    expect(labels('/configurations/prescreen-recommendations/new')).toEqual([
      'Dashboard',
      'Prescreen recommendations',
      'New',
    ]);
  });

  test('a per-record override replaces the default label', () => {
    expect(labels('/customers/12/edit', { '/customers/12': 'Ada Lovelace' })).toEqual([
      'Dashboard',
      'Customers',
      'Ada Lovelace',
      'Edit',
    ]);
    expect(labels('/customers/99', { '/customers/99': 'Customer not found' })).toEqual([
      'Dashboard',
      'Customers',
      'Customer not found',
    ]);
  });

  test('adjacent duplicate labels collapse into one', () => {
    expect(labels('/employees/3', { '/employees/3': 'Employees' })).toEqual(['Dashboard', 'Employees']);
    const trail = breadcrumbs('/employees/3', { '/employees/3': 'Employees' });
    expect(trail.at(-1)?.href).toBeNull();
  });

  test('link every crumb but the current page', () => {
    expect(breadcrumbs('/customers/12/edit')).toEqual([
      { label: 'Dashboard', href: '/dashboard' },
      { label: 'Customers', href: '/customers' },
      { label: 'Customer 12', href: '/customers/12' },
      { label: 'Edit', href: null },
    ]);
  });
});

describe('page title', () => {
  test('is the route title with params, or the record override for that page', () => {
    expect(pageTitle('/')).toBe('Sign in');
    expect(pageTitle('/submissions/8')).toBe('Submission 8');
    expect(pageTitle('/customers/12', { '/customers/12': 'Ada Lovelace' })).toBe('Ada Lovelace');
    expect(pageTitle('/nowhere')).toBeNull();
  });
});
