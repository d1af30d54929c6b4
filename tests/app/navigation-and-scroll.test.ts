import { isActivePath, NAV_ITEMS, visibleNavItems, type VisibleItem } from '../../src/app/navigation';
import { ScrollTracker } from '../../src/app/navigation-effects';
import { applyScroll, ScrollMemory, scrollAction } from '../../src/app/scroll';

const flat = (items: VisibleItem[]) =>
  items.flatMap((item) =>
    item.kind === 'link' ? [item.label] : [item.label, ...item.children.map((c) => c.label)],
  );

describe('sidebar visibility', () => {
  test('an admin (ADMIN and EMPLOYEE) sees every item', () => {
    expect(flat(visibleNavItems(['ADMIN', 'EMPLOYEE']))).toEqual([
      'Dashboard',
      'Submissions',
      'Prescreening',
      'Grading',
      'Consignments',
      'Customers',
      'Advanced Search',
      'Employees',
      'Outbox',
      'Activity',
      'Configurations',
      'Workflows',
      'Card grades',
      'Grade errors',
      'Card qualifiers',
      'Prescreen recommendations',
      'Business profile',
      'Reports',
      'Statecharts',
    ]);
  });

  test('an employee sees the staff items but no admin items', () => {
    expect(flat(visibleNavItems(['EMPLOYEE']))).toEqual([
      'Dashboard',
      'Submissions',
      'Prescreening',
      'Grading',
      'Consignments',
      'Customers',
      'Advanced Search',
    ]);
  });

  // Issue 40 (decision 0410): only what is theirs, and no staff sample pages.
  test('a customer sees only their own pages', () => {
    expect(flat(visibleNavItems(['customer']))).toEqual(['Dashboard', 'My submissions', 'My details']);
  });

  test('staff do not see the customer pages', () => {
    expect(flat(visibleNavItems(['ADMIN', 'EMPLOYEE']))).not.toContain('My submissions');
  });

  test('items whose route does not exist are hidden, and an emptied group with them', () => {
    const known = new Set(['dashboard', 'workflows']);
    expect(flat(visibleNavItems(['admin'], NAV_ITEMS, known))).toEqual([
      'Dashboard',
      'Configurations',
      'Workflows',
    ]);
    expect(flat(visibleNavItems(['admin'], NAV_ITEMS, new Set(['dashboard'])))).toEqual(['Dashboard']);
  });

  test('links point at the route paths and stay active on sub-pages', () => {
    const items = visibleNavItems(['admin']);
    const group = items.find((item) => item.kind === 'group');
    expect(group?.kind === 'group' && group.children[1]?.href).toBe('/configurations/card-grades');
    expect(isActivePath('/customers', '/customers/4/edit')).toBe(true);
    expect(isActivePath('/customers', '/customers-old')).toBe(false);
  });
});

describe('scroll after navigation', () => {
  test('Back/Forward restores the saved position', () => {
    expect(scrollAction({ navigation: 'pop', saved: { x: 0, y: 640 }, hash: '#notes' })).toEqual({
      kind: 'restore',
      x: 0,
      y: 640,
    });
  });

  test('a link with a hash goes to the anchor, otherwise to the top', () => {
    expect(scrollAction({ navigation: 'push', saved: { x: 0, y: 640 }, hash: '#notes' })).toEqual({
      kind: 'anchor',
      id: 'notes',
    });
    expect(scrollAction({ navigation: 'pop', saved: undefined, hash: '' })).toEqual({ kind: 'top' });
    expect(scrollAction({ navigation: 'push', saved: undefined, hash: '#' })).toEqual({ kind: 'top' });
  });

  test('the memory keeps the latest position per entry and forgets the oldest past its limit', () => {
    const memory = new ScrollMemory();
    memory.save('/a', 0, 10);
    memory.save('/a', 0, 20);
    expect(memory.get('/a')).toEqual({ x: 0, y: 20 });
    for (let i = 0; i < 100; i += 1) memory.save(`/p${i}`, 0, i);
    expect(memory.get('/a')).toBeUndefined();
    expect(memory.get('/p99')).toEqual({ x: 0, y: 99 });
  });

  test('an anchor scrolls smoothly into view; a missing anchor falls back to the top', () => {
    const target = document.createElement('section');
    target.id = 'notes';
    target.scrollIntoView = vi.fn();
    document.body.append(target);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    applyScroll({ kind: 'anchor', id: 'notes' });
    expect(target.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    applyScroll({ kind: 'anchor', id: 'missing' });
    expect(scrollTo).toHaveBeenCalledWith({ left: 0, top: 0, behavior: 'instant' });
    target.remove();
  });

  test('the tracker saves the position of the page being left and restores it on Back', () => {
    const scrollTo = (y: number) =>
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    // History's own methods, which announce nothing: the router's patch (wouter dispatches 'pushState'
    // from history.pushState) may be on this window from another test file, and each step below sends
    // the one event the router would.
    const push = (url: string) => History.prototype.pushState.call(window.history, null, '', url);
    const replace = (url: string) => History.prototype.replaceState.call(window.history, null, '', url);
    replace('/dashboard');
    const tracker = new ScrollTracker(window);
    const stop = tracker.start();

    scrollTo(300);
    push('/settings');
    window.dispatchEvent(new Event('pushState'));
    expect(tracker.actionFor('/settings')).toEqual({ kind: 'top' });

    scrollTo(0);
    replace('/dashboard');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(tracker.actionFor('/dashboard')).toEqual({ kind: 'restore', x: 0, y: 300 });

    push('/customers?page=2#notes');
    window.dispatchEvent(new Event('pushState'));
    expect(tracker.actionFor('/customers?page=2')).toEqual({ kind: 'anchor', id: 'notes' });
    stop();
    scrollTo(0);
  });
});
