import { useEffect, useMemo, type Ref } from 'react';
import { fromPromise } from 'xstate';
import {
  connectGlobalSearch,
  globalSearchMachine,
  type SearchAllInput,
  type SearchHit,
} from '../../../machines/globalSearch';
import { searchScopesFor } from '../../domain/globalSearch';
import { useScreenActor } from '../../kit/screen-actor';
import { useServices } from '../../kit/services';
import { useView } from '../../kit/use-view';
import { SearchCombobox, type SearchComboboxHandle } from '../../ui/search-combobox';
import { searchEverything } from './search-hits';
import { RETRY_VALUE, searchItems, type SearchPage } from './search-items';
import { SEARCH_LABEL, SEARCH_PLACEHOLDER } from './search-texts';

export interface GlobalSearchBoxProps {
  /** The signed-in user's roles: the search offers only records they may open. */
  roles: readonly string[];
  /** The sidebar's pages, offered as commands. */
  pages: readonly SearchPage[];
  /** Inside the small-screen overlay: the list is drawn in place. */
  inline?: boolean;
  autoFocus?: boolean;
  /** Text typed into the header's stand-in before this box arrived: searched at once. */
  initialText?: string;
  /** Show the list as soon as the box is there (Ctrl/⌘+K was pressed before it arrived). */
  openOnMount?: boolean;
  /** Called after an entry was opened (the overlay closes). */
  onOpened?: () => void;
  ref?: Ref<SearchComboboxHandle>;
}

/**
 * The header's global search (issue 23): typing searches customers and submissions (and, for admins,
 * workflow types and employees) through the globalSearch machine; Enter opens the highlighted record,
 * 'See all results' opens a list filtered by the text, and the sidebar's pages are commands.
 * Remount it (key) when the roles change: the machine keeps the scopes it started with.
 */
export function GlobalSearchBox({
  roles,
  pages,
  inline,
  autoFocus,
  initialText = '',
  openOnMount = false,
  onOpened,
  ref,
}: GlobalSearchBoxProps) {
  const { navigate } = useServices();
  const scopes = useMemo(() => searchScopesFor(roles), [roles]);
  const actor = useScreenActor(
    globalSearchMachine,
    ({ backend }) => ({
      actors: {
        searchAll: fromPromise<SearchHit[], SearchAllInput>(({ input, signal }) =>
          searchEverything(backend(), input, signal),
        ),
      },
    }),
    { input: { scopes } },
  );
  const view = useView(actor, connectGlobalSearch);
  // Hand over what was typed into the stand-in, once, as if typed here.
  useEffect(() => {
    if (initialText !== '') view.onType(initialText);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const items = useMemo(() => searchItems(view, pages), [view, pages]);
  const typed = view.text.trim() !== '';
  const status =
    items.length > 0
      ? null
      : view.busy
        ? 'Searching…'
        : typed && (view.nothingFound || !view.searchesRecords)
          ? `No results for “${view.text.trim()}”`
          : null;

  return (
    <SearchCombobox
      ref={ref}
      label={SEARCH_LABEL}
      placeholder={SEARCH_PLACEHOLDER}
      clearLabel="Clear search"
      items={items}
      inputValue={view.text}
      onInputChange={view.onType}
      onSelect={(value) => {
        if (value === RETRY_VALUE) {
          view.failure?.onRetry();
          return;
        }
        view.onClear();
        navigate(value);
        onOpened?.();
      }}
      busy={view.busy}
      status={status}
      inline={inline}
      autoFocus={autoFocus}
      openOnMount={openOnMount || initialText !== ''}
    />
  );
}
