import { useEffect, useLayoutEffect, useRef } from 'react';
import { applyScroll, ScrollMemory, scrollAction } from './scroll';

/** Sets document.title after each navigation (and when a record label changes it). */
export function usePageTitle(title: string | null) {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}

const memory = new ScrollMemory();

/**
 * After each navigation: Back/Forward restore the position the entry was left at, a link with a hash
 * scrolls smoothly to its anchor, anything else starts at the top (seed A §2). Call it from inside the
 * screen's Suspense boundary, so it runs once the (lazily loaded) page content is there.
 */
export function useScrollRestoration(entryKey: string) {
  const lastNavigation = useRef<'pop' | 'push'>('push');
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    const onPop = () => {
      lastNavigation.current = 'pop';
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  // Remember where this entry is scrolled to, for when Back returns to it.
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => memory.save(entryKey, window.scrollX, window.scrollY));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [entryKey]);

  useLayoutEffect(() => {
    if (handled.current === entryKey) return;
    handled.current = entryKey;
    applyScroll(
      scrollAction({
        navigation: lastNavigation.current,
        saved: memory.get(entryKey),
        hash: window.location.hash,
      }),
    );
    lastNavigation.current = 'push';
  }, [entryKey]);
}
