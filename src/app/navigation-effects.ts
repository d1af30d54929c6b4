import { useEffect, useLayoutEffect, useRef } from 'react';
import { applyScroll, ScrollMemory, scrollAction } from './scroll';

/** Sets document.title after each navigation (and when a record label changes it). */
export function usePageTitle(title: string | null) {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}

/**
 * Remembers where each history entry was scrolled to when it was left. The position is read the moment
 * the URL changes (popstate, or the pushState/replaceState events wouter dispatches), while the page
 * being left is still on screen: React re-renders after those events.
 */
export class ScrollTracker {
  readonly memory = new ScrollMemory();
  /** The entry on screen, how it was reached, and a number that changes with every navigation. */
  current: { key: string; navigation: 'pop' | 'push'; id: number };

  constructor(private readonly win: Window) {
    this.current = { key: ScrollTracker.keyOf(win), navigation: 'push', id: 0 };
  }

  static keyOf(win: Window) {
    return `${win.location.pathname}${win.location.search}`;
  }

  /** Starts listening; returns a function that stops. */
  start(): () => void {
    if ('scrollRestoration' in this.win.history) this.win.history.scrollRestoration = 'manual';
    const leave = (navigation: 'pop' | 'push') => () => {
      this.memory.save(this.current.key, this.win.scrollX, this.win.scrollY);
      this.current = { key: ScrollTracker.keyOf(this.win), navigation, id: this.current.id + 1 };
    };
    const onPop = leave('pop');
    const onPush = leave('push');
    // Before the router's own listeners: React may re-render in a microtask between two listeners of
    // one event, and the position must be read (and the navigation kind known) before that.
    const options = { capture: true };
    this.win.addEventListener('popstate', onPop, options);
    this.win.addEventListener('pushState', onPush, options);
    this.win.addEventListener('replaceState', onPush, options);
    return () => {
      this.win.removeEventListener('popstate', onPop, options);
      this.win.removeEventListener('pushState', onPush, options);
      this.win.removeEventListener('replaceState', onPush, options);
    };
  }

  /** What to do once the page of `key` is on screen. */
  actionFor(key: string) {
    return scrollAction({
      navigation: this.current.navigation,
      saved: this.memory.get(key),
      hash: this.win.location.hash,
    });
  }
}

let tracker: ScrollTracker | null = null;

/** Starts the page's one tracker; call before the router first renders (its listeners must come first). */
export function startScrollTracking(win: Window = window): () => void {
  tracker = new ScrollTracker(win);
  return tracker.start();
}

/**
 * After each navigation: Back/Forward restore the position the entry was left at, a link with a hash
 * scrolls smoothly to its anchor, anything else starts at the top (seed A §2). Call it from inside the
 * screen's Suspense boundary, so it runs once the (lazily loaded) page content is there.
 */
export function useScrollRestoration(entryKey: string) {
  tracker ??= new ScrollTracker(window);
  // Each navigation is handled once, even when its page never showed (left while still loading).
  const navigationId = tracker.current.id;
  const handled = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (!tracker || handled.current === navigationId) return;
    handled.current = navigationId;
    applyScroll(tracker.actionFor(entryKey));
  }, [entryKey, navigationId]);
}
