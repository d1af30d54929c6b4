import type { GlobalSearchView } from '../../../machines/globalSearch';
import type { SearchItem } from '../../ui/search-combobox';
import { seeAllHref } from './search-hits';

/** A page of the sidebar, offered as a command. */
export interface SearchPage {
  label: string;
  /** The sidebar group the page sits in ('Configurations'). */
  detail?: string;
  href: string;
}

export const SEE_ALL_RESULTS = 'See all results';
export const PAGES_GROUP = 'Pages';
export const RETRY_VALUE = 'retry:';

/**
 * The entries of the search list, grouped: each scope's hits followed by 'See all results' (its list
 * screen filtered by the text), then the sidebar's pages whose name contains the text (all of them when
 * the box is blank: Ctrl/⌘+K opens the list as a command menu). An entry's value is where it goes.
 */
export function searchItems(view: GlobalSearchView, pages: readonly SearchPage[]): SearchItem[] {
  const text = view.text.trim();
  const records = view.groups.flatMap((group): SearchItem[] => [
    ...group.hits.map((hit) => ({
      value: hit.href,
      label: hit.label,
      detail: hit.detail,
      group: group.label,
    })),
    { value: seeAllHref(group.scope, text), label: SEE_ALL_RESULTS, group: group.label },
  ]);
  const retry: SearchItem[] = view.failure
    ? [{ value: RETRY_VALUE, label: 'Retry search', detail: view.failure.message, group: 'Search' }]
    : [];
  const wanted = text.toLowerCase();
  const commands = pages
    .filter((page) => page.label.toLowerCase().includes(wanted))
    .map((page) => ({ value: page.href, label: page.label, detail: page.detail, group: PAGES_GROUP }));
  return [...retry, ...records, ...commands];
}
