import { Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { lazyRecovering } from '../../kit/chunk-recovery';
import { css } from 'styled-system/css';
import type { GlobalSearchBox } from '../../features/search/global-search-box';
import type { SearchPage } from '../../features/search/search-items';
import { SEARCH_LABEL, SEARCH_PLACEHOLDER } from '../../features/search/search-texts';
import { SearchButtonIcon } from './shell-icons';
import { IconButton } from '../../ui';
import type { SearchComboboxHandle } from '../../ui/search-combobox';
import { SearchStandIn } from '../../ui/search-stand-in';
import { SETTINGS_ITEM, type VisibleItem } from '../navigation';
import { onFirstPress } from '../first-press';
import { pathFor } from '../routes';
import { useOpenedOnce } from './opened-once';

const SearchOverlay = lazyRecovering(() => import('./search-overlay'));
// The box (Ark's combobox and the search machine) is not part of the first load: a stand-in drawn
// the same way holds its place until the first key or pointer press anywhere (or a focus on it).
type SearchBox = typeof GlobalSearchBox;
const loadSearchBox = () =>
  import('../../features/search/global-search-box').then((module) => module.GlobalSearchBox);

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
 * After a result opens, the caret leaves the box for the page it opened (issue 37): the next Tab goes
 * into that page, and typing no longer searches again. The main region takes focus without scrolling.
 */
function focusPage() {
  // Ark puts the caret back in the box one frame after a pick (its setFinalFocus, scheduled in the
  // same task as this call): queued behind that frame request, this focus comes after it.
  queueMicrotask(() =>
    requestAnimationFrame(() => document.getElementById('main')?.focus({ preventScroll: true })),
  );
}

/**
 * The header's global search. From 768 px it is an inline box; below, a button opens a full-width
 * overlay (closed with Escape). '/' or '?' focuses the box, Ctrl/⌘+K also opens its list; on small
 * screens both open the overlay.
 */
export function GlobalSearch({ isMobile, roles, pages }: GlobalSearchProps) {
  const boxRef = useRef<SearchComboboxHandle>(null);
  const standInRef = useRef<HTMLInputElement>(null);
  const [Box, setBox] = useState<SearchBox | null>(null);
  const [standInText, setStandInText] = useState('');
  const [standInFocused, setStandInFocused] = useState(false);
  // Ctrl/⌘+K pressed before the box arrived: it opens its list when it does.
  const [listAsked, setListAsked] = useState(false);
  const [overlayOpen, setOverlayOpen] = useState(false);
  // The overlay (Ark's dialog) loads when first opened, then stays mounted so it can animate closed.
  const overlayWanted = useOpenedOnce(overlayOpen);
  // The search machine keeps the scopes it started with: a new role set (a persona switch) remounts it.
  const rolesKey = roles.join(',');

  const [boxWanted, setBoxWanted] = useState(false);
  useEffect(() => onFirstPress(() => setBoxWanted(true)), []);
  useEffect(() => {
    if (!boxWanted) return;
    let current = true;
    // A failed chunk leaves the stand-in: the next focus asks again.
    loadSearchBox().then(
      (box) => current && setBox(() => box),
      () => current && setBoxWanted(false),
    );
    return () => {
      current = false;
    };
  }, [boxWanted]);

  // A layout effect, not a passive one: the shortcut is live before the frame's first paint, so a '/'
  // pressed as soon as the page shows is never lost (a passive effect can run after that paint on a
  // busy machine, and the press then did nothing).
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const command = isCommandShortcut(event);
      if (!command && !isSearchShortcut(event)) return;
      event.preventDefault();
      if (isMobile) setOverlayOpen(true);
      else if (boxRef.current) (command ? boxRef.current.openList : boxRef.current.focus)();
      else {
        setListAsked(command);
        standInRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isMobile]);

  const standIn = (
    <SearchStandIn
      ref={standInRef}
      label={SEARCH_LABEL}
      placeholder={SEARCH_PLACEHOLDER}
      value={standInText}
      onValueChange={setStandInText}
      onWanted={() => setBoxWanted(true)}
      onFocusedChange={setStandInFocused}
    />
  );
  if (!isMobile) {
    return (
      <div className={css({ flex: '1', minW: '44', maxW: 'md' })}>
        {Box ? (
          <Box
            key={rolesKey}
            ref={boxRef}
            roles={roles}
            pages={pages}
            initialText={standInText}
            // a focused stand-in hands its focus to the box
            autoFocus={standInFocused}
            openOnMount={listAsked}
            onOpened={focusPage}
          />
        ) : (
          standIn
        )}
      </div>
    );
  }
  return (
    <>
      <IconButton
        label={SEARCH_LABEL}
        icon={<SearchButtonIcon />}
        aria-haspopup="dialog"
        aria-expanded={overlayOpen}
        onClick={() => {
          setBoxWanted(true);
          setOverlayOpen(true);
        }}
      />
      {overlayWanted && (
        <Suspense fallback={null}>
          <SearchOverlay open={overlayOpen} onOpenChange={setOverlayOpen}>
            {Box ? (
              <Box
                key={rolesKey}
                roles={roles}
                pages={pages}
                inline
                autoFocus
                initialText={standInText}
                onOpened={() => setOverlayOpen(false)}
              />
            ) : (
              standIn
            )}
          </SearchOverlay>
        </Suspense>
      )}
    </>
  );
}
