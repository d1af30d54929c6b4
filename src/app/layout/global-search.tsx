import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { SearchIcon } from '../../ui/icons';
import { IconButton } from '../../ui';
import { useOpenedOnce } from './opened-once';
import { SEARCH_LABEL, SearchForm } from './search-form';

export { SEARCH_LABEL, SEARCH_PLACEHOLDER } from './search-form';

const SearchOverlay = lazy(() => import('./search-overlay'));

/** True when a key press belongs to whatever the person is typing in, not to the page. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** '/' or '?' outside a field, without Ctrl, Alt or Meta, asks for the search box. */
export function isSearchShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target'>,
) {
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  if (event.key !== '/' && event.key !== '?') return false;
  return !isTypingTarget(event.target);
}

/**
 * The header's global search. From 768 px it is an inline box; below, a button opens a full-width
 * overlay (closed with Escape). '/' or '?' focuses the box, or opens the overlay on small screens.
 */
export function GlobalSearch({
  onSearch,
  isMobile,
}: {
  onSearch: (term: string) => void;
  isMobile: boolean;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [overlayOpen, setOverlayOpen] = useState(false);
  // The overlay (Ark's dialog) loads when first opened, then stays mounted so it can animate closed.
  const overlayWanted = useOpenedOnce(overlayOpen);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      if (isMobile) setOverlayOpen(true);
      else inputRef.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isMobile]);

  if (!isMobile) {
    return (
      <div className={css({ flex: '1', minW: '44', maxW: 'md' })}>
        <SearchForm ref={inputRef} onSearch={onSearch} />
      </div>
    );
  }
  return (
    <>
      <IconButton
        label={SEARCH_LABEL}
        icon={<SearchIcon />}
        aria-haspopup="dialog"
        aria-expanded={overlayOpen}
        onClick={() => setOverlayOpen(true)}
      />
      {overlayWanted && (
        <Suspense fallback={null}>
          <SearchOverlay open={overlayOpen} onOpenChange={setOverlayOpen} onSearch={onSearch} />
        </Suspense>
      )}
    </>
  );
}
