import { useEffect, useRef, useState, type FormEvent, type Ref } from 'react';
import { css } from 'styled-system/css';
import { CloseIcon, SearchIcon } from '../../ui/icons';
import { controlRecipe } from '../../ui/recipes';
import { EdgeSheet, IconButton, SheetClose } from '../../ui';

export const SEARCH_LABEL = 'Search';
export const SEARCH_PLACEHOLDER = 'Search customers, submissions, cards…';

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

const inputStyle = css({ ps: '9' });
const iconStyle = css({
  position: 'absolute',
  insetBlock: '0',
  insetStart: '3',
  display: 'flex',
  alignItems: 'center',
  color: 'fg.muted',
  pointerEvents: 'none',
});

function SearchForm({
  onSearch,
  ref,
  autoFocus,
}: {
  onSearch: (term: string) => void;
  ref?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    onSearch(term);
  };
  return (
    <form role="search" onSubmit={submit} className={css({ position: 'relative', w: 'full' })}>
      <span className={iconStyle}>
        <SearchIcon />
      </span>
      <input
        ref={ref}
        name="q"
        type="search"
        aria-label={SEARCH_LABEL}
        placeholder={SEARCH_PLACEHOLDER}
        autoComplete="off"
        autoFocus={autoFocus}
        className={`${controlRecipe()} ${inputStyle}`}
      />
    </form>
  );
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
    <EdgeSheet
      open={overlayOpen}
      onOpenChange={setOverlayOpen}
      title="Search"
      trigger={<IconButton label={SEARCH_LABEL} icon={<SearchIcon />} />}
      positionerClassName={css({ position: 'fixed', insetInline: '0', top: '0', zIndex: 'modal' })}
      contentClassName={css({
        display: 'flex',
        alignItems: 'center',
        gap: '2',
        w: 'full',
        p: '3',
        bg: 'bg.surface',
        boxShadow: 'overlay',
      })}
    >
      <SearchForm
        autoFocus
        onSearch={(term) => {
          setOverlayOpen(false);
          onSearch(term);
        }}
      />
      <SheetClose asChild>
        <IconButton label="Close search" icon={<CloseIcon />} />
      </SheetClose>
    </EdgeSheet>
  );
}
