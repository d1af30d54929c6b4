import { guard, safeRedirect, signInPathFor, type GuardSession } from '../../src/app/guards';

const origin = 'http://localhost:4173';
const at = (pathname: string, search = '') => ({ pathname, search, origin });
const signedOut: GuardSession = { phase: 'signedOut', roles: [] };
const pending: GuardSession = { phase: 'pending', roles: [] };
const as = (...roles: string[]): GuardSession => ({ phase: 'signedIn', roles });

const target = (decision: ReturnType<typeof guard>) =>
  decision.kind === 'redirect' ? decision.to : decision.kind;

describe('safeRedirect', () => {
  test.each([
    ['/customers/5?tab=notes#top', '/customers/5?tab=notes#top'],
    ['/submissions', '/submissions'],
    [`${origin}/reports`, '/reports'],
  ])('follows %s on this origin', (value, expected) => {
    expect(safeRedirect(value, origin)).toBe(expected);
  });

  test.each([
    '//evil.example',
    '/\\evil.example',
    'https://evil.example',
    'https://evil.example/dashboard',
    'javascript:alert(1)',
    'http://localhost:9999/dashboard',
    '',
    null,
    undefined,
  ])('sends %s to the dashboard', (value) => {
    expect(safeRedirect(value, origin)).toBe('/dashboard');
  });
});

describe('route guard', () => {
  test('a signed-out visitor on a staff page goes to sign-in with the original path and query', () => {
    const decision = guard(at('/customers/5', '?tab=notes'), signedOut);
    expect(target(decision)).toBe('/?redirect=%2Fcustomers%2F5%3Ftab%3Dnotes');
    expect(new URLSearchParams(target(decision).split('?')[1]).get('redirect')).toBe(
      '/customers/5?tab=notes',
    );
  });

  test('signInPathFor accepts a search with or without its question mark', () => {
    expect(signInPathFor({ pathname: '/reports', search: 'a=1' })).toBe('/?redirect=%2Freports%3Fa%3D1');
    expect(signInPathFor({ pathname: '/reports', search: '' })).toBe('/?redirect=%2Freports');
  });

  test('a signed-out visitor may use the guest pages', () => {
    for (const path of ['/', '/reset-password', '/sign-up']) {
      expect(guard(at(path), signedOut).kind).toBe('allow');
    }
  });

  test('a signed-in visitor on a guest page goes to the dashboard, or to a safe redirect query', () => {
    expect(target(guard(at('/'), as('customer')))).toBe('/dashboard');
    expect(target(guard(at('/sign-up'), as('customer')))).toBe('/dashboard');
    expect(target(guard(at('/', '?redirect=%2Freports'), as('customer')))).toBe('/reports');
    expect(target(guard(at('/', '?redirect=%2F%2Fevil.example'), as('admin')))).toBe('/dashboard');
    expect(target(guard(at('/', '?redirect=https%3A%2F%2Fevil.example'), as('admin')))).toBe('/dashboard');
    expect(target(guard(at('/', '?redirect=%2F%5Cevil.example'), as('admin')))).toBe('/dashboard');
  });

  test('a reset or invitation link opens for a signed-in visitor too; the bare reset page does not', () => {
    expect(guard(at('/reset-password', '?token=abc'), as('admin')).kind).toBe('allow');
    expect(target(guard(at('/reset-password'), as('admin')))).toBe('/dashboard');
    expect(target(guard(at('/reset-password', '?other=1'), as('employee')))).toBe('/dashboard');
  });

  test('the outbox is for admins only', () => {
    expect(guard(at('/outbox'), as('ADMIN', 'EMPLOYEE')).kind).toBe('allow');
    expect(guard(at('/outbox/4'), as('admin')).kind).toBe('allow');
    expect(target(guard(at('/outbox'), as('employee')))).toBe('/dashboard');
    expect(target(guard(at('/outbox/4'), as('customer')))).toBe('/dashboard');
  });

  test('roles match case-insensitively and any one is enough', () => {
    expect(guard(at('/customers'), as('EMPLOYEE')).kind).toBe('allow');
    expect(guard(at('/customers'), as('Admin')).kind).toBe('allow');
    expect(guard(at('/workflows'), as('customer', 'ADMIN')).kind).toBe('allow');
  });

  test('a user lacking the role goes to the dashboard', () => {
    expect(target(guard(at('/customers'), as('customer')))).toBe('/dashboard');
    expect(target(guard(at('/grading/3'), as('customer')))).toBe('/dashboard');
    expect(target(guard(at('/submissions/3/edit'), as('customer')))).toBe('/dashboard');
    expect(target(guard(at('/workflows'), as('employee')))).toBe('/dashboard');
    expect(target(guard(at('/configurations/card-grades/new'), as('employee')))).toBe('/dashboard');
  });

  test('pages for any signed-in user let every role in', () => {
    for (const path of ['/dashboard', '/settings']) {
      expect(guard(at(path), as('customer')).kind).toBe('allow');
    }
  });

  // Issue 40 (decision 0410): the staff's work and sample pages are not a customer's; their own pages are.
  test('a customer is sent from staff pages to the dashboard, and staff from the customer pages', () => {
    for (const path of ['/prescreen/4', '/grading', '/consignments', '/reports', '/advanced-search']) {
      expect(target(guard(at(path), as('customer')))).toBe('/dashboard');
      expect(guard(at(path), as('employee')).kind).toBe('allow');
    }
    for (const path of ['/my/submissions', '/my/submissions/12', '/my/details']) {
      expect(guard(at(path), as('customer')).kind).toBe('allow');
      expect(target(guard(at(path), as('employee')))).toBe('/dashboard');
    }
  });

  // Issue 40: the invoice's QR code opens one address per submission.
  test('/s/:id takes staff to the submission and its customer to their own page of it', () => {
    expect(target(guard(at('/s/121'), as('employee')))).toBe('/submissions/121');
    expect(target(guard(at('/s/121'), as('ADMIN', 'EMPLOYEE')))).toBe('/submissions/121');
    expect(target(guard(at('/s/121'), as('customer')))).toBe('/my/submissions/121');
    expect(target(guard(at('/s/121'), as('auditor')))).toBe('/dashboard');
    expect(target(guard(at('/s/121'), signedOut))).toBe('/?redirect=%2Fs%2F121');
  });

  test('/configurations forwards admins to card grades and others to the dashboard', () => {
    expect(target(guard(at('/configurations'), as('admin')))).toBe('/configurations/card-grades');
    expect(target(guard(at('/configurations'), as('employee')))).toBe('/dashboard');
    expect(target(guard(at('/configurations'), signedOut))).toBe('/?redirect=%2Fconfigurations');
  });

  test('unknown paths go to /, and /login forwards to / keeping its query', () => {
    expect(target(guard(at('/nowhere'), as('admin')))).toBe('/');
    expect(target(guard(at('/customers/1/edit/x'), signedOut))).toBe('/');
    expect(target(guard(at('/login'), signedOut))).toBe('/');
    expect(target(guard(at('/login', '?redirect=%2Freports'), signedOut))).toBe('/?redirect=%2Freports');
  });

  test('while the session is being recovered, staff pages wait and guest pages show', () => {
    expect(guard(at('/customers'), pending).kind).toBe('wait');
    expect(guard(at('/'), pending).kind).toBe('allow');
  });
});
