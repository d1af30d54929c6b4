import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { GlobalSearchBox, SEARCH_LABEL } from '../../features/search/global-search-box';
import type { SearchPage } from '../../features/search/search-items';
import { SearchIcon } from '../../ui/icons';
import { IconButton } from '../../ui';
import type { SearchComboboxHandle } from '../../ui/search-combobox';
import { SETTINGS_ITEM, type VisibleItem } from '../navigation';
import { pathFor } from '../routes';
import { useOpenedOnce } from './opened-once';

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

/** Ctrl+K (⌘K on a Mac) opens the search with the sidebar's pages as commands, even from a field. */
export const isCommandShortcut = (event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';

/** The sidebar's pages in its order (a group's children with the group's name beside), Settings last. */
export const sidebarPages = (items: readonly VisibleItem[]): SearchPage[] => [
  ...items.flatMap((item) =>
    item.kind === 'link'
      ? [{ label: item.label, href: item.href }]
      : item.children.map((child) => ({ label: child.label, detail: item.label, href: child.href })),
  ),
  { label: SETTINGS_ITEM.label, href: pathFor(SETTINGS_ITEM.route) },
];

export interface GlobalSearchProps {
  isMobile: boolean;
  /** The signed-in user's roles: the search offers only what they may open. */
  roles: readonly string[];
  /** The sidebar's pages, offered as commands. */
  pages: readonly SearchPage[];
}

/**
 * The header's global search. From 768 px it is an inline box; below, a button opens a full-width
 * overlay (closed with Escape). '/' or '?' focuses the box, Ctrl/⌘+K also opens its list; on small
 * screens both open the overlay.
 */
export function GlobalSearch({ isMobile, roles, pages }: GlobalSearchProps) {
  const boxRef = useRef<SearchComboboxHandle>(null);
  const [overlayOpen, setOverlayOpen] = useState(false);
  // The overlay (Ark's dialog) loads when first opened, then stays mounted so it can animate closed.
  const overlayWanted = useOpenedOnce(overlayOpen);
  // The search machine keeps the scopes it started with: a new role set (a persona switch) remounts it.
  const rolesKey = roles.join(',');

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const command = isCommandShortcut(event);
      if (!command && !isSearchShortcut(event)) return;
      event.preventDefault();
      if (isMobile) setOverlayOpen(true);
      else if (command) boxRef.current?.openList();
      else boxRef.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isMobile]);

  if (!isMobile) {
    return (
      <div className={css({ flex: '1', minW: '44', maxW: 'md' })}>
        <GlobalSearchBox key={rolesKey} ref={boxRef} roles={roles} pages={pages} />
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
          <SearchOverlay open={overlayOpen} onOpenChange={setOverlayOpen}>
            <GlobalSearchBox
              key={rolesKey}
              roles={roles}
              pages={pages}
              inline
              autoFocus
              onOpened={() => setOverlayOpen(false)}
            />
          </SearchOverlay>
        </Suspense>
      )}
    </>
  );
}
